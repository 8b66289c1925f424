import { socialNetwork } from "../../lib/contact-links";
import { ChatIcon, FacebookIcon, LinkedInIcon } from "../icons/icons";
import { link, list } from "./social-links.module.css";

interface SocialLinksProps {
  /** The chat service, opened in place with a prefilled message. */
  chat: { label: string; href: string };
  /** Profiles on other networks, opened in a new tab. */
  social: readonly { label: string; url: string }[];
}

const networkIcons = { linkedin: LinkedInIcon, facebook: FacebookIcon, other: null };

export function SocialLinks({ chat, social }: SocialLinksProps) {
  return (
    <ul className={list}>
      <li>
        <a className={link} href={chat.href} aria-label={chat.label} title={chat.label}>
          <ChatIcon />
        </a>
      </li>
      {social.map(({ label, url }) => {
        const Icon = networkIcons[socialNetwork(url)];
        return (
          <li key={url}>
            <a
              className={link}
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} (opens in a new tab)`}
              title={label}
            >
              {Icon ? <Icon /> : <span>{label}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
