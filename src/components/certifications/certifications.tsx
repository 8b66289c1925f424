import { graphql } from "gatsby";
import { Icon } from "../icons/icons";
import { item, list, name } from "./certifications.module.css";

interface CertificationsProps {
  heading: string;
  certifications: Queries.CertificationsFragment["certifications"];
  /** The heading's level where the list sits: a section of its own (About) or one part of a product page. */
  level?: 2 | 3;
  className?: string;
}

/** The company's certifications and memberships (site.json), on the About page and every product page. */
export function Certifications({ heading, certifications, level = 2, className }: CertificationsProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={className} aria-labelledby="certifications-heading">
      <Heading id="certifications-heading">{heading}</Heading>
      <ul className={list}>
        {certifications.map((certification) => (
          <li key={certification.name} className={item}>
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
