import { useLocale, useLocalizedPath } from "../../hooks/use-locale";
import { useEffect, useState } from "react";
import { Link } from "gatsby";
import { chatHref, mailHref, telHref } from "../../lib/contact-links";
import { mainNavigation } from "../../lib/navigation";
import { routes } from "../../lib/routes";
import { useReveal } from "../../hooks/use-reveal";
import { Icon } from "../icons/icons";
import { SocialLinks } from "../social-links/social-links";
import type { SiteContent } from "../layout/site-content";
import {
  bottom,
  brand,
  column,
  contactList,
  footer,
  grid,
  heading,
  legal,
  linkList,
  privacyLink,
  scrollTop,
} from "./footer.module.css";

export interface FooterProps {
  site: Pick<SiteContent, "company" | "contact" | "chat" | "social" | "navigation" | "footer">;
  /** The year the page was built; replaced by the visitor's current year once the page runs. */
  buildYear: number;
}

export function Footer({ site, buildYear }: FooterProps) {
  const localized = useLocalizedPath();
  const { colon } = useLocale();
  const reveal = useReveal();
  const { company, contact, chat, social, navigation, footer: labels } = site;

  // A link to the top of the content, which works before and without the scripts; with them, the
  // page glides up (unless the visitor asks for less motion) and the address keeps no #main.
  const scrollToTop = (event: React.MouseEvent) => {
    event.preventDefault();
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
    document.querySelector<HTMLElement>("#main")?.focus({ preventScroll: true });
  };

  return (
    <footer className={footer}>
      <div className={grid} {...reveal}>
        <div className={column}>
          <p className={brand}>
            <Icon name="logo" size={44} />
            <span>{company.name}</span>
          </p>
          <p>{company.description}</p>
        </div>
        <nav className={column} aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            {labels.quickLinksHeading}
          </h2>
          <ul className={linkList}>
            {mainNavigation.map(({ name, to }) => (
              <li key={name}>
                <Link to={localized(to)}>{navigation[name]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={column}>
          <h2 className={heading}>{labels.contactHeading}</h2>
          <ul className={contactList}>
            <li>
              <Icon name="phone" size={18} />
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
            {contact.emails.map((email) => (
              <li key={email.address}>
                <Icon name="mail" size={18} />
                <span>
                  {email.department}
                  {colon}
                  <a href={mailHref(email.address)}>{email.address}</a>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className={column}>
          <h2 className={heading}>{labels.followHeading}</h2>
          <SocialLinks chat={{ label: chat.label, href: chatHref(chat.number, chat.greeting) }} social={social} newTabLabel={labels.newTabLabel} />
        </div>
      </div>
      <div className={bottom}>
        <div className={legal}>
          <p>
            © <CurrentYear buildYear={buildYear} /> {company.name}. {labels.copyright}
          </p>
          <Link className={privacyLink} to={localized(routes.privacy)}>
            {labels.privacyLabel}
          </Link>
        </div>
        <a href="#main" className={scrollTop} onClick={scrollToTop}>
          <Icon name="arrow-up" size={20} />
          <span>{labels.scrollToTopLabel}</span>
        </a>
      </div>
    </footer>
  );
}

/**
 * The static HTML carries the build year; hydrate with it, then show the current year. A component
 * of its own, so that a new year renders this text again, not the whole footer.
 */
function CurrentYear({ buildYear }: { buildYear: number }) {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <>{year}</>;
}
