/**
 * Gatsby renders a slice once, outside any page, so the links it holds cannot
 * carry the `aria-current="page"` that Gatsby's Link gives a link to the page
 * it is on, and that the page's own render in the browser gives it. After the
 * build, in each page, the slice links to the page itself get it, so the page
 * says which product is current from the first paint and without JavaScript,
 * and its HTML is what React finds when it hydrates.
 *
 * Every page of a large catalogue carries its menus (at 1,000 products, about
 * 250 KB of HTML), and a rename stitches a new menu into every page of its
 * language, so this looks for the page's own address with plain string search
 * instead of matching every link against a pattern.
 */
const SLICE_START = '<!-- slice-start id="';
const CURRENT = 'aria-current="page" ';

/** @param pagePath the page's address, as Gatsby's Link compares it: "/ar/products/soya-meal/" */
export function markCurrentSliceLinks(html: string, pagePath: string): string {
  const href = `href="${pagePath}"`;
  // Where `aria-current="page" ` goes: just after the `<a ` of each slice link to the page.
  const insertAt: number[] = [];
  for (let start = html.indexOf(SLICE_START); start !== -1; ) {
    const idEnd = html.indexOf('"', start + SLICE_START.length);
    const id = html.slice(start + SLICE_START.length, idEnd);
    const end = html.indexOf(`<!-- slice-end id="${id}" -->`, idEnd);
    if (end === -1) break;
    // Gatsby's own slices (its scripts) hold no links of the page's.
    if (!id.startsWith("_gatsby-")) insertAt.push(...ownLinks(html, href, idEnd, end));
    start = html.indexOf(SLICE_START, end);
  }
  let marked = "";
  let cursor = 0;
  for (const at of insertAt) {
    marked += html.slice(cursor, at) + CURRENT;
    cursor = at;
  }
  return cursor === 0 ? html : marked + html.slice(cursor);
}

/** Just after the `<a ` of each link between `from` and `to` whose href is the page's and that is not marked yet. */
function ownLinks(html: string, href: string, from: number, to: number): number[] {
  const found: number[] = [];
  for (let at = html.indexOf(href, from); at !== -1 && at < to; at = html.indexOf(href, at + href.length)) {
    // The attribute of an `<a>` start tag (not the end of a longer attribute's name, such as data-href).
    const tagStart = html.lastIndexOf("<", at);
    const tagEnd = html.indexOf(">", at);
    if (!html.startsWith("<a ", tagStart) || /[\w-]/.test(html[at - 1] ?? "")) continue;
    if (!html.slice(tagStart, tagEnd).includes("aria-current")) found.push(tagStart + "<a ".length);
  }
  return found;
}

/** The page's address from its file in the build's output: public/ar/about/index.html is "/ar/about/". */
export function pagePathOf(publicDir: string, file: string): string {
  const relative = file.slice(publicDir.length).split("\\").join("/");
  return relative.endsWith("/index.html") ? relative.slice(0, -"index.html".length) : relative;
}
