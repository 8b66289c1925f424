import fs from "node:fs";
import path from "node:path";
import { definitionOf, expect, test, waitForScripts } from "./fixtures";
import { content, contentIn } from "./content";
import { certificateColumns, countRoles, LOADS_TABLE, loadsRows, loadsTableRoles, productPageFit } from "./page-fit";
import { localeOf, localizedPath, type LocaleCode } from "../../src/lib/locales";
import { certificateState, covers, siteToday } from "../../src/lib/certificates";
import { daysIn } from "../../src/lib/issue-date";
import { fillIn } from "../../src/lib/fill-in";
import { priceShown } from "../../src/lib/price";
import { contactForm } from "../../src/lib/behaviour";
import { firstLoadJs } from "../../scripts/first-load-js.mjs";
import { root } from "./scratch-site";

const { catalogue, products, site } = content;
const siteUrl = "https://www.sorathagroexports.com";

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
}

test("every product page carries its title and share metadata in the static HTML", async ({ request }) => {
  for (const product of products) {
    const path = `/products/${product.id}/`;
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = `${product.name} | ${site.company.name}`;
    expect(html.match(/<title[^>]*>([^<]*)<\/title>/g)).toHaveLength(1);
    expect(html).toContain(`>${title.replace(/&/g, "&amp;")}</title>`);
    expect(metaContent(html, "name", "description")).toBe(product.shortDescription);
    expect(metaContent(html, "property", "og:title")).toBe(title);
    expect(metaContent(html, "property", "og:description")).toBe(product.shortDescription);
    expect(metaContent(html, "property", "og:type")).toBe("product");
    expect(metaContent(html, "property", "og:url")).toBe(`${siteUrl}${path}`);
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "name", "twitter:title")).toBe(title);
    expect(metaContent(html, "name", "twitter:description")).toBe(product.shortDescription);

    const image = metaContent(html, "property", "og:image")!;
    expect(image.startsWith(`${siteUrl}/static/`)).toBe(true);
    expect(metaContent(html, "name", "twitter:image")).toBe(image);
    const file = await request.get(new URL(image).pathname);
    expect(file.status()).toBe(200);
  }
});

test("a product page shows image, name, description, key features, packaging and origin", async ({ page }) => {
  const product = products[4]!;
  await page.goto(`/products/${product.id}/`);
  await expect(page).toHaveTitle(`${product.name} | ${site.company.name}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("img", { name: product.name })).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await expect(main).toContainText(product.description);

  await expect(main.getByRole("heading", { name: catalogue.featuresHeading })).toBeVisible();
  const features = main.getByRole("list").filter({ hasText: product.features[0]! }).getByRole("listitem");
  await expect(features).toHaveText(product.features);

  await expect(main.getByRole("heading", { name: catalogue.packagingHeading })).toBeVisible();
  await expect(definitionOf(main, catalogue.packagingLabel)).toHaveText(product.packaging);
  await expect(definitionOf(main, catalogue.originLabel)).toHaveText(product.origin);
});

test("a product page links its category, above its name, in the page's language", async ({ page }) => {
  for (const code of ["en", "ar"] as const) {
    const { products: inLanguage, categories } = contentIn(code);
    const product = inLanguage[5]!;
    const category = categories.find(({ id }) => id === product.category)!;
    await page.goto(localizedPath(code, `/products/${product.id}/`));
    await page.getByRole("main").getByRole("link", { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(localizedPath(code, `/products/category/${category.id}/`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
  }
});


test("a product's trade terms, loads and certificates are the server's HTML, kept as the page hydrates, their code not in its first scripts, and drawn alike by the browser, in the first frame, after a move inside the app (StaticPart)", async ({ page }) => {
  // Webpack's own chunks ("16-<hash>.js"), where the browser's code for them lies; the page's first scripts are named.
  const chunks: string[] = [];
  page.on("request", (request) => /\/[0-9]+-[0-9a-f]+\.js$/.test(request.url()) && chunks.push(new URL(request.url()).pathname));
  const facts = () =>
    page.getByRole("main").evaluate((main) =>
      [main.querySelector("dl:has([data-pagefind-meta=hs])"), main.querySelector("table:has(h3)"), main.querySelector("#certificates")].map((part) => part?.textContent ?? null),
    );

  const soya = products.find(({ id }) => id === "soya-meal")!;
  await page.goto(`/products/${soya.id}/`, { waitUntil: "domcontentloaded" });
  // Marked before the scripts run: the very elements the server wrote must still be there once they have.
  await page.locator("[data-pagefind-meta=hs]").evaluate((element) => ((element as unknown as { server: boolean }).server = true));
  await waitForScripts(page);
  expect(await page.locator("[data-pagefind-meta=hs]").evaluate((element) => (element as unknown as { server?: boolean }).server)).toBe(true);
  await expect(definitionOf(page.getByRole("main"), catalogue.hsCodeLabel)).toHaveText(soya.hsCode);
  // Fetched once the page has started, for the next product page: none of them is among its first scripts.
  await expect(page.locator("html[data-static-parts=ready]")).toBeAttached();
  expect(chunks.length).toBeGreaterThan(0);
  const firstScripts = firstLoadJs(path.join(root, "public"), `/products/${soya.id}/`).files.map(({ name }) => name);
  for (const chunk of chunks) expect(firstScripts).not.toContain(chunk);

  // To its category and on to another product, inside the app: the browser draws them, with the rest of the page.
  const category = content.categories.find(({ id }) => id === soya.category)!;
  await page.getByRole("main").getByRole("link", { name: category.name, exact: true }).click();
  const other = products.find((product) => product.category === soya.category && product.id !== soya.id)!;
  await page.evaluate(`(() => {
    const capture = () => {
      if (document.querySelector("main h1")?.textContent !== ${JSON.stringify(other.name)}) return requestAnimationFrame(capture);
      window.__hsInFirstFrame = document.querySelector("[data-pagefind-meta=hs]")?.textContent ?? null;
    };
    requestAnimationFrame(capture);
  })()`);
  await page.getByRole("main").getByRole("link", { name: other.name }).first().click();
  await expect(page).toHaveURL(`/products/${other.id}/`);
  await expect.poll(() => page.evaluate("window.__hsInFirstFrame")).toBe(other.hsCode);
  await expect(page.getByRole("table", { name: catalogue.loadsHeading })).toBeVisible();
  await expect(page.locator("#certificates li").first()).toBeVisible();
  const drawn = await facts();
  expect(drawn).not.toContain(null);
  await page.goto(`/products/${other.id}/`);
  expect(await facts()).toEqual(drawn);
});

test("the sections come in the spec's order, with the trade sections after Key Features (the limits by market with the trade terms)", async ({ page }) => {
  await page.goto(`/products/${products[0]!.id}/`);
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings).toHaveText([
    catalogue.featuresHeading,
    catalogue.specificationsHeading,
    catalogue.tradeTermsHeading,
    catalogue.marketsHeading,
    catalogue.packagingHeading,
    catalogue.certificationsHeading,
  ]);
});

// One test a product: walking all ten pages in one test outran its 30 s on a busy CI machine (so below).
for (const product of products) {
  test(`${product.id}'s page has a Specifications table: caption, column and row headers, every row`, async ({ page }) => {
    await page.goto(`/products/${product.id}/`);
    const table = page.getByRole("table", { name: catalogue.specificationsHeading });
    await expect(table.getByRole("columnheader")).toHaveText([catalogue.parameterLabel, catalogue.valueLabel]);
    await expect(table.getByRole("rowheader")).toHaveText(product.specifications.map((row) => row.parameter));
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(product.specifications.length + 1);
    for (const [index, row] of product.specifications.entries()) {
      await expect(rows.nth(index + 1).getByRole("cell")).toHaveText(row.value);
    }
  });
}

test("Trade terms give the HS code, the minimum order the loads make, ports of loading, Incoterms and the documents with each shipment; the packing is not said there", async ({ page }) => {
  for (const [product, minimumOrder] of [
    // 500 bags of 50 kg (25 t) or 26 t in bulk in a 20 ft container.
    [products[0]!, "One 20 ft container (25–26 t net, by packing)"],
    // 80 drums of 200 kg (16 t) to a flexitank of 21 t.
    [products[5]!, "One 20 ft container (16–21 t net, by packing)"],
  ] as const) {
    await page.goto(`/products/${product.id}/`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: catalogue.tradeTermsHeading })).toBeVisible();
    await expect(definitionOf(main, catalogue.hsCodeLabel)).toHaveText(product.hsCode);
    await expect(definitionOf(main, catalogue.minimumOrderLabel)).toHaveText(minimumOrder);
    await expect(definitionOf(main, catalogue.portsLabel)).toHaveText(site.portsOfLoading.join(", "));
    await expect(definitionOf(main, catalogue.incotermsLabel)).toHaveText(site.incoterms.join(", "));
    await expect(definitionOf(main, catalogue.shipmentDocumentsLabel)).toHaveText(site.shipmentDocuments);
    await expect(main.locator("dt", { hasText: catalogue.packingOptionsLabel })).toHaveCount(0);
  }
});

test("a range in the trade terms stays on one line: its dash never ends a line ('(16–' above '21 t net' in Spanish at 1280 px)", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const code of ["en", "es", "fr", "ar"] as const) {
      const { catalogue, products } = contentIn(code);
      const castorOil = products.find(({ id }) => id === "castor-oil")!;
      await page.goto(localizedPath(code, "/products/castor-oil/"));
      // The price's range too, while it is quoted (US$1,350–1,450 in English).
      for (const label of [catalogue.minimumOrderLabel, ...(priceShown(castorOil.price, siteToday(), code) ? [catalogue.priceLabel] : [])]) {
        const term = definitionOf(page.getByRole("main"), label);
        // Each en dash between digits, and the line (the top of its box) of the digit before it and the one after it.
        const lines = await term.evaluate((definition) => {
          const found: { before: number; after: number }[] = [];
          const walker = document.createTreeWalker(definition, NodeFilter.SHOW_TEXT);
          const characters: { node: Text; offset: number }[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) for (let offset = 0; offset < (node as Text).data.length; offset += 1) characters.push({ node: node as Text, offset });
          const top = ({ node, offset }: { node: Text; offset: number }) => {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return Math.round(range.getBoundingClientRect().top);
          };
          const at = (index: number) => characters[index]!.node.data[characters[index]!.offset] ?? "";
          for (let index = 1; index < characters.length - 1; index += 1) {
            if (at(index) === "–" && /\d/.test(at(index - 1)) && /\d/.test(at(index + 1))) found.push({ before: top(characters[index - 1]!), after: top(characters[index + 1]!) });
          }
          return found;
        });
        if (label === catalogue.minimumOrderLabel) expect(lines, `${code} at ${width} px: the minimum order's range`).toHaveLength(1);
        for (const { before, after } of lines) expect(after, `${code} at ${width} px, ${label}`).toBe(before);
      }
    }
  }
});

test("the packing table gives each packing once, with its net tonnes and units in a 20 ft and a 40 ft container and its lead time; a packing not loaded so says so", async ({ page }) => {
  const castorOil = products.find(({ id }) => id === "castor-oil")!;
  await page.goto(`/products/${castorOil.id}/`);
  const table = page.getByRole("table", { name: catalogue.loadsHeading });
  await expect(table.getByRole("columnheader")).toHaveText([catalogue.packingOptionsLabel, catalogue.container20Label, catalogue.container40Label, catalogue.leadTimeLabel]);
  await expect(table.getByRole("rowheader")).toHaveText(castorOil.packing.map(({ unit }) => unit));
  const cells = (unit: string) => table.getByRole("row", { name: unit }).getByRole("cell");
  // Drums: 80 of 200 kg; an IBC tank of 960 kg, 20 of them; one flexitank of 21 t, its tonnes alone. None goes in a 40 ft container.
  await expect(cells(castorOil.packing[0]!.unit)).toHaveText(["16 t net 80 units", catalogue.notLoadedLabel, "15 days"]);
  await expect(cells(castorOil.packing[1]!.unit)).toHaveText(["19.2 t net 20 units", catalogue.notLoadedLabel, "15 days"]);
  await expect(cells(castorOil.packing[2]!.unit)).toHaveText(["21 t net", catalogue.notLoadedLabel, "15 days"]);
  // Said once: each unit, and the packaging text, nowhere else on the page.
  const main = page.getByRole("main");
  for (const { unit } of castorOil.packing) await expect(main.getByText(unit, { exact: true })).toHaveCount(1);
  await expect(main.getByText(castorOil.packaging, { exact: true })).toHaveCount(1);
});

test("where a 40 ft holds less of a packing than a 20 ft, the page says why, with each size's most net tonnes; not elsewhere, nor on the sheet", async ({ page }) => {
  const note = (tonnes20: string, tonnes40: string) => catalogue.payloadNote.replace("{tonnes20}", tonnes20).replace("{tonnes40}", tonnes40);
  await page.goto("/products/castor-meal/");
  const table = page.getByRole("table", { name: catalogue.loadsHeading });
  // Pellets: 540 bags (27 t) in a 20 ft, 530 (26.5 t) in a 40 ft.
  await expect(table.getByRole("row", { name: "pellets" }).getByRole("cell")).toHaveText(["27 t net 540 units", "26.5 t net 530 units", "10 days"]);
  await expect(page.getByRole("main").getByText(note("28", "26.7"), { exact: true })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("main").getByText(note("28", "26.7"), { exact: true })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await page.goto("/products/castor-oil/");
  await expect(page.getByRole("main").getByText(catalogue.payloadNote.split("{")[0]!.trim())).toHaveCount(0);
});

test("the months a product is available are a strip of the year, each month said available or not", async ({ page }) => {
  const peanuts = products.find(({ id }) => id === "peanut-roaster")!;
  await page.goto(`/products/${peanuts.id}/`);
  const months = page.getByRole("list", { name: catalogue.monthsHeading }).getByRole("listitem");
  await expect(months).toHaveCount(12);
  const said = await months.allTextContents();
  // Peanuts: October to June, not July to September.
  expect(said.map((text) => text.endsWith(`: ${catalogue.notAvailableLabel}`))).toEqual([false, false, false, false, false, false, true, true, true, false, false, false]);
  expect(said.filter((text) => text.endsWith(`: ${catalogue.availableLabel}`))).toHaveLength(peanuts.availableMonths.length);
  expect(said[0]).toMatch(/^Jan/);
  // A key says which look is which: a filled square "available", an empty one "not available" (hidden from a screen
  // reader, which hears each month's word).
  const key = page.locator("ol[aria-labelledby=months-heading] + p");
  await expect(key).toHaveAttribute("aria-hidden", "true");
  const squares = await key.locator("span").evaluateAll((spans) =>
    spans.map((span) => ({ word: span.textContent, fill: getComputedStyle(span, "::before").backgroundColor })),
  );
  const filled = await months.first().evaluate((month) => getComputedStyle(month).backgroundColor);
  expect(squares).toEqual([
    { word: catalogue.availableLabel, fill: filled },
    { word: catalogue.notAvailableLabel, fill: "rgba(0, 0, 0, 0)" },
  ]);
  // With forced colours (Windows' contrast themes), which drop backgrounds, a month available and the key's filled
  // square still stand out from a month that is not.
  await page.emulateMedia({ forcedColors: "active" });
  // (The forced page is drawn in Canvas, its text in CanvasText: a filled month is filled with the text's colour.)
  const [fill, text, square] = await Promise.all([
    months.first().evaluate((month) => getComputedStyle(month).backgroundColor),
    months.nth(6).evaluate((month) => getComputedStyle(month).color),
    key.locator("span").first().evaluate((span) => getComputedStyle(span, "::before").backgroundColor),
  ]);
  expect(fill).toBe(text);
  expect(square).toBe(text);
  await page.emulateMedia({ forcedColors: "none" });
  // A product available all year has no key: nothing is told apart.
  const allYear = products.find(({ availableMonths }) => availableMonths.length === 12)!;
  await page.goto(`/products/${allYear.id}/`);
  await expect(page.getByRole("list", { name: catalogue.monthsHeading }).getByRole("listitem")).toHaveCount(12);
  await expect(page.locator("ol[aria-labelledby=months-heading] + p")).toHaveCount(0);
});

test("a product's terms sit beside their values where their column is at least 30rem wide, and above them where it is narrower, without a wider gap between the columns", async ({ page }) => {
  // The width of the screen, then whether the first column's terms (trade terms, limits by market) and the second's
  // (packing) sit beside their values: one column below 900 px (beside from 512 px), two from 900 px, whose second is
  // 22rem wide until the first has its 560 px (product-detail.module.css).
  const layouts: [number, boolean, boolean][] = [
    [375, false, false],
    [500, false, false],
    [520, true, true],
    [900, false, false],
    [960, false, true],
    [1110, false, true],
    [1140, true, true],
    [1280, true, true],
  ];
  for (const code of ["es", "ar"] as const) {
    await page.goto(localizedPath(code, "/products/whole-spices/"), { waitUntil: "domcontentloaded" });
    for (const [width, first, second] of layouts) {
      await page.setViewportSize({ width, height: 800 });
      const beside = await page.getByRole("main").evaluate((main) =>
        // The trade terms, the limits by market and the packing (the certificates' own lists follow).
        [...main.querySelectorAll("dl")].slice(0, 3).map((list) => {
          const [term, value] = [list.querySelector("dt")!, list.querySelector("dd")!].map((element) => Math.round(element.getBoundingClientRect().top));
          return term === value;
        }),
      );
      expect(beside, `${code} at ${width} px`).toEqual([first, first, second]);
    }
    // On one column, the limits by market end the first and the packing heads the second: the gap between is the
    // heading's own margin, as when the columns' margins ran together (a container keeps its own).
    await page.setViewportSize({ width: 375, height: 800 });
    const gap = await page.getByRole("main").evaluate((main) => {
      const markets = main.querySelector("section[aria-labelledby=markets-heading]")!;
      const next = [...main.querySelectorAll("h2")].find((heading) => !markets.contains(heading) && heading.compareDocumentPosition(markets) & Node.DOCUMENT_POSITION_PRECEDING)!;
      return { gap: Math.round(next.getBoundingClientRect().top - markets.lastElementChild!.getBoundingClientRect().bottom), margin: Math.round(parseFloat(getComputedStyle(next).marginTop)) };
    });
    expect(gap.gap, code).toBe(gap.margin);
  }
});

test("the months' strip has room for every month's name in every language, from a 320 px phone to a wide screen, in rows of equal length", async ({ page }) => {
  // Arabic names are about half as wide again as the others ("أغسطس"): in twelve columns of the picture's column they ran
  // into each other and out of the strip. Each name with 2 px to spare on either side, the strip within its column.
  for (const code of ["en", "ar", "es", "fr"] as const) {
    const strip = page.getByRole("list", { name: contentIn(code).catalogue.monthsHeading });
    await page.goto(localizedPath(code, `/products/${products[0]!.id}/`));
    for (const width of [320, 340, 360, 375, 480, 620, 768, 899, 900, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const fit = await strip.evaluate((list) => {
        const text = (item: Element) => {
          const range = document.createRange();
          range.selectNodeContents(item.firstChild!);
          return range.getBoundingClientRect().width;
        };
        // The column it stands in: the nearest element with a box of its own (a StaticPart has none).
        let column = list.parentElement!;
        while (getComputedStyle(column).display === "contents") column = column.parentElement!;
        const items = [...list.children];
        const rows = new Map<number, number>();
        for (const item of items) {
          const top = Math.round(item.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? 0) + 1);
        }
        return {
          spills: list.scrollWidth > list.clientWidth || list.getBoundingClientRect().width > column.getBoundingClientRect().width,
          cramped: items.filter((item) => text(item) + 4 > item.clientWidth).map((item) => item.firstChild!.textContent),
          rows: [...rows.values()],
        };
      });
      const where = `${code} at ${width} px`;
      expect(fit.spills, where).toBe(false);
      expect(fit.cramped, where).toEqual([]);
      expect(new Set(fit.rows).size, `${where}: ${fit.rows.join(" + ")}`).toBe(1);
    }
  }
});

/** The certificates that cover a product, as the register says: those naming it, and those naming its category. */
const covering = (certificates: typeof site.certifications, product: { id: string; category: string }) =>
  certificates.filter((certificate) => covers(certificate, product.id, product.category));

/** A day as the page's language writes it (the build's own way: src/lib/issue-date.ts). */
const dayIn = (day: string, code: LocaleCode) => daysIn([day], code)[day]!;
/** "On request" as each language's statements would say it, were they to say it twice. */
const ON_REQUEST: Record<LocaleCode, string> = { en: "on request", es: "a petición", fr: "sur demande", ar: "عند الطلب" };

test("each product page shows the certificates that cover it and no other, each with its number, issuer, validity, document and the issuer's check, in every language", async ({ page }) => {
  // An oil meal (feed: no FSSAI licence, no Spices Board), an edible oil, an industrial oil (no food or feed certificate), the spices.
  for (const code of ["en", "ar", "es", "fr"] as const) {
    const { catalogue: labels, site: facts } = contentIn(code);
    for (const product of [products[0]!, products[4]!, products[5]!, products[7]!]) {
      await page.goto(localizedPath(code, `/products/${product.id}/`));
      const section = page.getByRole("region", { name: labels.certificationsHeading });
      const shown = covering(facts.certifications, product);
      expect(shown.length, product.id).toBeGreaterThan(0);
      if (product.id === "castor-oil") for (const foodOrFeed of ["fssai-licence", "iso-22000"]) expect(shown.map(({ id }) => id)).not.toContain(foodOrFeed);
      const items = section.getByRole("listitem");
      await expect(items).toHaveCount(shown.length);
      for (const [index, certificate] of shown.entries()) {
        const item = items.nth(index);
        await expect(item.locator("strong")).toHaveText(certificate.name);
        await expect(definitionOf(item, labels.certificateNumberLabel)).toHaveText(certificate.number);
        await expect(definitionOf(item, labels.issuedByLabel)).toHaveText(certificate.issuer);
        // The day it was issued is the register's.
        await expect(item.locator("dt", { hasText: labels.issuedOnLabel })).toHaveCount(0);
        const until = (certificate as { validUntil?: string }).validUntil;
        // As on the day the site under test was built (the real day: it is built to be deployed).
        const expired = certificateState(certificate, siteToday()) === "expired";
        await expect(definitionOf(item, expired ? labels.expiredLabel : labels.validUntilLabel)).toHaveText(until ? dayIn(until, code) : labels.noExpiryLabel);
        await expect(item.getByRole("link", { name: labels.documentLabel })).toHaveAttribute("href", `/${certificate.document}`);
        const verify = (certificate as { verifyUrl?: string }).verifyUrl;
        await expect(item.getByRole("link", { name: labels.verifyLabel })).toHaveCount(verify ? 1 : 0);
        if (verify) await expect(item.getByRole("link", { name: labels.verifyLabel })).toHaveAttribute("href", verify);
      }
      // Not the others: the Spices Board's registration is on the spices' page only, FSSAI's on no oil meal's.
      for (const other of facts.certifications.filter((certificate) => !shown.includes(certificate))) {
        await expect(section.getByText(other.number, { exact: true }), `${other.id} on ${product.id}`).toHaveCount(0);
      }
      await expect(section.getByRole("link", { name: labels.allCertificatesLabel })).toHaveAttribute("href", `${localizedPath(code, "/about/")}#certificates`);
    }
  }
});

test("where the list has room, each certificate's values stand in a column of their own, after the longest term, as the trade terms' do", async ({ page }) => {
  // At 1280 px: the register (the About page's whole width) and a product page's picture column, left to right and right to left.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const route of ["/about/", `/products/${products[0]!.id}/`, "/ar/about/", `/ar/products/${products[0]!.id}/`]) {
    await page.goto(route, { waitUntil: "domcontentloaded" });
    const lists = await page.evaluate(certificateColumns);
    expect(lists.length, route).toBeGreaterThan(0);
    for (const list of lists) expect(list, route).toEqual({ starts: 1, afterTerms: true });
  }
});

test("each certificate's document is served as the PDF it is", async ({ request }) => {
  for (const certificate of site.certifications) {
    const response = await request.get(`/${certificate.document}`);
    expect(response.status(), certificate.document).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
});

test("the About page lists the whole register: each certificate with what it covers, in every language, the server's HTML kept as the page hydrates (StaticPart)", async ({ page }) => {
  for (const code of ["en", "ar"] as const) {
    const { about, catalogue: labels, categories, products: named, site: facts } = contentIn(code);
    await page.goto(localizedPath(code, "/about/"), { waitUntil: "domcontentloaded" });
    // Marked before the scripts run: the very elements the server wrote must still be there once they have.
    await page.locator("#certificates li").first().evaluate((element) => ((element as unknown as { server: boolean }).server = true));
    await waitForScripts(page);
    expect(await page.locator("#certificates li").first().evaluate((element) => (element as unknown as { server?: boolean }).server)).toBe(true);
    // Its code (the section's id is written there) is not among the page's first scripts.
    const publicDir = path.join(root, "public");
    for (const { name } of firstLoadJs(publicDir, localizedPath(code, "/about/")).files) expect(fs.readFileSync(path.join(publicDir, name), "utf8")).not.toContain("certificates-heading");
    const section = page.getByRole("region", { name: about.certificationsHeading });
    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(facts.certifications.length);
    for (const [index, certificate] of facts.certifications.entries()) {
      await expect(items.nth(index).locator("strong")).toHaveText(certificate.name);
      await expect(definitionOf(items.nth(index), labels.certificateNumberLabel)).toHaveText(certificate.number);
      const covered = [
        ...certificate.coversCategories.map((id) => categories.find((category) => category.id === id)!.name),
        ...certificate.coversProducts.map((id) => named.find((product) => product.id === id)!.name),
      ];
      await expect(definitionOf(items.nth(index), labels.coversLabel)).toHaveText(covered.join(localeOf(code).comma));
      await expect(definitionOf(items.nth(index), labels.issuedOnLabel)).toHaveText(dayIn(certificate.issuedOn, code));
    }
  }
});

test.describe("on a 375px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const product of products) {
    test(`${product.id}'s page does not scroll sideways, and its table and trade terms fit the screen`, async ({ page }) => {
      await page.goto(`/products/${product.id}/`);
      const table = page.getByRole("table", { name: catalogue.specificationsHeading });
      const box = (await table.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= 375).toBe(true);
      const width = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(width[0]).toBe(width[1]);
    });
  }

  test("each packing is a row of the loads table: its unit across it, its loads and lead time under their headings, and the browser still reads a table of rows, row headers and cells", async ({ page }) => {
    const groundnutOil = products.find(({ id }) => id === "groundnut-oil")!;
    const cdp = await page.context().newCDPSession(page);
    for (const code of ["en", "ar", "es", "fr"] as const) {
      const where = `${localizedPath(code, `/products/${groundnutOil.id}/`)} at 375 px`;
      await page.goto(localizedPath(code, `/products/${groundnutOil.id}/`));
      const { loadsHeading } = contentIn(code).catalogue;
      expect(await page.evaluate(loadsRows, loadsHeading), where).toEqual(groundnutOil.packing.map(() => ({ unitAcross: true, figuresBelow: true, aligned: true })));
      // The roles as Chromium's accessibility tree gives them (Playwright's getByRole reads the markup, whatever the CSS).
      const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
      const { nodeId: table } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: LOADS_TABLE });
      // The table and what it holds, as a screen reader is given them (queryAXTree also returns the nodes it ignores).
      const count = async (role: string) => (await cdp.send("Accessibility.queryAXTree", { nodeId: table, role })).nodes.filter((node) => !node.ignored).length;
      const roles = loadsTableRoles(groundnutOil.packing.length);
      expect(await countRoles(roles, count), where).toEqual(roles);
    }
  });
});

for (const width of [320, 480, 900]) {
  test(`at ${width}px no product page, in any language, is wider than the screen, each table and term list fits its column, no packing unit is broken inside a word, no figure broken over two lines`, async ({ page }) => {
    // At 320 px the Spanish and French figures ("500 unidades") made the loads table 20 px wider than its column, 4 px
    // past the screen; at 900 px, where the page turns to two columns, the trade terms ran 43 to 58 px past it. Then
    // the units' column, squeezed, broke "Contened-or" at 320 px and "métalli-que" at 480. Under 480 px, beside that
    // column, Arabic's "18.15 طن صافٍ" took three lines, until each packing had a row of its own.
    await page.setViewportSize({ width, height: 700 });
    for (const code of ["en", "ar", "es", "fr"] as const) {
      for (const product of products) {
        const where = `${localizedPath(code, `/products/${product.id}/`)} at ${width} px`;
        await page.goto(localizedPath(code, `/products/${product.id}/`), { waitUntil: "domcontentloaded" });
        const overflow = await page.evaluate(productPageFit, contentIn(code).catalogue.loadsHeading);
        expect(overflow.page, where).toBe(0);
        expect(overflow.blocks.filter((over) => over > 0), where).toEqual([]);
        expect(overflow.broken, where).toEqual([]);
        expect(overflow.split, where).toEqual([]);
      }
    }
  });
}

test.describe("a name of one long word", () => {
  // Laid out by the CSS alone: scripts off, so that hydration does not put the served name back.
  test.use({ javaScriptEnabled: false });

  test("a product's name of one word wider than the screen breaks inside its heading: neither its page, nor the product range, nor its category's page gets wider than the screen", async ({ page }) => {
    // A German compound, or any name staff type without spaces: before, at 375 px such a name of 30 letters made its page
    // 154 px wider than the screen and the product range 23 px. The name is put into the served page (the heading's
    // text is all that differs from a build with that name).
    const product = content.products[0]!;
    const longName = "Erdnussextraktionsschrotpelletsqualität";
    for (const width of [320, 375, 900, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      for (const route of [`/products/${product.id}/`, "/products/", `/products/category/${product.category}/`]) {
        await page.goto(route, { waitUntil: "domcontentloaded" });
        const fit = await page.getByRole("heading", { name: product.name, exact: true }).evaluate((element, name) => {
          element.textContent = name;
          const box = element.getBoundingClientRect();
          return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, lines: Math.round(box.height / parseFloat(getComputedStyle(element).lineHeight)), inside: box.left >= 0 && box.right <= document.documentElement.clientWidth, overflow: element.scrollWidth - element.clientWidth };
        }, longName);
        const where = `${route} at ${width} px`;
        expect(fit.page, where).toBe(0);
        expect(fit.inside, where).toBe(true);
        expect(fit.overflow, where).toBe(0);
        // Broken inside the word, not kept whole past the heading's edge.
        expect(fit.lines, where).toBeGreaterThan(1);
      }
    }
  });
});

test.describe("printed", () => {
  test("a product page prints as the one-page spec sheet: letterhead, sheet and issue date, no site chrome or buttons", async ({
    page,
  }) => {
    const product = products[6]!;
    await page.goto(`/products/${product.id}/`);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo").filter({ hasText: content.site.footer.copyright })).toBeHidden();
    await expect(page.getByRole("link", { name: catalogue.inquireLabel })).toBeHidden();
    await expect(page.getByRole("link", { name: catalogue.specSheetLabel })).toBeHidden();
    const main = page.getByRole("main");
    await expect(main.getByText(catalogue.specSheetTitle)).toBeVisible();
    // The issue day on the line of the phone and e-mail; the last line names the markets whose limits the page gives, and the page.
    await expect(main.getByText(new RegExp(`${catalogue.issuedLabel} \\d{1,2} [A-Z][a-z]+ \\d{4}$`))).toBeVisible();
    await expect(main.getByText(site.contact.phone, { exact: false })).toBeVisible();
    await expect(main.getByText(`${catalogue.marketsHeading}: ${product.markets.map(({ market }) => market).join(", ")} · `, { exact: false })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(main.getByRole("table", { name: catalogue.specificationsHeading })).toBeVisible();
    await expect(definitionOf(main, catalogue.hsCodeLabel)).toBeVisible();

    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });

  test("on screen, the sheet's letterhead and issue date are not shown", async ({ page }) => {
    await page.goto(`/products/${products[6]!.id}/`);
    await expect(page.getByText(catalogue.specSheetTitle)).toBeHidden();
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

test("Inquire Now goes to the contact page with the product chosen", async ({ page }) => {
  const product = products[7]!;
  await page.goto(`/products/${product.id}/`);
  const inquire = page.getByRole("link", { name: catalogue.inquireLabel });
  await expect(inquire).toHaveAttribute("href", `/contact/?product=${product.id}`);
  await inquire.click();
  await expect(page.getByLabel(content.contact.form.productLabel, { exact: true })).toHaveValue(product.name);
  // Asked once: the address no longer asks, so a reload or Back restores the buyer's inquiry without asking again.
  await expect(page).toHaveURL("/contact/");
});

test("in another language, Inquire Now opens the contact page inside the app, with the product chosen", async ({ page }) => {
  const spanish = contentIn("es");
  const product = spanish.products[7]!;
  await page.goto(`/es/products/${product.id}/`);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole("link", { name: spanish.catalogue.inquireLabel }).click();
  // The option reads in Spanish; its value is the product's English name, for the company's message.
  await expect(page.getByLabel(spanish.contact.form.productLabel, { exact: true }).locator("option:checked")).toHaveText(product.name);
  await expect(page).toHaveURL("/es/contact/");
  // Reached by the app, not loaded again from the server (which a page with a query once was).
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

/** A sample's size as each language writes it. */
const sampleKg: Record<LocaleCode, (value: number) => string> = { en: String, fr: (value) => String(value).replace(".", ","), es: (value) => String(value).replace(".", ","), ar: String };
/** The days to dispatch a sample as each language counts them: the catalogue's are 3 and 5, which Arabic counts "أيام" (3 to 10). */
const dispatchDays: Record<LocaleCode, (days: number) => string> = { en: (days) => `${days} days`, fr: (days) => `${days} jours`, es: (days) => `${days} días`, ar: (days) => `${days} أيام` };

// A test per language for each product page's facts: each loads every product page (ten on this site); all four in one test took over 30 s on a slow host.
for (const code of ["en", "fr", "es", "ar"] as const) {
  test(`each product page in ${code} states its samples under Packaging & Origin; a product whose samples are not sent says so and offers no Request a sample`, async ({ page }) => {
    const { catalogue: labels, products: inLanguage } = contentIn(code);
    for (const product of inLanguage) {
      const { samples } = products.find(({ id }) => id === product.id)!;
      await page.goto(localizedPath(code, `/products/${product.id}/`));
      const main = page.getByRole("main");
      const request = main.getByRole("link", { name: labels.requestSampleLabel });
      if (samples.terms === "not-sent") {
        await expect(definitionOf(main, labels.samplesLabel)).toHaveText(labels.samplesNotSentValue);
        await expect(request).toHaveCount(0);
        continue;
      }
      const courier = samples.terms === "company-pays-courier" ? labels.courierCompanyValue : labels.courierBuyerValue;
      expect(samples.dispatchDays).toBeGreaterThanOrEqual(3);
      expect(samples.dispatchDays).toBeLessThanOrEqual(10);
      const words = labels.samplesValue
        .replace("{kg}", sampleKg[code](samples.sizeKg))
        .replace(/\{days, plural,.*\}\}/, dispatchDays[code](samples.dispatchDays))
        .replace("{courier}", courier);
      await expect(definitionOf(main, labels.samplesLabel)).toHaveText(words);
      await expect(request).toHaveAttribute("href", localizedPath(code, `/contact/?product=${product.id}&sample`));
    }
    expect(products.some(({ samples }) => samples.terms === "not-sent")).toBe(true);
  });
}

for (const code of ["en", "fr", "es", "ar"] as const) {
  test(`each product page in ${code} gives its indicative price with the trade terms, as its language writes money and days, until its last day`, async ({ page }) => {
    const { catalogue: labels } = contentIn(code);
    for (const product of products) {
      await page.goto(localizedPath(code, `/products/${product.id}/`));
      const price = priceShown(product.price, siteToday(), code);
      await expect(definitionOf(page.locator("main"), labels.priceLabel), product.id).toHaveText(price ? fillIn(labels.priceValue, { range: price.range, date: price.until }) : []);
      if (!price) continue;
      const sign = code === "fr" ? "$US" : "US$";
      expect(price.range).toContain(sign);
      // As laid out, the sign reads as written, left to right, in Arabic's right-to-left line too (where "$" once fell
      // to the left of "US": "$US").
      const lefts = await definitionOf(page.locator("main"), labels.priceLabel).evaluate((dd, sign) => {
        const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const text = walker.currentNode.textContent!;
          const at = text.indexOf(sign);
          if (at < 0) continue;
          return [...sign].map((_, index) => {
            const range = document.createRange();
            range.setStart(walker.currentNode, at + index);
            range.setEnd(walker.currentNode, at + index + 1);
            return range.getBoundingClientRect().left;
          });
        }
        return [];
      }, sign);
      expect(lefts, `${product.id}: ${sign} as laid out`).toEqual([...lefts].sort((a, b) => a - b));
      expect(lefts).toHaveLength(3);
    }
  });
}

for (const code of ["en", "fr", "es", "ar"] as const) {
  test(`each product page in ${code} states what it meets by market: its use, each market's limit linked to its law, where it stands and how, the day reviewed, and a representative certificate of analysis`, async ({ page }) => {
    const { catalogue: labels, products: inLanguage } = contentIn(code);
    const uses: Record<string, string> = { food: labels.useFood, feed: labels.useFeed, fertiliser: labels.useFertiliser, industrial: labels.useIndustrial };
    const standings: Record<string, string> = { "as-standard": labels.asStandardLabel, "on-request": labels.onRequestLabel, "not-offered": labels.notOfferedLabel };
    for (const product of inLanguage) {
      const english = products.find(({ id }) => id === product.id)!;
      await page.goto(localizedPath(code, `/products/${product.id}/`));
      const section = page.getByRole("region", { name: labels.marketsHeading });
      await expect(definitionOf(section, labels.intendedUseLabel)).toHaveText(uses[english.intendedUse]!);
      const statements = section.getByRole("listitem");
      // Every statement, and no other: castor oil, an industrial oil, has none.
      await expect(statements).toHaveCount(english.markets.length);
      for (const [index, statement] of english.markets.entries()) {
        const said = product.markets[index]!;
        const item = statements.nth(index);
        await expect(item.getByRole("heading", { level: 3 })).toHaveText(said.market);
        await expect(item).toContainText(said.limit);
        await expect(item.getByRole("link", { name: labels.sourceLabel })).toHaveAttribute("href", statement.source);
        await expect(item.locator("strong")).toHaveText(standings[statement.standing]!);
        await expect(item).toContainText(said.detail);
        // Said once: the standing says "on request", the detail does not say it again.
        if (statement.standing === "on-request") expect(said.detail.toLowerCase(), `${code} ${product.id}`).not.toContain(ON_REQUEST[code]);
        // A law's number that mixes letters and digits ("2002/32/EC") is isolated left to right in Arabic only.
        const mixed = `${said.limit} ${said.detail}`.match(/[0-9A-Za-z]+(?:\/[0-9A-Za-z]+)+/g)?.filter((found) => /[0-9]/.test(found) && /[A-Za-z]/.test(found)) ?? [];
        await expect(item.locator('bdi[dir="ltr"]')).toHaveCount(code === "ar" ? mixed.length : 0);
        await expect(item.locator("time")).toHaveAttribute("datetime", statement.reviewedOn);
        await expect(item.locator("small")).toHaveText(labels.reviewedLabel.replace("{date}", daysIn([statement.reviewedOn], code)[statement.reviewedOn]!));
      }
      await expect(section.getByRole("link", { name: labels.analysisLabel })).toHaveAttribute("href", `/${english.analysis}`);
      await expect(section).toContainText(labels.analysisNote);
    }
  });
}

test("in Arabic, a directive's number reads left to right inside the right-to-left sentence (2002/32/EC, not EC/2002/32)", async ({ page }) => {
  await page.goto("/ar/products/groundnut-meal/");
  const order = await page.locator("#markets-heading ~ ul li p").first().evaluate((paragraph) => {
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf("2002/32/EC");
      if (at === -1) continue;
      const left = (from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node!, from);
        range.setEnd(node!, to);
        return range.getBoundingClientRect().left;
      };
      return { year: left(at, at + 4), union: left(at + 8, at + 10) };
    }
    return null;
  });
  expect(order).not.toBeNull();
  expect(order!.year).toBeLessThan(order!.union);
});

test("castor oil states no limit by market, and every product's certificate of analysis is served as a PDF", async ({ request }) => {
  expect(products.find(({ id }) => id === "castor-oil")!.markets).toEqual([]);
  for (const { analysis } of products) {
    const response = await request.get(`/${analysis}`);
    expect(response.status(), analysis).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});

test("Request a sample opens the inquiry with the product chosen and its sample box ticked, beside a product already chosen, and only its box", async ({ page }) => {
  const [first, second] = [products[0]!, products[7]!];
  await page.goto(`/products/${first.id}/`);
  await page.getByRole("link", { name: catalogue.inquireLabel }).click();
  await expect(page.getByLabel(content.contact.form.productLabel, { exact: true })).toHaveValue(first.name);
  await page.goto(`/products/${second.id}/`);
  await page.getByRole("link", { name: catalogue.requestSampleLabel }).click();
  const form = content.contact.form;
  await expect(page.getByRole("combobox", { name: `${form.productLabel} 2`, exact: true })).toHaveValue(second.name);
  await expect(page.getByRole("checkbox", { name: `${form.sampleLabel} ${form.productLabel} 2`, exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: form.sampleLabel, exact: true })).not.toBeChecked();
});

test("Request a sample with every product row taken adds nothing and says so, naming the product in the page's language, and keeps the rows", async ({ page }) => {
  const { form } = contentIn("ar").contact;
  const rowLabel = (row: number) => (row === 1 ? form.productLabel : `${form.productLabel} ${row}`);
  const chosen = products.slice(0, contactForm.productRows);
  const asked = products[contactForm.productRows]!;
  await page.goto("/ar/contact/");
  await expect(page.locator("form[data-sender=ready]")).toBeAttached();
  for (const [index, product] of chosen.entries()) await page.getByRole("combobox", { name: rowLabel(index + 1), exact: true }).selectOption(product.name);
  await page.goto(`/ar/products/${asked.id}/`);
  await page.getByRole("link", { name: contentIn("ar").catalogue.requestSampleLabel }).click();
  const localName = contentIn("ar").products.find(({ id }) => id === asked.id)!.name;
  await expect(page.getByRole("alert")).toHaveText(form.rowsFull.replaceAll("{product}", localName));
  for (const [index, product] of chosen.entries()) await expect(page.getByRole("combobox", { name: rowLabel(index + 1), exact: true })).toHaveValue(product.name);
  await expect(page.locator('input[type=checkbox][name^="sample-"]:checked')).toHaveCount(0);
});

test("after Request a sample, what the buyer changes is what a reload or Back brings back: a product or sample box taken out does not return", async ({ page }) => {
  const [asked, instead] = [products[9]!, products[8]!];
  const form = content.contact.form;
  const product = (row: number) => page.getByRole("combobox", { name: row === 1 ? form.productLabel : `${form.productLabel} ${row}`, exact: true });
  const box = page.getByRole("checkbox", { name: form.sampleLabel, exact: true });
  await page.goto(`/products/${asked.id}/`);
  await page.getByRole("link", { name: catalogue.requestSampleLabel }).click();
  await expect(product(1)).toHaveValue(asked.name);
  await expect(box).toBeChecked();
  await expect(page).toHaveURL("/contact/");
  // The buyer changes their mind: no sample, and another product.
  await box.uncheck();
  await product(1).selectOption({ label: instead.name });
  const asTheBuyerLeftIt = async (when: string) => {
    await expect(product(1), when).toHaveValue(instead.name);
    await expect(box, when).not.toBeChecked();
    await expect(page.locator("form select[name^=product-] option:checked").filter({ hasText: asked.name }), when).toHaveCount(0);
    await expect(page.locator('input[type=checkbox][name^="sample-"]:checked'), when).toHaveCount(0);
  };
  await page.reload();
  await expect(page.locator("form[data-sender=ready]")).toBeAttached();
  await asTheBuyerLeftIt("after a reload");
  await page.getByRole("navigation", { name: content.site.header.navigationLabel }).getByRole("link", { name: content.site.navigation.about, exact: true }).click();
  await expect(page).toHaveURL("/about/");
  await page.goBack();
  await expect(page.locator("form[data-sender=ready]")).toBeAttached();
  await asTheBuyerLeftIt("after Back");
});

test("an unknown or hostile product parameter is ignored", async ({ page }) => {
  for (const value of ["no-such-product", "<img src=x onerror=alert(1)>", "javascript:alert(1)", products[0]!.name, ""]) {
    await page.goto(`/contact/?product=${encodeURIComponent(value)}`);
    // Once the script has read the address.
    await expect(page.locator("form[data-sender=ready]")).toBeAttached();
    await expect(page.getByLabel(content.contact.form.productLabel, { exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: content.contact.form.messageLabel })).toHaveValue("");
    await expect(page.locator("main img[src=x]")).toHaveCount(0);
  }
});
