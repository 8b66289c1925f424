/** Build inputs that come from the environment, shared by gatsby-config and gatsby-node. */
import path from "node:path";

/** Folder of the content files (Gatsby runs from the site root); CONTENT_DIR swaps in another. */
export const contentDir = path.resolve(process.env.CONTENT_DIR ?? "content");

/** Public address of the site, without a trailing slash; SITE_URL overrides it for deploy previews. */
export const siteUrl = (process.env.SITE_URL ?? "https://www.sorathagroexports.com").replace(/\/+$/, "");
