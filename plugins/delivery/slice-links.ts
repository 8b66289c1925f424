/**
 * Gatsby renders a slice once, outside any page, so the links it holds cannot
 * carry the `aria-current="page"` that Gatsby's Link gives a link to the page
 * it is on, and that the page's own render in the browser gives it. After the
 * build, in each page, the slice links to the page itself get it, so the page
 * says which product is current from the first paint and without JavaScript,
 * and its HTML is what React finds when it hydrates.
 */
const sliceRegion = /<!-- slice-start id="([^"]+)" -->([\s\S]*?)<!-- slice-end id="\1" -->/g;

/** @param pagePath the page's address, as Gatsby's Link compares it: "/ar/products/soya-meal/" */
export function markCurrentSliceLinks(html: string, pagePath: string): string {
  const ownLink = new RegExp(`<a (?![^>]*aria-current)([^>]*\\bhref="${escapeRegExp(pagePath)}")`, "g");
  return html.replace(sliceRegion, (region, id: string, content: string) =>
    id.startsWith("_gatsby-") ? region : `<!-- slice-start id="${id}" -->${content.replace(ownLink, '<a aria-current="page" $1')}<!-- slice-end id="${id}" -->`,
  );
}

/** The page's address from its file in the build's output: public/ar/about/index.html is "/ar/about/". */
export function pagePathOf(publicDir: string, file: string): string {
  const relative = file.slice(publicDir.length).split("\\").join("/");
  return relative.endsWith("/index.html") ? relative.slice(0, -"index.html".length) : relative;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
