import { useCallback } from "react";
import { graphql } from "gatsby";
import { chatHref, mailHref, telHref } from "../../lib/contact-links";
import { inquiryPrefill } from "../../lib/inquiry-prefill";
import { INQUIRY_PARAM } from "../../lib/routes";
import { useReveal } from "../../hooks/use-reveal";
import type { SiteContent } from "../layout/site-layout";
import { Icon } from "../icons/icons";
import { PageHeader } from "../page-header/page-header";
import { SocialLinks } from "../social-links/social-links";
import { ContactForm } from "./contact-form";
import { layout, panel, panelBlock, panelHeading, panelList } from "./contact-view.module.css";

interface ContactViewProps {
  content: Queries.ContactViewFragment;
  site: Pick<SiteContent, "company" | "contact" | "chat" | "social">;
  /**
   * The products in the page's language; `value`, the English name, is what the inquiry names.
   * null for a catalogue too large to list (src/lib/catalogue.ts): the form has a text field.
   */
  products: readonly { slug: string; name: string; value: string }[] | null;
  /** Where "Send by e-mail" writes to: the address of the form's department (content-rules.ts checks it exists). */
  mailAddress: string;
  /** The delivery terms buyers choose from (site.json). */
  incoterms: readonly string[];
  /** The page's query string, e.g. "?product=soya-meal". */
  search: string;
}

export function ContactView({ content, site, products, mailAddress, incoterms, search }: ContactViewProps) {
  const reveal = useReveal();
  const { contact, chat } = site;
  const initialProduct = useCallback(
    () =>
      products
        ? Promise.resolve(inquiryPrefill(search, products, INQUIRY_PARAM))
        : import("../../lib/inquiry-prefill-page-data").then(({ productNameFromPageData }) => productNameFromPageData(search, INQUIRY_PARAM)),
    [search, products],
  );

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
          initialProduct={initialProduct}
        />
        <aside className={panel} aria-labelledby="get-in-touch">
          <h2 id="get-in-touch">{content.panel.heading}</h2>
          <div className={panelBlock}>
            <h3 className={panelHeading}>
              <Icon name="phone" size={18} /> {content.panel.phoneLabel}
            </h3>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </div>
          <div className={panelBlock}>
            <h3 className={panelHeading}>
              <Icon name="mail" size={18} /> {content.panel.emailLabel}
            </h3>
            <ul className={panelList}>
              {contact.emails.map(({ department, address }) => (
                <li key={address}>
                  {department}: <a href={mailHref(address)}>{address}</a>
                </li>
              ))}
            </ul>
          </div>
          <div className={panelBlock}>
            <h3 className={panelHeading}>
              <Icon name="map-pin" size={18} /> {content.panel.addressLabel}
            </h3>
            <address>
              {site.company.name}
              <br />
              {contact.address.street}
              <br />
              {contact.address.locality}, {contact.address.region} {contact.address.postalCode}
              <br />
              {contact.address.country}
            </address>
          </div>
          <div className={panelBlock}>
            <h3 className={panelHeading}>{content.panel.followLabel}</h3>
            <SocialLinks chat={{ label: chat.label, href: chatHref(chat.number, chat.greeting) }} social={site.social} />
          </div>
        </aside>
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
      portLabel
      incotermLabel
      anyIncotermLabel
      note
      noScriptNote
    }
    panel {
      heading
      phoneLabel
      emailLabel
      addressLabel
      followLabel
    }
  }
`;
