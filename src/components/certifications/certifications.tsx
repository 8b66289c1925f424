import { graphql } from "gatsby";
import { Icon } from "../icons/icons";
import { item, list, name } from "./certifications.module.css";

interface CertificationsProps {
  heading: string;
  certifications: Queries.CertificationsFragment["certifications"];
  className?: string;
}

/** The company's certifications and memberships (site.json), on the About page and every product page. */
export function Certifications({ heading, certifications, className }: CertificationsProps) {
  return (
    // The company's, not a product's: search leaves them out of the product pages it indexes.
    <section className={className} aria-labelledby="certifications-heading" data-pagefind-ignore="">
      <h2 id="certifications-heading">{heading}</h2>
      <ul className={list}>
        {/* Keyed by place: a draft in the editor's preview may hold two texts alike, or empty ones. */}
        {certifications.map((certification, index) => (
          <li key={index} className={item}>
            <Icon name="check" size={18} />
            <p>
              <strong className={name}>{certification.name}</strong> {certification.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const query = graphql`
  fragment Certifications on SiteJson {
    certifications {
      name
      description
    }
  }
`;
