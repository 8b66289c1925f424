/**
 * A real `gatsby build` on a broken copy of the content must fail, naming the
 * file, the product (index and id) and the field of every problem. It builds
 * in a scratch copy of the site so the build under test stays untouched.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { definitionOf, expect, test } from "./fixtures";
import { content, contentIn } from "./content";
import { localizedPath } from "../../src/lib/locales";
import { daysIn } from "../../src/lib/issue-date";
import { fillIn } from "../../src/lib/fill-in";
import { priceShown } from "../../src/lib/price";
import { serveSite } from "./serve-site";
import { comparable, sheetText } from "./sheet-text";
import { halalCertificate } from "./certificate-example";
import { buildScratchSite, root, SCRATCH_BUILD_ENV, SCRATCH_TODAY, scratchSite, SharedScratchSite } from "./scratch-site";
import { builtPages } from "../../scripts/built-pages.mjs";
import { growCatalogue } from "../../scripts/grown-catalogue.mjs";

test("a build with broken content fails and names file, product and field", async () => {
  test.setTimeout(300_000);
  const scratch = scratchSite("broken-content-");

  const broken = structuredClone(content.products) as Record<string, unknown>[];
  delete broken[1]!.name;
  broken[2]!.features = [];
  broken[3]!.id = "Castor Meal";
  broken[4]!.id = broken[0]!.id;
  broken[5]!.image = "images/products/nowhere.jpg";
  broken[6]!.orgin = "Gujarat";
  broken[7]!.packaging = 25;
  broken[8]!.image = "images/products/brochure.jpg";
  broken[9]!.hsCode = "1006.30";
  broken[9]!.specifications = (broken[9]!.specifications as unknown[]).slice(0, 2);
  fs.writeFileSync(path.join(scratch, "content", "images", "products", "brochure.jpg"), "%PDF-1.7\n% not a picture\n");
  fs.writeFileSync(path.join(scratch, "content", "products.json"), JSON.stringify({ products: broken }, null, 2));

  const build = buildScratchSite(scratch);
  fs.rmSync(scratch, { recursive: true, force: true });

  const { output } = build;
  expect(build.status, output).not.toBe(0);
  const file = "content/products.json";
  for (const expected of [
    `${file}, products[1] (id "rapeseed-meal"), field "name": is missing`,
    `${file}, products[2] (id "soya-meal"), field "features": must not be an empty list`,
    `${file}, products[3] (id "Castor Meal"), field "id": "Castor Meal" is not a lowercase URL slug`,
    `${file}, products[4] (id "groundnut-meal"), field "id": "groundnut-meal" is already used by products[0]`,
    `${file}, products[5] (id "castor-oil"), field "image": "images/products/nowhere.jpg" does not resolve to a file`,
    `${file}, products[6] (id "peanut-roaster"), field "orgin": is not a known field`,
    `${file}, products[7] (id "whole-spices"), field "packaging": must be text, but is number 25`,
    `${file}, products[8] (id "pulses"), field "image": "images/products/brochure.jpg" is not a JPEG, PNG, WebP, AVIF or TIFF image`,
    `${file}, products[9] (id "grains"), field "specifications": must have at least 4 entries, but has 2`,
    `${file}, products[9] (id "grains"), field "hsCode": "1006.30" must be a customs (HS) code of 6 to 8 digits`,
  ]) {
    expect(output).toContain(expected);
  }
  expect(fs.existsSync(path.join(scratch, "public", "products"))).toBe(false);
});

test("a build with a wrong translation or an unknown category fails, naming language, file, product and field: an empty text, a stray product, a missing file, a number the translator changed, a category not in categories.json, a load above what a container carries", async () => {
  test.setTimeout(300_000);
  const scratch = scratchSite("broken-translation-");
  // Checked with the translations, once every file is valid on its own.
  const products = structuredClone(content.products) as Record<string, unknown>[];
  products[3]!.category = "nuts";
  // 30 jumbo bags of 1 t in a 20 ft container: more than it carries.
  (products[3]!.packing as { per20ft: number }[])[2]!.per20ft = 30;
  fs.writeFileSync(path.join(scratch, "content", "products.json"), JSON.stringify({ products }, null, 2));
  const locales = path.join(scratch, "content", "locales");
  const spanish = JSON.parse(fs.readFileSync(path.join(locales, "es", "products.json"), "utf8"));
  spanish.products.push({ ...spanish.products[0], id: "not-in-the-catalogue" });
  // A translation of the current English (its record says so) whose number differs: a translator's slip.
  spanish.products[0].specifications[0].value = "54 % mín.";
  fs.writeFileSync(path.join(locales, "es", "products.json"), JSON.stringify(spanish, null, 2));
  const arabic = JSON.parse(fs.readFileSync(path.join(locales, "ar", "site.json"), "utf8"));
  arabic.header.menuLabel = "";
  fs.writeFileSync(path.join(locales, "ar", "site.json"), JSON.stringify(arabic, null, 2));
  fs.rmSync(path.join(locales, "fr", "about.json"));

  const build = buildScratchSite(scratch);
  fs.rmSync(scratch, { recursive: true, force: true });

  const { output } = build;
  expect(build.status, output).not.toBe(0);
  for (const expected of [
    'content/locales/es/products.json, products[10] (id "not-in-the-catalogue"), field "id": "not-in-the-catalogue" is not in content/products.json',
    'content/locales/ar/site.json, header, field "menuLabel": must not be empty: translate the English text "Open menu" into Arabic',
    "content/locales/fr/about.json: is missing; every language translates every content file",
    `content/products.json, products[3] (id "${content.products[3]!.id}"), field "category": "nuts" is not a category of content/categories.json; use the id of one of its categories: ${content.categories.map(({ id }) => `"${id}"`).join(", ")}`,
    `content/products.json, products[3] (id "${content.products[3]!.id}").packing[2] ("${content.products[3]!.packing[2]!.unit}"), field "per20ft": 30 units of 1000 kg are 30 t net, more than a 20 ft container carries (28 t by its rating)`,
  ]) {
    expect(output).toContain(expected);
  }
  expect(fs.existsSync(path.join(scratch, "public", "products"))).toBe(false);

  // The slip alone (the other problems mended) stops the build too, naming the numbers on each side.
  const slipped = scratchSite("translator-slip-");
  try {
    const file = path.join(slipped, "content", "locales", "es", "products.json");
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    data.products[0].specifications[0].value = "54 % mín.";
    fs.writeFileSync(file, JSON.stringify(data, null, 2));
    const slip = buildScratchSite(slipped);
    expect(slip.status, slip.output).not.toBe(0);
    expect(slip.output).toContain(
      `content/locales/es/products.json, products[0] (id "${content.products[0]!.id}").specifications[0], field "value": its numbers differ from the English it was translated from: the Spanish has 54 where the English has 45`,
    );
  } finally {
    fs.rmSync(slipped, { recursive: true, force: true });
  }
});

/**
 * Rebuilds, in order on one scratch site built from scratch once (scratch-site.ts): the site's
 * .cache and public/ are what a content commit meets on the build machine, the previous build's.
 * A test puts the real content back and changes it (one build), or changes further what the
 * test before it left.
 */
/** Where the rebuilt scratch site is served for a search (test:content's own checks use 9199). */
const SEARCH_CHECK_PORT = 9198;

/** `npm run test:content` on a scratch site, as a content commit's publish runs it; its content checks are Playwright tests (tests/content), run on the site's own build and port. */
function testContent(scratch: string) {
  if (!fs.existsSync(path.join(scratch, "playwright.config.ts"))) {
    for (const file of ["tests", "playwright.config.ts"]) fs.cpSync(path.join(root, file), path.join(scratch, file), { recursive: true });
  }
  return spawnSync("node", ["scripts/test-content.mjs"], { cwd: scratch, encoding: "utf8", env: { ...SCRATCH_BUILD_ENV, E2E_PORT: "9199" }, timeout: 480_000 });
}

test.describe("rebuilds of one scratch site", () => {
  test.describe.configure({ mode: "default" });
  let site: SharedScratchSite;
  test.beforeAll(() => {
    site = new SharedScratchSite("content-rebuilds-");
  });
  test.afterAll(() => site.remove());

  test("the first rebuild after a clean build rewrites only the pages and sheets of the language whose product was renamed", async () => {
    test.setTimeout(600_000);
    const scratch = site.fresh();
    const publicDir = path.join(scratch, "public");
    const files = [...htmlFiles(publicDir), ...sheetFiles(publicDir)];
    const written = new Map(files.map((file) => [file, fs.statSync(file).mtimeMs]));

    const renamed = content.products[1]!.id;
    const catalogue = path.join(scratch, "content", "locales", "es", "products.json");
    const spanish = JSON.parse(fs.readFileSync(catalogue, "utf8"));
    spanish.products.find(({ id }: { id: string }) => id === renamed).name = "Harina renombrada para esta prueba";
    fs.writeFileSync(catalogue, JSON.stringify(spanish, null, 2));
    const rebuild = buildScratchSite(scratch, 480_000);
    expect(rebuild.status, rebuild.output).toBe(0);

    for (const file of files) {
      const relative = path.relative(publicDir, file);
      if (!relative.startsWith(`es${path.sep}`)) expect(fs.statSync(file).mtimeMs, `${relative} was written again`).toBe(written.get(file));
      // Every Spanish page lists the product in its menus.
      else if (file.endsWith(".html")) expect(fs.readFileSync(file, "utf8"), relative).toContain("Harina renombrada para esta prueba");
    }
    // Read as laid out: the heading may break over two lines.
    expect(await sheetText(fs.readFileSync(path.join(publicDir, "es", "products", renamed, "spec-sheet.pdf")))).toContain("Harina renombrada para esta prueba");
  });

  test("on a day past a certificate's last day it is valid nowhere (page, register, structured data, spec sheet) and the build names it; one 20 days from its last day is named as expiring and still valid", async ({ page }) => {
    test.setTimeout(600_000);
    // The first test's build, made on SCRATCH_TODAY: ISO 22000 expired 51 days before, the Spices Board's registration runs 20 days more.
    const scratch = site.built();
    expect(site.output).toContain(`today is ${SCRATCH_TODAY}`);
    const iso = content.site.certifications.find(({ id }) => id === "iso-22000")!;
    const cres = content.site.certifications.find(({ id }) => id === "spices-board-cres")!;
    expect(site.output).toContain("Certificates to renew (today is 2027-03-11)");
    expect(site.output).toContain('content/site.json, certifications[4] (id "iso-22000"), field "validUntil": expired on 2027-01-19 (51 days ago)');
    expect(site.output).toContain('content/site.json, certifications[3] (id "spices-board-cres"), field "validUntil": expires on 2027-03-31, in 20 days');
    // The others run to 2029, or do not expire: not named.
    expect(site.output.match(/certifications\[\d\] \(id "[^"]+"\), field "validUntil"/g)).toHaveLength(2);
    // Limits by market reviewed 100 days before: none named (issue 56; a later rebuild names one reviewed 200 days before).
    expect(site.output).not.toContain("Limits by market to review");

    const spices = content.products.find(({ category }) => category === "spices")!;
    const server = await serveSite(scratch);
    try {
      for (const code of ["en", "ar"] as const) {
        const { catalogue: labels } = contentIn(code);
        const day = (value: string) => daysIn([value], code)[value]!;
        for (const route of [`/products/${spices.id}/`, "/about/"]) {
          await page.goto(`${server.origin}${localizedPath(code, route)}`);
          const itemOf = (number: string) => page.locator("#certificates li").filter({ hasText: number });
          await expect(definitionOf(itemOf(iso.number), labels.expiredLabel), `${code} ${route}`).toHaveText(day(iso.validUntil!));
          await expect(definitionOf(itemOf(iso.number), labels.validUntilLabel)).toHaveCount(0);
          await expect(definitionOf(itemOf(cres.number), labels.validUntilLabel), `${code} ${route}`).toHaveText(day(cres.validUntil!));
        }
        await page.goto(`${server.origin}${localizedPath(code, `/products/${spices.id}/`)}`);
        const product = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "Product")!;
        const status = (number: string) => (product.hasCertification as { certificationIdentification: string; certificationStatus: string }[]).find((entry) => entry.certificationIdentification === number)?.certificationStatus;
        expect(status(iso.number)).toBe("https://schema.org/CertificationInactive");
        expect(status(cres.number)).toBe("https://schema.org/CertificationActive");
      }
    } finally {
      server.close();
    }
    const publicDir = path.join(scratch, "public");
    const sheet = comparable(await sheetText(fs.readFileSync(path.join(publicDir, "products", spices.id, "spec-sheet.pdf"))));
    expect(sheet).toContain(comparable(`${content.catalogue.expiredLabel} 19 January 2027`));
    expect(sheet).toContain(comparable(`${content.catalogue.validUntilLabel} 31 March 2027`));
  });

  test("on a day past a price's last day it is shown nowhere (page, structured data, spec sheet) and the build names it; one ending within 14 days is named and still shown", async ({ page }) => {
    test.setTimeout(600_000);
    // The first test's build, made on SCRATCH_TODAY: groundnut meal's example price ended on 2027-03-01, rapeseed meal's ends on 2027-03-20.
    const scratch = site.built();
    const over = content.products.find(({ id }) => id === "groundnut-meal")!;
    const ending = content.products.find(({ id }) => id === "rapeseed-meal")!;
    expect([over.price.quotedUntil, ending.price.quotedUntil]).toEqual(["2027-03-01", "2027-03-20"]);
    expect(site.output).toContain(`Prices to update (today is ${SCRATCH_TODAY})`);
    expect(site.output).toContain('content/products.json, products[0] (id "groundnut-meal").price, field "quotedUntil": ended on 2027-03-01 (10 days ago)');
    expect(site.output).toContain('content/products.json, products[1] (id "rapeseed-meal").price, field "quotedUntil": ends on 2027-03-20, in 9 days');
    // The others run to 2027-03-31: not named.
    expect(site.output.match(/\.price, field "quotedUntil"/g)).toHaveLength(2);

    const server = await serveSite(scratch);
    try {
      for (const code of ["en", "ar"] as const) {
        const { catalogue: labels } = contentIn(code);
        const offerOf = async () => ((await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "Product")!).offers;
        await page.goto(`${server.origin}${localizedPath(code, `/products/${over.id}/`)}`);
        await expect(definitionOf(page.locator("main"), labels.minimumOrderLabel)).toHaveCount(1);
        await expect(definitionOf(page.locator("main"), labels.priceLabel), `${code} ${over.id}`).toHaveCount(0);
        expect(await offerOf()).toBeUndefined();
        await page.goto(`${server.origin}${localizedPath(code, `/products/${ending.id}/`)}`);
        const shown = priceShown(ending.price, SCRATCH_TODAY, code)!;
        await expect(definitionOf(page.locator("main"), labels.priceLabel)).toHaveText(fillIn(labels.priceValue, { range: shown.range, date: shown.until }));
        expect(await offerOf()).toMatchObject({ lowPrice: ending.price.lowUsd, highPrice: ending.price.highUsd, priceValidUntil: "2027-03-20" });
      }
    } finally {
      server.close();
    }
    const sheetOf = async (id: string) => comparable(await sheetText(fs.readFileSync(path.join(scratch, "public", "products", id, "spec-sheet.pdf"))));
    expect(await sheetOf(over.id)).not.toContain(comparable(content.catalogue.priceLabel));
    expect(await sheetOf(ending.id)).toContain(comparable(`${content.catalogue.priceLabel} US$230–260`));
  });

  test("npm run test:content checks the pages a content edit reached and passes, search finds the edit and the renamed product, and a bad value stops it naming file, product and field", async ({ page }) => {
    test.setTimeout(900_000);
    // On the first test's build and content (one Spanish name changed), so the edit below is the only change.
    const scratch = site.built();
    const catalogue = path.join(scratch, "content", "products.json");
    const products = JSON.parse(fs.readFileSync(catalogue, "utf8"));
    const product = products.products[2];
    product.description = `${product.description} Now also in smaller bags.`;
    fs.writeFileSync(catalogue, JSON.stringify(products, null, 2));

    const good = testContent(scratch);
    const output = `${good.stdout}\n${good.stderr}`;
    expect(good.status, output).toBe(0);
    // One English text, no number in it: its page and no other (its translations, outdated now, still show).
    expect(output).toContain(`The change reached 1 page(s)`);
    expect(output).toContain(`/products/${product.id}/`);
    const changes = JSON.parse(fs.readFileSync(path.join(scratch, ".cache", "test-content", "changes.json"), "utf8"));
    expect(changes.changed).toEqual([`/products/${product.id}/`]);
    expect(output).toMatch(/\d+ passed/);
    expect(output).toContain("public/ is ready to deploy");

    // Search, as published: the index test:content wrote finds the product the first test renamed, by its new name, and the edited text.
    const server = await serveSite(scratch, SEARCH_CHECK_PORT);
    try {
      const results = async (route: string, query: string) => {
        await page.goto(`http://127.0.0.1:${SEARCH_CHECK_PORT}${route}?q=${encodeURIComponent(query)}`);
        return page.getByRole("main").getByRole("option").first();
      };
      await expect(await results("/es/search/", "Harina renombrada")).toHaveAttribute("href", `/es/products/${content.products[1]!.id}/`);
      await expect(await results("/search/", "smaller bags")).toHaveAttribute("href", `/products/${product.id}/`);
    } finally {
      server.close();
    }

    product.hsCode = "2305.00";
    fs.writeFileSync(catalogue, JSON.stringify(products, null, 2));
    const bad = testContent(scratch);
    expect(bad.status).not.toBe(0);
    expect(`${bad.stdout}\n${bad.stderr}`).toContain(`content/products.json, products[2] (id "${product.id}"), field "hsCode": "2305.00" must be a customs (HS) code of 6 to 8 digits`);
    expect(`${bad.stdout}\n${bad.stderr}`).not.toContain("ready to deploy");
  });

  test("a certificate added with its PDF for two products and translated, published through npm run test:content: both products' pages, sheets and structured data show it in every language, the register lists it, and no other page or sheet is made again", async ({ page }) => {
    test.setTimeout(900_000);
    // On the last test's build and content, its bad value put right, so the certificate is the only change.
    const scratch = site.built();
    const catalogue = path.join(scratch, "content", "products.json");
    const products = JSON.parse(fs.readFileSync(catalogue, "utf8"));
    products.products[2].hsCode = content.products[2]!.hsCode;
    fs.writeFileSync(catalogue, JSON.stringify(products, null, 2));
    const covered = [content.products[4]!, content.products[6]!];
    const other = content.products[7]!;
    // What the editor writes (cms.spec.ts: "a certificate is added with its PDF..."), and a translator after.
    const added = halalCertificate(covered.map(({ id }) => id));
    const { number } = added;
    fs.copyFileSync(path.join(scratch, "content", "documents", "certificates", "iec.pdf"), path.join(scratch, "content", added.document));
    const siteFile = path.join(scratch, "content", "site.json");
    const english = JSON.parse(fs.readFileSync(siteFile, "utf8"));
    english.certifications.push(added);
    fs.writeFileSync(siteFile, JSON.stringify(english, null, 2));
    const translated = { es: "Certificado halal", fr: "Certificat halal", ar: "شهادة حلال" } as const;
    for (const [code, name] of Object.entries(translated)) {
      const file = path.join(scratch, "content", "locales", code, "site.json");
      const translation = JSON.parse(fs.readFileSync(file, "utf8"));
      translation.certifications.push({ id: added.id, name, description: `${name}: ${added.description}`, issuer: added.issuer });
      for (const field of ["name", "description", "issuer"] as const) translation.translatedFrom[`certifications.${added.id}.${field}`] = added[field];
      fs.writeFileSync(file, JSON.stringify(translation, null, 2));
    }

    const published = testContent(scratch);
    const output = `${published.stdout}\n${published.stderr}`;
    expect(published.status, output).toBe(0);
    // The content path stays as fast: it reached the covered products' pages and the register, in each language, and made only their sheets again.
    const languages = ["en", "es", "fr", "ar"] as const;
    const changes = JSON.parse(fs.readFileSync(path.join(scratch, ".cache", "test-content", "changes.json"), "utf8")) as { changed: string[] };
    const expected = languages.flatMap((code) => [...covered.map(({ id }) => localizedPath(code, `/products/${id}/`)), localizedPath(code, "/about/")]);
    expect([...changes.changed].sort()).toEqual([...expected].sort());
    expect(output).toContain(`${content.products.length * languages.length} sheets, ${(content.products.length - covered.length) * languages.length} reused, ${covered.length * languages.length} made`);

    const publicDir = path.join(scratch, "public");
    expect(fs.readFileSync(path.join(publicDir, added.document))).toEqual(fs.readFileSync(path.join(scratch, "content", added.document)));
    const server = await serveSite(scratch, SEARCH_CHECK_PORT);
    try {
      for (const code of languages) {
        const { catalogue: labels } = contentIn(code);
        for (const product of [...covered, other]) {
          const route = localizedPath(code, `/products/${product.id}/`);
          await page.goto(`${server.origin}${route}`);
          const item = page.locator("#certificates li").filter({ hasText: number });
          const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>).find((entry) => entry["@type"] === "Product")!;
          const entry = (data.hasCertification as { certificationIdentification: string; certificationStatus: string; url: string }[]).find((one) => one.certificationIdentification === number);
          const sheet = comparable(await sheetText(fs.readFileSync(path.join(publicDir, route, "spec-sheet.pdf"))));
          if (product === other) {
            await expect(item, route).toHaveCount(0);
            expect(entry, route).toBeUndefined();
            expect(sheet, route).not.toContain(comparable(number));
            continue;
          }
          await expect(item, route).toContainText(code === "en" ? added.name : translated[code]);
          await expect(definitionOf(item, labels.validUntilLabel), route).toHaveText(daysIn([added.validUntil], code)[added.validUntil]!);
          await expect(item.locator(`a[href="/${added.document}"]`), route).toHaveCount(1);
          expect(entry?.certificationStatus, route).toBe("https://schema.org/CertificationActive");
          expect(sheet, route).toContain(comparable(number));
        }
        await page.goto(`${server.origin}${localizedPath(code, "/about/")}`);
        const listed = page.locator("#certificates li").filter({ hasText: number });
        await expect(listed).toContainText(code === "en" ? added.name : translated[code]);
        await expect(definitionOf(listed, labels.validUntilLabel)).toHaveText(daysIn([added.validUntil], code)[added.validUntil]!);
        await expect(listed.locator(`a[href="/${added.document}"]`)).toHaveCount(1);
      }
    } finally {
      server.close();
    }
  });

  test("a rebuild shows an edited translation in its language only, and drops a removed product and its sheet in every language", async () => {
    test.setTimeout(600_000);
    const scratch = site.reset();
    // Gatsby keeps the English file's nodes from the first build; the changed translation alone must reach the page.
    const file = path.join(scratch, "content", "locales", "fr", "home.json");
    const french = JSON.parse(fs.readFileSync(file, "utf8"));
    french.hero.headline = "Un nouveau titre, mis à jour";
    fs.writeFileSync(file, JSON.stringify(french, null, 2));
    // A product's limit for the EU was last reviewed 200 days before the build's day: the build names it, and the page says so.
    const english = path.join(scratch, "content", "products.json");
    const englishProducts = JSON.parse(fs.readFileSync(english, "utf8"));
    englishProducts.products[1].markets[0].reviewedOn = "2026-08-23";
    fs.writeFileSync(english, JSON.stringify(englishProducts, null, 2));
    // And the last product leaves the catalogue, in English and in every translation; the first is renamed in French.
    const removed = content.products.at(-1)!.id;
    const renamed = content.products[0]!.id;
    const newName = "Tourteau renommé pour ce test";
    for (const catalogue of [path.join("content", "products.json"), ...["ar", "es", "fr"].map((code) => path.join("content", "locales", code, "products.json"))]) {
      const data = JSON.parse(fs.readFileSync(path.join(scratch, catalogue), "utf8"));
      data.products = data.products.filter(({ id }: { id: string }) => id !== removed);
      if (catalogue.includes(`${path.sep}fr${path.sep}`)) data.products.find(({ id }: { id: string }) => id === renamed).name = newName;
      fs.writeFileSync(path.join(scratch, catalogue), JSON.stringify(data, null, 2));
    }
    const rebuild = buildScratchSite(scratch, 480_000);
    expect(rebuild.status, rebuild.output).toBe(0);
    const page = (route: string) => fs.readFileSync(path.join(scratch, "public", route, "index.html"), "utf8");
    expect(rebuild.output).toContain(`Limits by market to review (today is ${SCRATCH_TODAY})`);
    expect(rebuild.output).toContain(
      `content/products.json, products[1] (id "${content.products[1]!.id}").markets[0] ("${content.products[1]!.markets[0]!.market}"), field "reviewedOn": last reviewed on 2026-08-23, 200 days ago`,
    );
    expect(rebuild.output.match(/\.markets\[\d+\] \(/g)).toHaveLength(1);
    expect(page(path.join("products", content.products[1]!.id))).toContain('<time dateTime="2026-08-23">23 August 2026</time>');
    expect(page("fr")).toContain("Un nouveau titre, mis à jour");
    expect(page("")).toContain(content.home.hero.headline);
    expect(page("es")).not.toContain("Un nouveau titre");
    for (const prefix of ["", "ar", "es", "fr"]) {
      expect(fs.existsSync(path.join(scratch, "public", prefix, "products", removed, "index.html")), `${prefix}/products/${removed}/`).toBe(false);
      expect(fs.existsSync(path.join(scratch, "public", prefix, "products", removed, "spec-sheet.pdf")), `${prefix}/products/${removed}/spec-sheet.pdf`).toBe(false);
      expect(page(path.join(prefix, "products"))).not.toContain(`/products/${removed}/`);
    }

    // Pages the rebuild did not render again still get the product menus (a slice per language) as they now are,
    // and every page, rendered again or not, is delivered: its scripts deferred, its own product marked current.
    const pages = htmlFiles(path.join(scratch, "public"));
    expect(pages.length).toBeGreaterThan(50);
    for (const file of pages) {
      const html = fs.readFileSync(file, "utf8");
      const relative = path.relative(path.join(scratch, "public"), file);
      expect(html, relative).toContain('<script id="deferred-scripts">');
      expect(html, relative).not.toMatch(/<script src="[^"]+" async/);
      const menus = productMenus(html);
      expect(menus, relative).toHaveLength(2);
      for (const menu of menus) {
        expect(menu, relative).not.toContain(`/products/${removed}/`);
        if (relative.startsWith(`fr${path.sep}`)) expect(menu, relative).toContain(`>${newName}</a>`);
        else expect(menu, relative).not.toContain(newName);
      }
    }
    for (const menu of productMenus(page(path.join("fr", "products", renamed)))) {
      expect(menu).toMatch(new RegExp(`<a aria-current="page" [^>]*href="/fr/products/${renamed}/">${newName}</a>`));
      expect(menu.match(/aria-current/g)).toHaveLength(1);
    }
  });

  test("an English number changed (45 -> 46) and a product added in English publish at once; no language shows the old number or the untranslated product, until translated", async () => {
    test.setTimeout(900_000);
    const scratch = site.reset();
    const publicDir = path.join(scratch, "public");
    const [changed, model] = [content.products[0]!, content.products[1]!];
    const englishFile = path.join(scratch, "content", "products.json");
    const english = JSON.parse(fs.readFileSync(englishFile, "utf8"));
    expect(english.products[0].specifications[0].value).toBe("45% min");
    english.products[0].specifications[0].value = "46% min";
    english.products.push({ ...english.products[1], id: "sesame-seeds", name: "Sesame Seeds Hulled" });
    fs.writeFileSync(englishFile, JSON.stringify(english, null, 2));

    const build = buildScratchSite(scratch, 600_000);
    expect(build.status, build.output).toBe(0);
    const page = (route: string) => fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
    const exists = (route: string) => fs.existsSync(path.join(publicDir, route));

    // English: the new figure on the page and its sheet, and the new product everywhere.
    expect(page(`products/${changed.id}`)).toContain("46% min");
    expect(await sheetText(fs.readFileSync(path.join(publicDir, "products", changed.id, "spec-sheet.pdf")))).toContain(comparable("46% min"));
    expect(page("products/sesame-seeds")).toContain("Sesame Seeds Hulled");
    expect(exists("products/sesame-seeds/spec-sheet.pdf")).toBe(true);
    expect(page("products")).toContain("/products/sesame-seeds/");
    // Its page leaves out the languages it is not in, in hreflang and in the language switcher.
    const hreflangs = [...page("products/sesame-seeds").matchAll(/hreflang="([^"]+)"/gi)].map(([, lang]) => lang);
    expect(new Set(hreflangs)).toEqual(new Set(["en", "x-default"]));

    for (const code of ["ar", "es", "fr"]) {
      // The changed product is withheld: no page, no sheet, and no page of the language names the old figure.
      expect(exists(`${code}/products/${changed.id}/index.html`), `${code}: ${changed.id}`).toBe(false);
      expect(exists(`${code}/products/${changed.id}/spec-sheet.pdf`), `${code}: ${changed.id}'s sheet`).toBe(false);
      const translated = JSON.parse(fs.readFileSync(path.join(scratch, "content", "locales", code, "products.json"), "utf8"));
      const oldValue = translated.products[0].specifications[0].value as string;
      for (const [, file] of [...builtPages(publicDir)].filter(([route]) => route.startsWith(`/${code}/`))) expect(fs.readFileSync(file, "utf8"), file).not.toContain(oldValue);
      // The untranslated product is nowhere in the language: range, carousel, menus, sitemap; its address is not found.
      expect(exists(`${code}/products/sesame-seeds/index.html`), `${code}: sesame-seeds`).toBe(false);
      for (const route of [code, `${code}/products`, `${code}/about`]) expect(page(route), route).not.toContain("sesame-seeds");
      expect(exists(`${code}/products/404.html`)).toBe(true);
      expect(build.output).toContain(`content/locales/${code}/products.json, products[10] (id "sesame-seeds")`);
    }
    const sitemap = fs.readdirSync(publicDir).filter((name) => name.startsWith("sitemap")).map((name) => fs.readFileSync(path.join(publicDir, name), "utf8")).join("");
    expect(sitemap).toContain("/products/sesame-seeds/");
    expect(sitemap).not.toMatch(/\/(ar|es|fr)\/products\/sesame-seeds\//);
    expect(sitemap).not.toMatch(new RegExp(`/(ar|es|fr)/products/${changed.id}/`));
    expect(build.output).toMatch(/Translations: \d+ Spanish text\(s\) outdated/);

    // Its Spanish translation added: it appears in Spanish.
    const spanishFile = path.join(scratch, "content", "locales", "es", "products.json");
    const spanish = JSON.parse(fs.readFileSync(spanishFile, "utf8"));
    const source = spanish.products.find(({ id }: { id: string }) => id === model.id);
    spanish.products.push({ ...source, id: "sesame-seeds", name: "Semillas de sésamo peladas" });
    fs.writeFileSync(spanishFile, JSON.stringify(spanish, null, 2));
    const rebuild = buildScratchSite(scratch, 600_000);
    expect(rebuild.status, rebuild.output).toBe(0);
    expect(page("es/products/sesame-seeds")).toContain("Semillas de sésamo peladas");
    expect(page("es/products")).toContain("/es/products/sesame-seeds/");
    expect(exists("fr/products/sesame-seeds/index.html")).toBe(false);
  });

  test("a category renamed once is renamed on every page that shows it, and a catalogue of 13 products lists the categories, then All products, in both menus of every page", async () => {
    test.setTimeout(600_000);
    const scratch = site.reset();
    const file = path.join(scratch, "content", "categories.json");
    const categories = JSON.parse(fs.readFileSync(file, "utf8"));
    const renamed = categories.categories[0];
    const oldName = renamed.name;
    renamed.name = "Oilseed meals, renamed for this test";
    fs.writeFileSync(file, JSON.stringify(categories, null, 2));
    growCatalogue(path.join(scratch, "content"), 13);
    const rebuild = buildScratchSite(scratch, 600_000);
    expect(rebuild.status, rebuild.output).toBe(0);

    const publicDir = path.join(scratch, "public");
    const pages = [...builtPages(publicDir)];
    // The category's own page, the product range and every category page (their category links), its products' pages, and now the menus of every page.
    const english = pages.filter(([route]) => !/^\/(ar|es|fr)\//.test(route) && !route.endsWith("404.html") && route !== "/404/");
    const members = content.products.filter((product) => product.category === renamed.id).map(({ id }) => `/products/${id}/`);
    expect(english.map(([route]) => route)).toEqual(expect.arrayContaining(["/products/", `/products/category/${renamed.id}/`, ...members]));
    for (const [route, html] of english) {
      const text = fs.readFileSync(html, "utf8");
      expect(text, route).toContain(">Oilseed meals, renamed for this test<");
      expect(text, route).not.toContain(`>${oldName}<`);
    }
    for (const [route, html] of pages) {
      const menus = productMenus(fs.readFileSync(html, "utf8"));
      expect(menus, route).toHaveLength(2);
      for (const menu of menus) {
        const links = [...menu.matchAll(/href="([^"]+)"/g)].map(([, href]) => href!.replace(/^\/(ar|es|fr)\//, "/"));
        expect(links, route).toEqual([...content.categories.map(({ id }) => `/products/category/${id}/`), "/products/"]);
      }
    }
  });
});

/** The product menus Gatsby stitched into a page (the product-menu slice of its language, in the dropdown and the drawer). */
function productMenus(html: string): string[] {
  return [...html.matchAll(/<!-- slice-start id="(product-menu-[^"]+)" -->([\s\S]*?)<!-- slice-end id="\1" -->/g)].map(([, , menu]) => menu!);
}

/** The HTML files of a build's pages. */
function htmlFiles(publicDir: string): string[] {
  return [...builtPages(publicDir).values()];
}

function sheetFiles(dir: string): string[] {
  return htmlFiles(dir).map((file) => path.join(path.dirname(file), "spec-sheet.pdf")).filter((file) => fs.existsSync(file));
}

