import type { SiteFacts } from "./content-model";
import { routes } from "./routes";

/**
 * The site's main links, in order: the header, the drawer and the footer all
 * list these (spec §2). Each label is the content's `navigation` text of the same name.
 */
export const mainNavigation: readonly { name: keyof SiteFacts["navigation"]; to: string }[] = [
  { name: "home", to: routes.home },
  { name: "products", to: routes.products },
  { name: "about", to: routes.about },
  { name: "contact", to: routes.contact },
];
