import { graphql } from "gatsby";
import { useReveal } from "../../hooks/use-reveal";
import { PageHeader } from "../page-header/page-header";
import { ContactForm } from "./contact-form";
import { ContactPanel, type ContactSite } from "./contact-panel";
import { layout } from "./contact-view.module.css";

interface ContactViewProps {
  content: Queries.ContactViewFragment;
  site: ContactSite;
  /**
   * The products in the page's language; `value`, the English name, is what the inquiry names.
   * null for a catalogue too large to list (src/lib/catalogue.ts): the form has a text field.
   */
  products: readonly { slug: string; name: string; value: string; samples: boolean }[] | null;
  /** Where "Send by e-mail" writes to: the address of the form's department (content-rules.ts checks it exists). */
  mailAddress: string;
  /** The delivery terms buyers choose from (site.json). */
  incoterms: readonly string[];
  /** Where the inquiry is recorded (INQUIRY_ENDPOINT). */
  recordAt: string;
}

export function ContactView({ content, site, products, mailAddress, incoterms, recordAt }: ContactViewProps) {
  const reveal = useReveal();
  const { chat } = site;

  return (
    <>
      <PageHeader title={content.heading} text={content.intro} />
      <div className={layout} {...reveal}>
        <ContactForm
          labels={content.form}
          companyName={site.company.name}
          chatNumber={chat.number}
          mailAddress={mailAddress}
          products={products}
          incoterms={incoterms}
          recordAt={recordAt}
        />
        <ContactPanel labels={content.panel} site={site} />
      </div>
    </>
  );
}

export const query = graphql`
  fragment ContactView on ContactJson {
    heading
    intro
    form {
      heading
      nameLabel
      emailLabel
      messageLabel
      submitLabel
      emailSubmitLabel
      tradeDetailsHeading
      companyLabel
      countryLabel
      productLabel
      anyProductLabel
      quantityLabel
      quantityFormat
      sampleLabel
      noSamplesNote
      rowsFull
      portLabel
      incotermLabel
      anyIncotermLabel
      note
      noScriptNote
      noScriptProductNote
      recordFailed
      privacyLabel
    }
    ...ContactPanel
  }
`;
