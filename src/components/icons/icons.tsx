/**
 * Icons drawn from one cached sprite, static/icons.svg, so their shapes are
 * not part of every page's JavaScript. Each is decorative (aria-hidden): the
 * control that holds it carries the accessible name. Line icons and brand
 * marks take the text colour; the logo keeps its own.
 */
const iconSprite = "/icons.svg";

interface IconProps {
  size?: number;
  className?: string;
}

type IconName =
  | "menu"
  | "close"
  | "chevron-down"
  | "chevron-left"
  | "chevron-right"
  | "arrow-up"
  | "phone"
  | "mail"
  | "map-pin"
  | "check"
  | "chat"
  | "linkedin"
  | "facebook"
  | "logo";

export function Icon({ name, size = 24, className }: IconProps & { name: IconName }) {
  return (
    <svg width={size} height={size} className={className} aria-hidden="true" focusable="false">
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}
