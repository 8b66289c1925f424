import { graphql } from "gatsby";
import { useLocale } from "../../hooks/use-locale";
import { chatHref, mailHref, telHref } from "../../lib/contact-links";
import type { SiteContent } from "../layout/site-content";
import { Icon } from "../icons/icons";
import { SocialLinks } from "../social-links/social-links";
import { panel, panelBlock, panelHeading, panelList } from "./contact-view.module.css";

/** The site's facts the contact pages show (the panel's, and the links' words from the footer's). */
export type ContactSite = Pick<SiteContent, "company" | "contact" | "chat" | "social" | "footer">;

interface ContactPanelProps {
  labels: Queries.ContactPanelFragment["panel"];
  site: ContactSite;
}

/** "Get in Touch": the phone, the departments' e-mail addresses, the postal address, the chat and the social links (the contact page, the received page). */
export function ContactPanel({ labels, site }: ContactPanelProps) {
  const { contact, chat } = site;
  const { colon } = useLocale();
  return (
    <aside className={panel} aria-labelledby="get-in-touch">
      <h2 id="get-in-touch">{labels.heading}</h2>
      <div className={panelBlock}>
        <h3 className={panelHeading}>
          <Icon name="phone" size={18} /> {labels.phoneLabel}
        </h3>
        <a href={telHref(contact.phone)}>{contact.phone}</a>
      </div>
      <div className={panelBlock}>
        <h3 className={panelHeading}>
          <Icon name="mail" size={18} /> {labels.emailLabel}
        </h3>
        <ul className={panelList}>
          {contact.emails.map(({ department, address }) => (
            <li key={address}>
              {department}
              {colon}
              <a href={mailHref(address)}>{address}</a>
            </li>
          ))}
        </ul>
      </div>
      <div className={panelBlock}>
        <h3 className={panelHeading}>
          <Icon name="map-pin" size={18} /> {labels.addressLabel}
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
        <h3 className={panelHeading}>{labels.followLabel}</h3>
        <SocialLinks chat={{ label: chat.label, href: chatHref(chat.number, chat.greeting) }} social={site.social} newTabLabel={site.footer.newTabLabel} />
      </div>
    </aside>
  );
}

export const query = graphql`
  fragment ContactPanel on ContactJson {
    panel {
      heading
      phoneLabel
      emailLabel
      addressLabel
      followLabel
    }
  }

  # The company's phone, departments' e-mail addresses and postal address, wherever a page shows them: this panel, the footer (site-layout.tsx) and the spec sheet (product-detail.tsx).
  fragment ContactDetails on SiteJsonContact {
    phone
    emails {
      department
      address
    }
    address {
      street
      locality
      region
      postalCode
      country
      countryCode
    }
  }
`;
