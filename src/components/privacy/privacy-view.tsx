import { graphql } from "gatsby";
import { mailHref } from "../../lib/contact-links";
import type { SiteContent } from "../layout/site-content";
import { PageHeader } from "../page-header/page-header";
import { card, emailLabel, notice, section, updated } from "./privacy-view.module.css";

interface PrivacyViewProps {
  content: Queries.PrivacyViewFragment;
  /** The company that keeps the data, and its postal address (site.json). */
  site: Pick<SiteContent, "company" | "contact">;
  /**
   * Where buyers write about their data: the address of the notice's department
   * (controller.requestsDepartment); null in the editor's preview while it names no department.
   */
  email: string | null;
}

/** The privacy notice: who keeps an inquiry, with the company's address and e-mail, then the notice's sections. */
export function PrivacyView({ content, site, email }: PrivacyViewProps) {
  const { address } = site.contact;
  return (
    <>
      <PageHeader title={content.heading} text={content.intro} />
      <div className={notice}>
        <p className={updated}>{content.updated}</p>
        <section className={section} aria-labelledby="privacy-controller">
          <h2 id="privacy-controller">{content.controller.heading}</h2>
          <p>{content.controller.text}</p>
          <address className={card}>
            <strong>{site.company.name}</strong>
            <br />
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            {address.country}
            {email && (
              <>
                <span className={emailLabel}>{content.controller.emailLabel}</span>
                <a href={mailHref(email)}>{email}</a>
              </>
            )}
          </address>
        </section>
        {/* Keyed by place: a draft in the editor's preview may hold two texts alike, or empty ones. */}
        {content.sections.map((part, index) => (
          <section key={index} className={section} aria-labelledby={`privacy-${index}`}>
            <h2 id={`privacy-${index}`}>{part.heading}</h2>
            {part.paragraphs.map((paragraph, at) => (
              <p key={at}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}

export const query = graphql`
  fragment PrivacyView on PrivacyJson {
    heading
    intro
    updated
    controller {
      heading
      text
      emailLabel
    }
    sections {
      heading
      paragraphs
    }
  }
`;
