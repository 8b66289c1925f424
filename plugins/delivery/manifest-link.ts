/**
 * The web app manifest, linked once the page has started rather than in the served HTML (decision
 * 0049). Chromium fetches a linked manifest, then the icon it would show, as soon as the page has
 * loaded: on a phone, two requests in series beside the page's scripts, for a browser feature (an
 * installed app) that no visit needs before the page works. gatsby-plugin-manifest still writes the
 * manifest and its icons and links it in every page's head; the server side takes that link out
 * (`withoutManifestLink`), and the browser side puts the same link back once the page has started
 * and the browser is idle (`linkManifest`), which Chromium picks up as it does a link in the HTML.
 */
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { TweakMismatch } from "./tweak";

/** The link gatsby-plugin-manifest writes into every page's head (`cache_busting_mode: "none"`, its default `crossOrigin`). */
export const MANIFEST_LINK = { rel: "manifest", href: "/manifest.webmanifest", crossOrigin: "anonymous" } as const;

type LinkProps = { rel?: unknown; href?: unknown; crossOrigin?: unknown };
const isManifestLink = (component: ReactNode): component is ReactElement<LinkProps> => isValidElement<LinkProps>(component) && component.props.rel === MANIFEST_LINK.rel;

/** The head's components without gatsby-plugin-manifest's link, which must be there once, as MANIFEST_LINK says. */
export function withoutManifestLink(components: readonly ReactNode[]): ReactNode[] {
  const links = components.filter(isManifestLink);
  if (links.length !== 1 || links[0]!.props.href !== MANIFEST_LINK.href || links[0]!.props.crossOrigin !== MANIFEST_LINK.crossOrigin) {
    const found = links.map(({ props }) => `<link href="${String(props.href)}" crossOrigin="${String(props.crossOrigin)}">`);
    const expected = `<link href="${MANIFEST_LINK.href}" crossOrigin="${MANIFEST_LINK.crossOrigin}">`;
    throw new TweakMismatch("manifest-link", `the head has ${found.length === 0 ? "no manifest link" : found.join(", ")} from gatsby-plugin-manifest, where the browser side writes ${expected} again`);
  }
  return components.filter((component) => !isManifestLink(component));
}

/** Puts the manifest's link in the head (once: Gatsby calls onInitialClientRender once a page load). */
export function linkManifest(): void {
  document.head.insertAdjacentHTML("beforeend", `<link rel="${MANIFEST_LINK.rel}" href="${MANIFEST_LINK.href}" crossorigin="${MANIFEST_LINK.crossOrigin}">`);
}
