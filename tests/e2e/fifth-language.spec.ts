/**
 * Adding a language is what the README says: one entry in src/lib/locales.ts and its folder
 * content/locales/{code}/, nothing else. The grown catalogue's scratch site is given German that way
 * (grown-site.ts: the French texts copied in as stand-ins, since what is under test is the language,
 * not its words), built as `npm run build` builds, and has German wherever the other languages are:
 * its pages and the language switcher, the sitemap, the search index, the content editor and the
 * hosting rules.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "./fixtures";
import { contentIn } from "./content";
import { FIFTH_LANGUAGE as GERMAN, grownSite, STAND_IN } from "./grown-site";
import { serveSite } from "./serve-site";
import { builtPages } from "../../scripts/built-pages.mjs";
import { contentModels } from "../../src/lib/content-model";
import { productPath, routes } from "../../src/lib/routes";

test.describe.configure({ mode: "default" });

let site = "";
let origin = "";
let server: { close: () => void } | undefined;
const built = (...parts: string[]) => path.join(site, "public", ...parts);

test.beforeAll(async () => {
  // Built from scratch unless kept from an earlier run: about a minute alone, several beside the other workers' tests on two cores.
  test.setTimeout(960_000);
  site = grownSite();
  const served = await serveSite(site);
  ({ origin } = served);
  server = served;
});
test.afterAll(() => server?.close());

test("German has every page French has, in German and its direction, and the switcher leads there", async ({ page }) => {
  const pages = [...builtPages(built()).keys()];
  const inLanguage = (code: string) => pages.filter((route) => route.startsWith(`/${code}/`)).map((route) => route.slice(code.length + 1)).sort();
  expect(inLanguage(GERMAN.code)).toEqual(inLanguage(STAND_IN));
  expect(inLanguage(GERMAN.code).length).toBeGreaterThan(10);

  const texts = contentIn(STAND_IN);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${origin}/about/`);
  const banner = page.getByRole("banner");
  await banner.locator("summary").filter({ hasText: contentIn("en").site.header.languageLabel, visible: true }).click();
  await banner.getByRole("link", { name: GERMAN.name }).click();
  await expect(page).toHaveURL(`${origin}/de/about/`);
  await expect(page.locator("html")).toHaveAttribute("lang", GERMAN.code);
  await expect(page.locator("html")).toHaveAttribute("dir", GERMAN.dir);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.about.banner.heading);

  const product = texts.products[0]!;
  for (const [route, heading] of [
    [routes.home, texts.home.hero.headline],
    [routes.products, texts.catalogue.heading],
    [productPath(product.id), product.name],
  ] as const) {
    const response = await page.goto(`${origin}/de${route}`);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    // Every link inside the page stays in German.
    const hrefs = await page.locator("main a[href^='/'], header a[href^='/']:not([hreflang])").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    // A certificate's document is one file for every language.
    expect(hrefs.filter((href) => !href.startsWith("/de/") && !href.startsWith("/documents/"))).toEqual([]);
  }
  const unknown = await page.goto(`${origin}/de/no-such-page/`);
  expect(unknown!.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", GERMAN.code);
});

test("the sitemap lists each German page and gives every page its German version", () => {
  const sitemap = fs
    .readdirSync(built())
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => fs.readFileSync(built(name), "utf8"))
    .join("");
  const entries = sitemap.split("<url>").slice(1);
  const listed = entries.map((entry) => new URL(entry.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname);
  expect(listed.filter((route) => route.startsWith("/de/")).length).toBe(listed.filter((route) => route.startsWith(`/${STAND_IN}/`)).length);
  expect(listed).toContain("/de/");
  for (const entry of entries) expect(entry).toMatch(/<xhtml:link rel="alternate" hreflang="de" href="[^"]*\/de\//);
});

test("search has a German index of as many pages as the French one", () => {
  const entry = JSON.parse(fs.readFileSync(built("pagefind", "pagefind-entry.json"), "utf8")) as { languages: Record<string, { page_count: number }> };
  expect(entry.languages[GERMAN.code]?.page_count).toBe(entry.languages[STAND_IN]!.page_count);
  expect(fs.existsSync(built("pagefind", `pagefind.${GERMAN.code}.pf_meta`))).toBe(true);
});

test("the content editor has a German collection for every content file, and the German files to edit", () => {
  // The editor's configuration as the scratch site's own plugins/decap-cms/editor/cms-config.ts makes it from its
  // locales.ts (the scratch build copies the editor's script from the site's build rather than
  // compiling the same sources again), and the content file the build wrote for it.
  const { buildCmsConfig } = createRequire(__filename)(path.join(site, "plugins", "decap-cms", "editor", "cms-config.ts")) as typeof import("../../plugins/decap-cms/editor/cms-config");
  const config = buildCmsConfig({ local: false, siteUrl: "https://example.com" });
  const german = config.collections.find(({ name }) => name === `translation-${GERMAN.code}`);
  expect(german?.label).toBe(`${GERMAN.englishName} (${GERMAN.name})`);
  const files = Object.keys(contentModels).map((name) => `content/locales/de/${name}`);
  expect(german!.files!.map(({ file }) => file).sort()).toEqual(files.sort());

  const editorContent = JSON.parse(fs.readFileSync(built("admin", "content.json"), "utf8")) as Record<string, unknown>;
  for (const name of Object.keys(contentModels)) expect(editorContent[`locales/de/${name}`]).toEqual(editorContent[`locales/${STAND_IN}/${name}`]);
});

test("the hosts serve German pages with the public policy and answer its unknown paths with its not-found pages", async ({ request }) => {
  const policy = async (route: string) => (await request.get(`${origin}${route}`)).headers()["content-security-policy"];
  const french = await policy(`/${STAND_IN}/about/`);
  expect(french).toContain("script-src 'self'");
  expect(await policy("/de/about/")).toBe(french);
  expect(await policy("/de/products/")).toBe(french);
  const headers = fs.readFileSync(built("_headers"), "utf8");
  expect(headers).toMatch(/^\/de\/\*\n {2}Content-Security-Policy: /m);
  const redirects = fs.readFileSync(built("_redirects"), "utf8");
  expect(redirects).toContain("/de/products/*  /de/products/404.html  404");
  expect(redirects).toContain("/de/*  /de/404.html  404");
});
