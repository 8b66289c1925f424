import { socialNetwork } from "../../lib/contact-links";
import { Icon } from "../icons/icons";
import { link, list } from "./social-links.module.css";

interface SocialLinksProps {
  /** The chat service, opened in place with a prefilled message. */
  chat: { label: string; href: string };
  /** Profiles on other networks, opened in a new tab. */
  social: readonly { label: string; url: string }[];
  /** Said after a profile's name: that it opens in a new tab. */
  newTabLabel: string;
}

export function SocialLinks({ chat, social, newTabLabel }: SocialLinksProps) {
  return (
    <ul className={list}>
      <li>
        <a className={link} href={chat.href} aria-label={chat.label} title={chat.label}>
          <Icon name="chat" />
        </a>
      </li>
      {social.map(({ label, url }) => {
        const network = socialNetwork(url);
        return (
          <li key={url}>
            <a
              className={link}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} (${newTabLabel})`}
              title={label}
            >
              {network === "other" ? <span>{label}</span> : <Icon name={network} />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
