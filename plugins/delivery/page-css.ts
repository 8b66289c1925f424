/**
 * Gatsby inlines the whole site's stylesheet into every page (one `<style
 * data-href="/styles.….css">`): the home page carried the product page's
 * tables and print sheet and the contact form, and its HTML no longer arrived
 * in TCP's first window. After the build each page keeps only the rules that
 * can match it: a rule goes when one of its class names (CSS Modules' names,
 * unique to their component) is not on any element of the page. Rules without
 * class names (elements, attributes, `:root`, `@page`) and keyframes stay; a
 * `@font-face` stays on the pages where a rule kept names its family.
 *
 * The page's own scripts add no class the server did not render (state is in
 * data attributes, `popover` and `<details>`), search's results apart, so this
 * is all the page needs, with or without JavaScript. A page reached by a link
 * in the running app and search's results need the rest: the deferred-scripts
 * loader links the whole stylesheet, unapplied, before it starts the scripts
 * (defer-scripts.ts), and they apply it (src/lib/whole-stylesheet.ts).
 */
import fs from "node:fs";
import path from "node:path";
import postcss, { type Container } from "postcss";

const inlinedStylesheet = /(<style (?:data-page-css )?data-href="(\/[^"]+\.css)"[^>]*>)([\s\S]*?)(<\/style>)/;

/** The stylesheet Gatsby inlined into a page (its address), or null for a page without one. */
export function inlinedStylesheetHref(html: string): string | null {
  return html.match(inlinedStylesheet)?.[2] ?? null;
}

/** The stylesheet a build made: its address, and its rules. */
export interface Stylesheet {
  href: string;
  css: string;
}

/**
 * The stylesheet this build made, as Gatsby's webpack stats name it (the app's chunk), or null when it made none.
 * Gatsby inlines the one named there into every page it renders (client-assets-for-template).
 */
export function builtStylesheet(publicDir: string): Stylesheet | null {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { assetsByChunkName?: Record<string, string[]> };
  const name = stats.assetsByChunkName?.app?.find((asset) => asset.endsWith(".css"));
  return name ? { href: `/${name}`, css: fs.readFileSync(path.join(publicDir, name), "utf8") } : null;
}

/**
 * The page with `stylesheet` inlined whole, as Gatsby inlines it, where the page carries another (to be cut down
 * by inlineOnlyPageCss). With slices, Gatsby renders a page again when its data or the server's code changed, not
 * when only the CSS did: after an incremental build a page kept the stylesheet of the build that rendered it,
 * inlined and linked by its loader, while the new one was in public/ beside the old.
 */
export function withStylesheet(html: string, stylesheet: Stylesheet | null): string {
  const match = html.match(inlinedStylesheet);
  if (!stylesheet || !match || match[2] === stylesheet.href) return html;
  const [whole, open] = match;
  const rest = open!.replace(/^<style (?:data-page-css )?data-href="[^"]+"/, "");
  return html.replace(whole, () => `<style data-href="${stylesheet.href}"${rest}${stylesheet.css}</style>`);
}

/** Marks a stylesheet already cut down, so a page a later build left unchanged is not read again. */
const PAGE_CSS_MARK = "data-page-css";

/** The page with its inlined stylesheet cut down to the rules that can match it. */
export function inlineOnlyPageCss(html: string): string {
  const match = html.match(inlinedStylesheet);
  if (!match || match[1]!.includes(PAGE_CSS_MARK)) return html;
  const [whole, open, , css, close] = match;
  return html.replace(whole, () => `${open!.replace("<style ", `<style ${PAGE_CSS_MARK} `)}${pageCss(css!, classesIn(html))}${close}`);
}

/** Every class name on an element of the page. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of names!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * The rules of `css` whose every class name is in `classes` (a selector list keeps its matching
 * selectors), and the `@font-face` rules of the families those rules name.
 */
export function pageCss(css: string, classes: ReadonlySet<string>): string {
  let stylesheet = parsed.get(css);
  if (!stylesheet) {
    stylesheet = parse(postcss.parse(css));
    parsed.set(css, stylesheet);
  }
  const withoutFonts = print(stylesheet, classes, new Set());
  const named = new Set(fontFamilies(stylesheet).filter((family) => withoutFonts.includes(family)));
  return named.size > 0 ? print(stylesheet, classes, named) : withoutFonts;
}

/**
 * A stylesheet parsed once for all the pages that inline it (every page of a build inlines the
 * same one): each rule's selectors with the class names they require, ready to print per page.
 */
type Part =
  | { kind: "text"; text: string }
  | { kind: "rule"; selectors: { text: string; requires: string[] }[]; body: string }
  | { kind: "block"; head: string; parts: Part[] }
  | { kind: "font"; family: string; text: string };

const parsed = new Map<string, Part[]>();

function parse(container: Container): Part[] {
  return (container.nodes ?? []).map((node): Part => {
    if (node.type === "rule") {
      const text = node.toString();
      return { kind: "rule", selectors: node.selectors.map((selector) => ({ text: selector, requires: classNamesOf(selector) })), body: text.slice(text.indexOf("{")) };
    }
    if (node.type === "atrule" && /^font-face$/i.test(node.name)) {
      let family = "";
      node.walkDecls(/^font-family$/i, ({ value }) => void (family = value.replace(/^["']|["']$/g, "")));
      return { kind: "font", family, text: node.toString() };
    }
    // Conditional groups (@media, @supports) hold rules to choose from; @page and keyframes are kept whole.
    if (node.type === "atrule" && node.nodes?.some((child) => child.type === "rule" || child.type === "atrule") && !/keyframes$/i.test(node.name)) {
      const text = node.toString();
      return { kind: "block", head: text.slice(0, text.indexOf("{") + 1), parts: parse(node) };
    }
    return { kind: "text", text: node.toString() };
  });
}

function fontFamilies(parts: readonly Part[]): string[] {
  return parts.flatMap((part) => (part.kind === "font" ? [part.family] : part.kind === "block" ? fontFamilies(part.parts) : []));
}

function print(parts: readonly Part[], classes: ReadonlySet<string>, families: ReadonlySet<string>): string {
  return parts
    .map((part) => {
      if (part.kind === "text") return part.text;
      if (part.kind === "font") return families.has(part.family) ? part.text : "";
      if (part.kind === "block") {
        const inner = print(part.parts, classes, families);
        return inner ? `${part.head}${inner}}` : "";
      }
      const kept = part.selectors.filter(({ requires }) => requires.every((name) => classes.has(name)));
      return kept.length > 0 ? `${kept.map(({ text }) => text).join(",")}${part.body}` : "";
    })
    .join("");
}

/**
 * The class names a selector requires. Those inside a functional pseudo-class (`:not()`, `:is()`,
 * `:has()`…) may only exclude or offer alternatives, so they are not counted: such a rule stays.
 */
function classNamesOf(selector: string): string[] {
  const required = selector.replace(/\[[^\]]*\]/g, "").replace(/:[\w-]+\((?:[^()]|\([^()]*\))*\)/g, "");
  return [...required.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!);
}
