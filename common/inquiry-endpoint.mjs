/**
 * Where the contact form records an inquiry: the build setting INQUIRY_ENDPOINT, read by the build
 * (the form's action, src/build/screen-pages.ts) and by plugins/delivery/hosting-headers.mjs (the security
 * policy allows exactly that address).
 *
 * - unset or empty: the site's own "received" page in the form's language (/contact/received/,
 *   /ar/contact/received/, ...). Netlify Forms, the project's host, records a POST there and
 *   answers with the page; so does `npm start` (scripts/serve.mjs, into inquiries/).
 * - an https:// address: a form service's, or the company's own, which takes the same
 *   URL-encoded POST (for a host without form capture: nginx, Cloudflare Pages).
 */

/**
 * @param {string | undefined} value INQUIRY_ENDPOINT
 * @returns {{ kind: "site" } | { kind: "external", url: string }}
 */
export function inquiryEndpoint(value) {
  const setting = (value ?? "").trim();
  if (setting === "") return { kind: "site" };
  let url;
  try {
    url = new URL(setting);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== "https:" || url.username || url.password || url.hash) {
    throw new Error(`INQUIRY_ENDPOINT: "${setting}" is not an https:// address without user, password or #fragment; leave it unset to record on this site (Netlify Forms)`);
  }
  return { kind: "external", url: url.href };
}

/** The addresses beyond 'self' that the public policy's form-action and connect-src must allow: the external endpoint, or none. */
export function inquiryPolicySources(value) {
  const endpoint = inquiryEndpoint(value);
  return endpoint.kind === "external" ? [endpoint.url] : [];
}
