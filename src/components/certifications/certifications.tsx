import { graphql, Link } from "gatsby";
import type { CertificatesShown } from "../../lib/certificates";
import { Icon } from "../icons/icons";
import { expired, facts, item, links, list, name, offSheet, onScreen, what } from "./certifications.module.css";

export type { CertificatesShown };
export type Certificate = Queries.CertificationsFragment["certifications"][number];

interface CertificationsProps extends Pick<CertificatesShown, "expired" | "days"> {
  heading: string;
  certificates: readonly Certificate[];
  labels: Queries.CertificateLabelsFragment;
  /** The register (the About page): what each certificate covers, in words, by id, and it says when each was issued; none on a product page. */
  scopes?: Readonly<Record<string, string>>;
  /** A product page: the address of the register, linked under its certificates. */
  registerPath?: string;
  className?: string;
}

/**
 * Certificates of the company's register (site.json), each with its number, issuer and validity,
 * and links to the document and to the issuer's own check: on a product page those that cover it,
 * on the About page all of them. A certificate past its date is never shown as valid: it says when
 * it expired, and is marked so.
 */
export function Certifications({ heading, certificates, labels, expired: past, days, scopes, registerPath, className }: CertificationsProps) {
  return (
    // The company's, not a product's: search leaves them out of the product pages it indexes.
    <section id="certificates" className={className} aria-labelledby="certificates-heading" data-pagefind-ignore="">
      <h2 id="certificates-heading">{heading}</h2>
      <ul className={list}>
        {/* Keyed by place: a draft in the editor's preview may hold two alike, or empty ones. */}
        {certificates.map((certificate, index) => {
          const isExpired = past.includes(certificate.id);
          const until = certificate.validUntil;
          return (
            <li key={index} className={isExpired ? `${item} ${expired}` : item}>
              <Icon name={isExpired ? "close" : "check"} size={18} />
              <div>
                <p>
                  <strong className={name}>{certificate.name}</strong> <span className={what}>{certificate.description}</span>
                </p>
                {/* The print rules keep the rows marked onScreen, and the terms marked offSheet, off the sheet. */}
                <dl className={facts}>
                  <div>
                    {/* The number read left to right, whatever the page's direction. */}
                    <dt className={offSheet}>{labels.certificateNumberLabel}</dt> <dd><bdi dir="ltr">{certificate.number}</bdi></dd>
                  </div>
                  <div className={onScreen}>
                    <dt>{labels.issuedByLabel}</dt> <dd>{certificate.issuer}</dd>
                  </div>
                  {scopes && (
                    <div>
                      <dt>{labels.issuedOnLabel}</dt>{" "}
                      <dd>
                        <time dateTime={certificate.issuedOn}>{days[certificate.issuedOn] ?? certificate.issuedOn}</time>
                      </dd>
                    </div>
                  )}
                  <div>
                    {/* On the printed sheet, one without expiry says so alone. */}
                    <dt className={until ? undefined : offSheet}>{isExpired ? labels.expiredLabel : labels.validUntilLabel}</dt>{" "}
                    <dd>{until ? <time dateTime={until}>{days[until] ?? until}</time> : labels.noExpiryLabel}</dd>
                  </div>
                  {scopes?.[certificate.id] && (
                    <div className={onScreen}>
                      <dt>{labels.coversLabel}</dt> <dd>{scopes[certificate.id]}</dd>
                    </div>
                  )}
                </dl>
                <p className={links}>
                  <a href={`/${certificate.document}`} type="application/pdf">
                    {labels.documentLabel}
                  </a>
                  {/* https only: the build accepts no other (content-rules.ts), but a draft in the editor's preview may hold anything. */}
                  {certificate.verifyUrl?.startsWith("https://") && (
                    <a href={certificate.verifyUrl}>
                      {labels.verifyLabel}
                    </a>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {registerPath && (
        <p className={`${links} ${onScreen}`}>
          <Link to={registerPath}>{labels.allCertificatesLabel}</Link>
        </p>
      )}
    </section>
  );
}

export const query = graphql`
  fragment Certifications on SiteJson {
    certifications {
      id
      kind
      name
      description
      issuer
      number
      coversProducts
      coversCategories
      issuedOn
      validUntil
      document
      verifyUrl
    }
  }

  fragment CertificateLabels on CatalogueJson {
    certificateNumberLabel
    issuedByLabel
    issuedOnLabel
    validUntilLabel
    expiredLabel
    noExpiryLabel
    coversLabel
    documentLabel
    verifyLabel
    allCertificatesLabel
  }
`;
