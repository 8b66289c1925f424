import { Link } from "gatsby";
import { chatHref } from "../../lib/contact-links";
import { routes } from "../../lib/routes";
import { useLocalizedPath } from "../../hooks/use-locale";
import { button, buttonOutline } from "../../styles/buttons.module.css";
import { PageHeader } from "../page-header/page-header";
import { ContactPanel, type ContactSite } from "./contact-panel";
import { layout, next } from "./contact-view.module.css";

interface InquiryReceivedViewProps {
  content: NonNullable<Queries.InquiryReceivedPageQuery["contactJson"]>["received"];
  panel: Queries.ContactPanelFragment["panel"];
  site: ContactSite;
}

/** The inquiry has reached the company: the chat to talk sooner, the way back to the form, and every other channel. */
export function InquiryReceivedView({ content, panel, site }: InquiryReceivedViewProps) {
  const localized = useLocalizedPath();
  return (
    <>
      <PageHeader title={content.heading} text={content.text} />
      <div className={layout}>
        <div className={next}>
          <a className={button} href={chatHref(site.chat.number, site.chat.greeting)} target="_blank" rel="noopener noreferrer">
            {content.chatLabel}
          </a>
          <Link className={buttonOutline} to={localized(routes.contact)}>
            {content.backLabel}
          </Link>
        </div>
        <ContactPanel labels={panel} site={site} />
      </div>
    </>
  );
}
