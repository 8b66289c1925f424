/**
 * Icons drawn from the symbols of static/icons.svg, which the build writes
 * once into every page (plugins/delivery), so their shapes are not part of the
 * page's JavaScript and cost no request. Each is decorative (aria-hidden): the
 * control that holds it carries the accessible name. Line icons and brand
 * marks take the text colour; the logo keeps its own.
 */

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
      <use href={`#${name}`} />
    </svg>
  );
}
