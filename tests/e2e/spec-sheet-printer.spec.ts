/**
 * The spec sheets' printer (plugins/spec-sheets/printer.ts) on its own, with the machine's
 * Chromium, on small pages written for the test: pages
 * printed in batches come out as one sheet each, with their own text and title, and a page that
 * cannot be printed with the others still gets a problem naming its product; links lead to the
 * site's address; and the built pages come out set in the shipped fonts on a machine with none.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "./fixtures";
import { findChromium } from "../../plugins/spec-sheets/chromium.mjs";
import { makeSpecSheets } from "../../plugins/spec-sheets/printer";
import { DEFAULT_LOCALE, localizedPath, locales } from "../../src/lib/locales";
import { productPath } from "../../src/lib/routes";
import { contentIn } from "./content";
import { joinedForms, linesOf, SHIPPED_FONTS, sheetFonts, sheetLines, sheetLinks } from "./sheet-text";

const STYLE = "<style>@page{size:A4;margin:12mm}body{font:12pt sans-serif}header,footer{display:none}</style>";

function page(code: string, dir: string, slug: string, body: string) {
  return (
    `<!DOCTYPE html><html lang="${code}" dir="${dir}"><head><title>${slug} &amp; co (${code})</title>${STYLE}</head>` +
    `<body><header>every product</header><main><h1>Sheet of ${slug} in ${code}</h1>${body}</main><footer>contact</footer></body></html>`
  );
}

let root: string;
const publicDir = () => path.join(root, "public");
const sheetFile = (code: string, slug: string) => path.join(publicDir(), code === DEFAULT_LOCALE ? "" : code, "products", slug, "spec-sheet.pdf");

function writePages(pages: Record<string, string>) {
  for (const { code, dir } of locales) {
    for (const [slug, body] of Object.entries(pages)) {
      const folder = path.join(publicDir(), code === DEFAULT_LOCALE ? "" : code, "products", slug);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, "index.html"), page(code, dir, slug, body));
    }
  }
}

/** The address the test's sheets link to. */
const SITE_URL = "https://sheets.example.com";

const run = (slugs: string[], siteUrl = SITE_URL) =>
  makeSpecSheets({
    publicDir: publicDir(),
    cacheDir: path.join(root, "cache"),
    pages: locales.flatMap(({ code: locale }) => slugs.map((slug) => ({ slug, locale }))),
    chromiumPath: findChromium(),
    siteUrl,
  });

async function read(file: string) {
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(file)));
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  return { pages: pdf.numPages, title: info.Title, text: (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ") };
}

test.beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "spec-sheets-"));
});

test.afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

test("prints every page of a batch to its own one-page sheet, with its own text and title", async () => {
  const slugs = ["alpha", "beta", "gamma"];
  writePages(Object.fromEntries(slugs.map((slug) => [slug, `<p>Facts of ${slug}.</p>`])));

  const first = await run(slugs);
  expect(first).toMatchObject({ sheets: slugs.length * locales.length, reused: 0, made: slugs.length * locales.length, problems: [] });
  for (const { code } of locales) {
    for (const slug of slugs) {
      const sheet = await read(sheetFile(code, slug));
      expect(sheet.pages).toBe(1);
      expect(sheet.title).toBe(`${slug} & co (${code})`);
      expect(sheet.text).toContain(`Sheet of ${slug} in ${code}`);
      expect(sheet.text).toContain(`Facts of ${slug}`);
      for (const other of slugs.filter((name) => name !== slug)) expect(sheet.text).not.toContain(other);
    }
  }

  const second = await run(slugs);
  expect(second).toMatchObject({ reused: slugs.length * locales.length, made: 0, problems: [] });
});

test("on a rebuild, prints again only the pages that changed, and puts back a sheet missing from public/", async () => {
  writePages({ alpha: "<p>First facts.</p>", beta: "<p>Beta.</p>", gamma: "<p>Gamma.</p>" });
  expect((await run(["alpha", "beta", "gamma"])).made).toBe(3 * locales.length);

  // Gatsby writes alpha's pages again with new facts, and beta's again as they were; gamma's sheet went missing.
  writePages({ alpha: "<p>Second facts.</p>" });
  writePages({ beta: "<p>Beta.</p>" });
  for (const { code } of locales) fs.rmSync(sheetFile(code, "gamma"));
  const rebuild = await run(["alpha", "beta", "gamma"]);
  expect(rebuild).toMatchObject({ made: locales.length, reused: 2 * locales.length, problems: [] });
  for (const { code } of locales) {
    expect((await read(sheetFile(code, "alpha"))).text).toContain("Second facts");
    expect((await read(sheetFile(code, "gamma"))).text).toContain(`Sheet of gamma in ${code}`);
  }
});

test("names the product whose sheet runs onto a second page, and still makes the others of its batch", async () => {
  const long = Array.from({ length: 120 }, (_, line) => `<p>Line ${line} of a description far too long for one sheet.</p>`).join("");
  writePages({ alpha: "<p>Short.</p>", delta: long, omega: "<p>Short too.</p>" });

  const { problems, made } = await run(["alpha", "delta", "omega"]);
  expect(problems).toEqual(
    locales.map(({ code, englishName }) =>
      expect.stringMatching(new RegExp(`^the spec sheet of product "delta${code === DEFAULT_LOCALE ? "" : `, in ${englishName}`}" has [2-9] pages; it must fit on one A4 page`)),
    ),
  );
  expect(made).toBe(2 * locales.length);
  expect((await read(sheetFile("ar", "omega"))).text).toContain("Sheet of omega in ar");
  expect(fs.existsSync(sheetFile("ar", "delta"))).toBe(false);
});

test("names the product whose page asks for a file that is not in public/", async () => {
  writePages({ alpha: "<p>Short.</p>", beta: '<img src="/static/missing.jpg" alt="">' });

  const { problems, made } = await run(["alpha", "beta"]);
  expect(problems).toContain('the page of product "beta" asks for files that are not in public/: /static/missing.jpg');
  expect(problems).toHaveLength(locales.length);
  expect(made).toBe(locales.length);
});

test("links to the site's address, not to the printer's server, on sheets printed in a batch and alone", async () => {
  const links = '<p><a href="/products/category/meals/">Meals</a> <a href="../">Up</a> <a href="mailto:sales@example.com">Mail</a> <a href="https://example.org/x">Elsewhere</a></p>';
  // Printed in a batch of two in each language.
  writePages({ alpha: links, beta: links });
  expect((await run(["alpha", "beta"])).problems).toEqual([]);
  for (const { code } of locales) {
    const prefix = code === DEFAULT_LOCALE ? "" : `/${code}`;
    for (const slug of ["alpha", "beta"]) {
      expect(await sheetLinks(fs.readFileSync(sheetFile(code, slug))), `${code} ${slug}`).toEqual([
        `${SITE_URL}/products/category/meals/`,
        `${SITE_URL}${prefix}/products/`,
        "mailto:sales@example.com",
        "https://example.org/x",
      ]);
    }
  }

  // For another address (a deploy preview's), alone (a batch of one is opened from the server): no sheet made for the first address is reused.
  const elsewhere = await run(["alpha"], "https://preview.example.net");
  expect(elsewhere).toMatchObject({ made: locales.length, reused: 0, problems: [] });
  expect(await sheetLinks(fs.readFileSync(sheetFile("es", "alpha")))).toEqual(expect.arrayContaining(["https://preview.example.net/products/category/meals/", "https://preview.example.net/es/products/"]));
});

test("removes the sheets of a product that left the catalogue, in every language", async () => {
  writePages({ alpha: "<p>Stays.</p>", beta: "<p>Leaves.</p>" });
  expect((await run(["alpha", "beta"])).problems).toEqual([]);

  // The rebuild without beta: Gatsby deletes its pages, the printer its sheets.
  for (const { code } of locales) fs.rmSync(path.join(path.dirname(sheetFile(code, "beta")), "index.html"));
  const { reused, made, problems } = await run(["alpha"]);
  expect({ reused, made, problems }).toEqual({ reused: locales.length, made: 0, problems: [] });
  for (const { code } of locales) {
    expect(fs.existsSync(path.dirname(sheetFile(code, "beta")))).toBe(false);
    expect(fs.existsSync(sheetFile(code, "alpha"))).toBe(true);
  }
});

/** Debian's fonts that Chromium's packages bring (fontconfig's first choices), which draw no Arabic letter. */
const LATIN_ONLY_FONTS = ["/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf"];

test("prints every language's sheet in the fonts the site ships, on a machine with only one Latin font of its own", async () => {
  // A product's pages as the build made them, and the built files they ask for.
  const product = contentIn(DEFAULT_LOCALE).products[0]!;
  for (const { code } of locales) {
    const page = path.join(localizedPath(code, productPath(product.id)), "index.html");
    fs.mkdirSync(path.dirname(path.join(publicDir(), page)), { recursive: true });
    fs.copyFileSync(path.join("public", page), path.join(publicDir(), page));
  }
  for (const entry of fs.readdirSync("public", { withFileTypes: true }).filter((entry) => entry.isFile() || entry.name === "static")) {
    fs.symlinkSync(path.resolve("public", entry.name), path.join(publicDir(), entry.name));
  }
  // Chromium finds its fonts through fontconfig: this configuration knows of one, which has no Arabic letters.
  const latinOnly = LATIN_ONLY_FONTS.find((file) => fs.existsSync(file));
  expect(latinOnly, `one of ${LATIN_ONLY_FONTS.join(", ")} (Chromium needs a font to start)`).toBeDefined();
  fs.mkdirSync(path.join(root, "fonts"));
  fs.copyFileSync(latinOnly!, path.join(root, "fonts", path.basename(latinOnly!)));
  const fontconfig = path.join(root, "fonts.conf");
  fs.writeFileSync(fontconfig, `<?xml version="1.0"?><fontconfig><dir>${path.join(root, "fonts")}</dir><cachedir>${path.join(root, "font-cache")}</cachedir></fontconfig>`);
  const machineFonts = process.env.FONTCONFIG_FILE;
  process.env.FONTCONFIG_FILE = fontconfig;
  try {
    expect((await run([product.id])).problems).toEqual([]);
  } finally {
    if (machineFonts === undefined) delete process.env.FONTCONFIG_FILE;
    else process.env.FONTCONFIG_FILE = machineFonts;
  }

  for (const { code, dir } of locales) {
    const sheet = fs.readFileSync(sheetFile(code, product.id));
    // Not the machine's font: the shipped Noto Sans, Noto Serif and (in Arabic) Vazirmatn.
    expect(sheetFonts(sheet), code).toEqual(expect.arrayContaining(["NotoSans-Regular", "NotoSerif-Bold", ...(code === "ar" ? ["Vazirmatn-Regular", "Vazirmatn-Bold"] : [])]));
    expect(sheetFonts(sheet).filter((font) => !SHIPPED_FONTS.test(font)), code).toEqual([]);
    const { lines } = await sheetLines(sheet, dir);
    const { name } = contentIn(code).products.find(({ id }) => id === product.id)!;
    const nameLines = linesOf(lines, name);
    expect(nameLines, `the name "${name}" read back from ${lines.map(({ raw }) => raw).join(" / ")}`).toBeDefined();
    if (code === "ar") expect(joinedForms(nameLines![0]!.raw).length).toBeGreaterThan(0);
  }
});
