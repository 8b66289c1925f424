/**
 * @jest-environment node
 */
/**
 * What the site reads in Gatsby's build output (docs/internals.md), checked on the last build in
 * public/ (npm test builds before it runs the unit tests): the scripts slice Gatsby writes, the
 * stylesheet it inlines, its slice markers and page data, its webpack stats, its chunk map. Each
 * is a format Gatsby does not promise; the code that reads it would otherwise do nothing quietly.
 */
import fs from "node:fs";
import path from "node:path";
import { builtPages } from "../../../scripts/built-pages.mjs";
import { firstLoadJs } from "../../../scripts/first-load-js.mjs";
import { inlineScriptHashes } from "../../../plugins/delivery/hosting-headers.mjs";
import { deferGatsbyScripts } from "../../../plugins/delivery/defer-scripts";
import { builtStylesheet, inlinedStylesheetHref } from "../../../plugins/delivery/page-css";
import { SERVED_PAGE_ATTRIBUTE } from "../../../plugins/delivery/page-path";
import { COMPILE_HINT } from "../../../plugins/delivery/webpack-tweaks";
import { readContentFile } from "../../../src/lib/content-files";
import { localizedPath, locales } from "../../../src/lib/locales";
import { productPath, routes } from "../../../src/lib/routes";

const root = path.resolve(__dirname, "..", "..", "..");
const publicDir = path.join(root, "public");
/** Gatsby's scripts slice, as Gatsby wrote it: plugins/delivery rewrites the pages it is stitched into, not the slice. */
const SCRIPTS_SLICE = path.join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html");

/** A product of the catalogue the build was made from (an entry's `id` is its slug). */
const SLUG = readContentFile("products.json").products[0]!.id;

const read = (file: string) => fs.readFileSync(file, "utf8");
const json = <T>(...parts: string[]) => JSON.parse(read(path.join(publicDir, ...parts))) as T;

let pages: Map<string, string>;
/** Gatsby's pages (with its root element), by path, with their HTML. */
let gatsbyPages: [string, string][];

beforeAll(() => {
  if (!fs.existsSync(SCRIPTS_SLICE)) throw new Error(`${path.relative(root, SCRIPTS_SLICE)} is missing: these tests read a build (npm run build)`);
  pages = builtPages(publicDir);
  gatsbyPages = [...pages].map(([route, file]) => [route, read(file)] as [string, string]).filter(([, html]) => html.includes('id="___gatsby"'));
});

test("every HTML file outside Gatsby's own folders is a page (scripts/built-pages.mjs, plugins/delivery's onPostBuild)", () => {
  expect(gatsbyPages.length).toBeGreaterThan(40);
  for (const [route, file] of pages) expect([route, read(file).slice(0, 15).toLowerCase()]).toEqual([route, "<!doctype html>"]);
});

describe("deferred-scripts (plugins/delivery/defer-scripts.ts)", () => {
  test("Gatsby's scripts slice ends with <script src async> tags for its webpack runtime, framework and app", () => {
    const deferred = deferGatsbyScripts(read(SCRIPTS_SLICE), SCRIPTS_SLICE, null);
    const sources = JSON.parse(/<script id="deferred-scripts">\(function\(\)\{var s=(\[[^\]]*\])/.exec(deferred)?.[1] ?? "[]") as string[];
    expect(sources.map((source) => source.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["/webpack-runtime", "/framework", "/app"]);
    expect(deferred).not.toMatch(/<script src="[^"]+" async/);
  });

  test("every page of Gatsby's starts its scripts from the loader, and has none of Gatsby's async tags left", () => {
    for (const [route, html] of gatsbyPages) {
      expect([route, html.includes('<script id="deferred-scripts">')]).toEqual([route, true]);
      expect([route, /<script src="[^"]+" async/.test(html)]).toEqual([route, false]);
    }
  });
});

test("page-css: every page of Gatsby's inlined the site's stylesheet as <style data-href>, and has it cut to its own rules", () => {
  for (const [route, html] of gatsbyPages) {
    const href = inlinedStylesheetHref(html);
    expect([route, href && fs.existsSync(path.join(publicDir, href))]).toEqual([route, true]);
    expect([route, html.includes(`<style data-page-css data-href="${href}"`)]).toEqual([route, true]);
  }
});

test("page-css: webpack's stats name the build's stylesheet as the app chunk's, the one every page inlines and its loader links", () => {
  const stylesheet = builtStylesheet(publicDir)!;
  expect(stylesheet.href).toMatch(/^\/styles\.[0-9a-f]+\.css$/);
  for (const [route, html] of gatsbyPages) {
    expect([route, inlinedStylesheetHref(html)]).toEqual([route, stylesheet.href]);
    expect([route, html.includes(`l.href=${JSON.stringify(stylesheet.href)}`)]).toEqual([route, true]);
  }
});

test("same-inline-scripts: every page reads its path from its address, so all have the same inline scripts (one CSP hash list)", () => {
  const lists = new Set<string>();
  for (const [route, html] of gatsbyPages) {
    expect([route, html.includes('<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=location.pathname;/*]]>*/</script>')]).toEqual([route, true]);
    lists.add([...inlineScriptHashes(html)].sort().join(" "));
  }
  expect(lists.size).toBe(1);
});

test("current-slice-links: Gatsby marks each slice in a page with slice-start and slice-end comments, and a product's own link in its menus is current", () => {
  // In each language that shows the product (a language may withhold one).
  const routes = locales.map(({ code }) => localizedPath(code, productPath(SLUG))).filter((route) => pages.has(route));
  expect(routes).toContain(productPath(SLUG));
  for (const route of routes) {
    const html = read(pages.get(route)!);
    const menus = [...html.matchAll(/<!-- slice-start id="(product-menu-[^"]+)" -->([\s\S]*?)<!-- slice-end id="\1" -->/g)];
    expect([route, menus.length]).toEqual([route, 2]);
    for (const [, , menu] of menus) expect([route, menu]).toEqual([route, expect.stringMatching(new RegExp(`<a aria-current="page" [^>]*href="${route}"`))]);
  }
});

test("compile-hints: the framework and app scripts every page starts with open with V8's compile hint", () => {
  const deferred = deferGatsbyScripts(read(SCRIPTS_SLICE), SCRIPTS_SLICE, null);
  const sources = JSON.parse(/var s=(\[[^\]]*\])/.exec(deferred)?.[1] ?? "[]") as string[];
  const hinted = sources.filter((source) => read(path.join(publicDir, source)).startsWith(COMPILE_HINT));
  expect(hinted.map((source) => source.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["/framework", "/app"]);
});

test("slim-invariant: the scripts every page starts with hold the site's invariant, not the package's (its message for a call without one)", () => {
  const deferred = deferGatsbyScripts(read(SCRIPTS_SLICE), SCRIPTS_SLICE, null);
  const sources = JSON.parse(/var s=(\[[^\]]*\])/.exec(deferred)?.[1] ?? "[]") as string[];
  const scripts = sources.map((source) => read(path.join(publicDir, source))).join("\n");
  expect(scripts).toContain("Invariant failed");
  expect(scripts).not.toContain("Minified exception occurred");
});

test("content-compilation-hash: the hash Gatsby stitches into every page is the one its app-data.json holds", () => {
  const stitched = /window\.___webpackCompilationHash="([0-9a-f]+)"/.exec(read(SCRIPTS_SLICE))?.[1];
  expect(stitched).toMatch(/^[0-9a-f]{20}$/);
  expect(json<{ webpackCompilationHash: string }>("page-data", "app-data.json").webpackCompilationHash).toBe(stitched);
});

test("served-match-path: the page data of a page with a match path, and of /404.html, names its path, and its HTML is marked with it", () => {
  const served: string[] = [];
  for (const { code } of locales) {
    for (const notFound of [localizedPath(code, "/404.html"), localizedPath(code, `${routes.products}404.html`)]) {
      const data = json<{ path?: unknown; matchPath?: unknown }>("page-data", ...notFound.split("/").filter(Boolean), "page-data.json");
      expect(data.path).toBe(notFound);
      if (notFound !== "/404.html") expect(data.matchPath).toEqual(expect.stringMatching(/\/\*$/));
      expect(read(pages.get(notFound)!)).toContain(`<html ${SERVED_PAGE_ATTRIBUTE}="${notFound}"`);
      served.push(notFound);
    }
  }
  expect(served).toContain("/404.html");
});

describe("first-load JavaScript as the budgets count it (scripts/first-load-js.mjs)", () => {
  const stats = () => json<{ namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }> }>("webpack.stats.json");

  test("each page's data names its component's chunk and its slices, whose chunk groups webpack.stats.json lists", () => {
    const groups = stats().namedChunkGroups;
    for (const route of ["/", localizedPath("ar", routes.products), productPath(SLUG)]) {
      const data = json<{ componentChunkName: string; slicesMap: Record<string, string> }>("page-data", route === "/" ? "index" : route.slice(1, -1), "page-data.json");
      expect([route, groups[data.componentChunkName]?.assets.length]).toEqual([route, expect.any(Number)]);
      expect(groups[data.componentChunkName]!.assets.length).toBeGreaterThan(0);
      expect(Object.keys(data.slicesMap)).toEqual(["product-menu"]);
      for (const slice of Object.values(data.slicesMap)) expect(groups[json<{ componentChunkName: string }>("slice-data", `${slice}.json`).componentChunkName]).toBeDefined();
    }
  });

  test("a page counts its three scripts and its component's chunk", () => {
    const names = firstLoadJs(publicDir, "/").files.map(({ name }) => name.replace(/-[0-9a-f]+\.js$/, ""));
    expect(names).toEqual(expect.arrayContaining(["/webpack-runtime", "/framework", "/app", "/component---src-pages-index-tsx"]));
  });

  test("the header's menu slice is part of the app's script: Gatsby's chunk map gives it no file of its own", () => {
    const mapping = JSON.parse(JSON.parse(/window\.___chunkMapping=("(?:[^"\\]|\\.)*");/.exec(read(SCRIPTS_SLICE))?.[1] ?? '"{}"') as string) as Record<string, string[]>;
    expect(mapping["slice---src-templates-product-menu-tsx"]).toEqual([]);
    expect(mapping.app).toHaveLength(1);
  });
});

test("page data read in the browser: a product's name (src/lib/inquiry-prefill-page-data.ts) and the product range's cards (plugins/decap-cms/editor/previews/home-preview.tsx)", () => {
  const product = json<{ result?: { data?: { product?: { name?: unknown; slug?: unknown } } } }>("page-data", ...productPath(SLUG).split("/").filter(Boolean), "page-data.json");
  expect(product.result?.data?.product).toMatchObject({ name: expect.any(String), slug: SLUG });
  const range = json<{ result?: { data?: { allProduct?: { nodes?: unknown[] } } } }>("page-data", ...routes.products.split("/").filter(Boolean), "page-data.json");
  expect(range.result?.data?.allProduct?.nodes?.length).toBeGreaterThan(0);
});

test("the editor's build keeps none of Gatsby's site-only plugins: no stats or chunk map in admin/ (plugins/decap-cms)", () => {
  const admin = fs.readdirSync(path.join(publicDir, "admin"));
  expect(admin).toContain("index.html");
  expect(admin.filter((file) => ["webpack.stats.json", "chunk-map.json"].includes(file) || file.endsWith(".map"))).toEqual([]);
});
