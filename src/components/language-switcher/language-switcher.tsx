import { useLocale } from "../../hooks/use-locale";
import { locales, pathInLocale, type LocaleCode } from "../../lib/locales";
import { Icon } from "../icons/icons";
import { bar, current, drawer, menu, toggle } from "./language-switcher.module.css";

interface LanguageSwitcherProps {
  /** The page's path: each link leads to the same page in its language. */
  pathname: string;
  /** The languages the page is in; every language when absent. */
  languages?: readonly LocaleCode[];
  /** Names the switcher ("Language"), in the page's language. */
  label: string;
  /** In the header bar, the list drops over the page; in the drawer, it opens in place. */
  placement: "bar" | "drawer";
}

function closeOnEscape(event: React.KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (event.key !== "Escape" || !details.open) return;
  // Only the list: in the phone's menu (a popover, which Escape closes too), a second Escape closes the menu.
  event.preventDefault();
  event.stopPropagation();
  details.open = false;
  details.querySelector("summary")?.focus();
}

function closeOnLeaving(event: React.FocusEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  // A press on one of its languages: Safari gives a link no focus on a click, so the focus leaves for nowhere while the pointer is on the list.
  if (!details.contains(event.relatedTarget) && !details.matches(":hover")) details.open = false;
}

/**
 * The same page in every language, as plain links (a full page load, so it works without
 * JavaScript and the page gets its own lang and dir); each language named in itself. A
 * <details> opens the list with or without the scripts; nothing chooses for the visitor.
 */
export function LanguageSwitcher({ pathname, languages, label, placement }: LanguageSwitcherProps) {
  const locale = useLocale();
  return (
    // The list closes as menus do once the scripts run: on Escape (the focus back on its button) and when the focus leaves it; its summary and links are the controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details className={placement === "bar" ? bar : drawer} onKeyDown={closeOnEscape} onBlur={closeOnLeaving}>
      <summary className={toggle}>
        <span className="visually-hidden">
          {label}
          {locale.colon}
        </span>
        <span lang={locale.code}>{locale.name}</span>
        <Icon name="chevron-down" size={18} />
      </summary>
      <ul className={menu}>
        {locales.filter(({ code }) => languages?.includes(code) ?? true).map(({ code, name }) => (
          <li key={code}>
            <a
              href={pathInLocale(pathname, code)}
              hrefLang={code}
              lang={code}
              className={code === locale.code ? current : undefined}
              aria-current={code === locale.code ? "true" : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
