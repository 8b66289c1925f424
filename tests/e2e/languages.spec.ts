/**
 * The site in every language (src/lib/locales.ts): English at today's addresses, the others under
 * /{code}/, each page in its language and direction, a switcher of plain links to the same page,
 * search engines told of every version, and each language's not-found pages.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { definitionOf, expect, test, waitForScripts } from "./fixtures";
import { content, contentIn } from "./content";
import { localeOf, localizedPath, locales, type LocaleCode } from "../../src/lib/locales";
import { productPath } from "../../src/lib/routes";

const translated = locales.filter(({ code }) => code !== "en");
const [product] = contentIn("en").products;
const productPage = productPath(product!.id);

/** Each screen's path, and the heading its content gives it in a language. */
function screens(code: LocaleCode): [string, string][] {
  const { home, catalogue, about, contact, privacy, products } = contentIn(code);
  return [
    ["/", home.hero.headline],
    ["/products/", catalogue.heading],
    [productPage, products[0]!.name],
    ["/about/", about.banner.heading],
    ["/contact/", contact.heading],
    ["/privacy/", privacy.heading],
  ];
}

/** The switcher's toggle (its <summary>, named "Language: ..."), where it is shown. */
const switcherIn = (scope: Locator, label: string) => scope.locator("summary").filter({ hasText: label, visible: true });

const alternates = (page: Page) =>
  page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));

for (const { code, dir } of translated) {
  test(`every screen exists in ${code}, in that language and direction`, async ({ page }) => {
    const { site } = contentIn(code);
    for (const [path, heading] of screens(code)) {
      const response = await page.goto(localizedPath(code, path));
      expect(response!.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(new RegExp(`\\| ${site.company.name}$`));
      // Every link inside the page stays in its language; a certificate's document is one file for every language.
      const hrefs = await page.locator("main a[href^='/'], header a[href^='/']:not([hreflang])").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      expect(hrefs.filter((href) => !href.startsWith(`/${code}/`) && !href.startsWith("/documents/"))).toEqual([]);
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test(`unknown pages in ${code} say so in ${code}, with status 404, at the requested address`, async ({ page }) => {
        const { site } = contentIn(code);
        for (const [path, title] of [
          [`/${code}/products/no-such-product/`, site.notFound.productTitle],
          [`/${code}/no-such-page/`, site.notFound.title],
        ] as const) {
          const response = await page.goto(path);
          expect(response!.status()).toBe(404);
          await expect(page.locator("html")).toHaveAttribute("lang", code);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
          expect(new URL(page.url()).pathname).toBe(path);
          // An unknown address has no translation: the switcher offers the product range, or home, in each language.
          const offered = path.includes("/products/") ? "/products/" : "/";
          for (const other of locales) {
            await expect(page.locator(`header a[hreflang="${other.code}"]`).first()).toHaveAttribute("href", localizedPath(other.code, offered));
          }
        }
      });
    });
  }
}

test.describe("the language switcher on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("goes to the same page in another language and back, by plain links", async ({ page }) => {
    await page.goto(`/es${productPage}`);
    const banner = page.getByRole("banner");
    await switcherIn(banner, contentIn("es").site.header.languageLabel).click();
    const arabic = banner.getByRole("link", { name: "العربية" });
    await expect(arabic).toHaveAttribute("hreflang", "ar");
    await expect(banner.getByRole("link", { name: "Español" })).toHaveAttribute("aria-current", "true");
    await arabic.click();
    await expect(page).toHaveURL(new RegExp(`/ar${productPage}$`));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await switcherIn(banner, contentIn("ar").site.header.languageLabel).click();
    await banner.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(new RegExp(`${productPage}$`));
    expect(new URL(page.url()).pathname).toBe(productPage);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("its list closes as a menu does: on Escape, the focus back on its button; when the focus moves on; on a click elsewhere", async ({ page }) => {
    const { site } = contentIn("fr");
    await page.goto("/fr/about/");
    await waitForScripts(page);
    const banner = page.getByRole("banner");
    const toggle = switcherIn(banner, site.header.languageLabel);
    const english = banner.getByRole("link", { name: "English" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(english).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(english).toBeHidden();
    await expect(toggle).toBeFocused();
    // Open again, then Tab past its last language into the page.
    await page.keyboard.press("Enter");
    await expect(english).toBeVisible();
    for (let stop = 0; stop < 5; stop += 1) await page.keyboard.press("Tab");
    await expect(english).toBeHidden();
    // Open with the mouse, then a click on the page's text.
    await toggle.click();
    await expect(english).toBeVisible();
    await page.getByRole("main").getByRole("heading", { level: 1 }).click();
    await expect(english).toBeHidden();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the drawer lists the languages; in Arabic it opens from the left, the inline end", async ({ page }) => {
    const { site } = contentIn("ar");
    await page.goto("/ar/about/");
    await page.getByRole("button", { name: site.header.menuLabel }).click();
    const drawer = page.getByRole("dialog", { name: site.header.drawerLabel });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((element) => Math.round(element.getBoundingClientRect().left))).toBe(0);
    await switcherIn(drawer, site.header.languageLabel).click();
    // Escape closes the list alone; a second, the menu.
    await expect(drawer.getByRole("link", { name: "Français" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer.getByRole("link", { name: "Français" })).toBeHidden();
    await expect(drawer).toBeVisible();
    await switcherIn(drawer, site.header.languageLabel).click();
    await drawer.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/about\/$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });

});

test.describe("on a phone, without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  test("the switcher's links work", async ({ page }) => {
    await page.goto("/contact/");
    await page.getByRole("button", { name: contentIn("en").site.header.menuLabel }).click();
    const drawer = page.getByRole("dialog");
    await switcherIn(drawer, contentIn("en").site.header.languageLabel).click();
    await drawer.getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/contact\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contentIn("ar").contact.heading);
  });
});

test("screen readers hear each page's landmarks and links in its language: the header's and the drawer's navigation, and the links to other networks; no label left in English", async ({ page }) => {
  const english = contentIn("en").site;
  for (const { code } of translated) {
    const { site } = contentIn(code);
    // The contact page: the footer's links to other networks and the contact panel's.
    await page.goto(localizedPath(code, "/contact/"));
    const labels = await page.locator("[aria-label]").evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")!));
    expect(labels, code).toContain(site.header.navigationLabel);
    expect(labels, code).toContain(site.header.drawerNavigationLabel);
    for (const { label } of site.social) expect(labels.filter((each) => each === `${label} (${site.footer.newTabLabel})`), `${code} ${label}`).toHaveLength(2);
    // The English of every header and footer label the language translates differently, nowhere in a label.
    const untranslated = (["header", "footer"] as const).flatMap((part) =>
      Object.entries(english[part]).flatMap(([key, text]) => (site[part][key as keyof (typeof site)[typeof part]] === text ? [] : [text])),
    );
    expect(labels.filter((label) => untranslated.some((text) => label === text || label.includes(`(${text})`))), code).toEqual([]);
  }
});

test("every page lists all its language versions and x-default, reciprocally, with absolute addresses", async ({ page }) => {
  // Twenty-four pages, each loaded and read: over 35 s beside a build in the other worker on CI.
  test.setTimeout(90_000);
  for (const path of ["/", "/products/", productPage, "/about/", "/contact/", "/privacy/"]) {
    const expected = [...locales.map(({ code }) => [code, localizedPath(code, path)]), ["x-default", path]];
    for (const { code, ogLocale } of locales) {
      await page.goto(localizedPath(code, path));
      const listed = await alternates(page);
      const origin = new URL(listed[0]![1]!).origin;
      expect(origin).toMatch(/^https:\/\//);
      // The same list on every version: each lists all the others, and they list it.
      expect(listed.map(([lang, href]) => [lang, href!.slice(origin.length)])).toEqual(expected);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${origin}${localizedPath(code, path)}`);
      await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute("content", ogLocale);
      await expect(page.locator('head meta[property="og:locale:alternate"]')).toHaveCount(locales.length - 1);
    }
  }
});

test("JSON-LD says the page's language, and a product's facts in it", async ({ page }) => {
  await page.goto(`/ar${productPage}`);
  const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)));
  expect(data.find((item) => item["@type"] === "WebPage")).toMatchObject({ inLanguage: "ar" });
  const { products, catalogue } = contentIn("ar");
  const described = data.find((item) => item["@type"] === "Product");
  expect(described).toMatchObject({ name: products[0]!.name, description: products[0]!.description });
  expect(described.additionalProperty).toContainEqual(expect.objectContaining({ name: catalogue.hsCodeLabel, value: product!.hsCode }));
});

test("a product page gives, under its name and in small type, the other names its language knows it by", async ({ page }) => {
  for (const { code } of locales) {
    const { catalogue, products } = contentIn(code);
    const product = products.find(({ id }) => id === "pulses")!;
    await page.goto(localizedPath(code, productPath(product.id)));
    const main = page.getByRole("main");
    const names = main.getByRole("heading", { level: 1, name: product.name }).locator("xpath=following-sibling::p[1]");
    await expect(names).toHaveText(`${catalogue.alsoKnownAsLabel}${localeOf(code).colon}${product.alsoKnownAs}`);
    // The label's colon as the language sets it: French with a no-break space before it ("Autres noms : ").
    expect(await names.evaluate((node) => node.textContent)).toBe(`${catalogue.alsoKnownAsLabel}${localeOf(code).colon}${product.alsoKnownAs}`);
    const [nameSize, namesSize] = await Promise.all([main.getByRole("heading", { level: 1 }), names].map((element) => element.evaluate((node) => parseFloat(getComputedStyle(node).fontSize))));
    expect(namesSize).toBeLessThan(nameSize! / 2);
  }
  // Arabic writes them with its own comma, as its translator did.
  expect(contentIn("ar").products[0]!.alsoKnownAs).toContain("، ");
  expect(localeOf("fr").colon).toBe("\u00a0: ");
});

test("a translated product page names the product's English trade name last among its other names, marked English, on the page and in its JSON-LD; the English page, only its own", async ({ page }) => {
  const english = content.products.find(({ id }) => id === "groundnut-meal")!;
  const translations = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "content", "locales", "fr", "products.json"), "utf8")) as { products: { id: string; alsoKnownAs: string }[] };
  const written = translations.products.find(({ id }) => id === english.id)!.alsoKnownAs;
  for (const [code, separator, expected] of [
    ["fr", ", ", english.name],
    ["ar", "، ", english.name],
    ["en", ", ", undefined],
  ] as const) {
    await page.goto(localizedPath(code, productPath(english.id)));
    const { catalogue } = contentIn(code);
    const names = page.getByRole("main").getByText(catalogue.alsoKnownAsLabel).locator("xpath=..");
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)));
    const alternateName = data.find((item) => item["@type"] === "Product").alternateName as string[];
    if (expected) {
      await expect(names).toHaveText(new RegExp(`${separator}${expected}$`));
      // Marked English, for a screen reader to read it in English (WCAG 3.1.2); the page's own names are not.
      await expect(names.locator("[lang]")).toHaveText([expected]);
      await expect(names.locator("[lang]")).toHaveAttribute("lang", "en");
      expect(alternateName.at(-1)).toBe(expected);
    } else {
      // The English page: its other names as written, none added.
      await expect(names).toHaveText(`${catalogue.alsoKnownAsLabel}: ${english.alsoKnownAs}`);
      await expect(names.locator("[lang]")).toHaveCount(0);
      expect(alternateName).not.toContain(english.name);
    }
  }
  // The French translation itself does not hold it: the build adds it (src/lib/localized-content.ts).
  expect(written).not.toContain(english.name);
});

test("a product's lists of trade terms are punctuated, and its loads written, as its language writes them: Arabic with ، Western digits and each number's noun in the form it takes, French with a decimal comma", async ({ page }) => {
  for (const [code, comma, minimumOrder, pelletsRow] of [
    // Arabic: 26 and 27 tonnes "طنًا صافيًا", 26.5 "طن صافٍ", 540 units "وحدةً", 10 days "أيام" (before 2026-12-08: "طن صافٍ", "وحدة" and "يومًا" whatever the number).
    ["ar", "، ", "حاوية واحدة مقاس 20 قدمًا (25–26 طنًا صافيًا، حسب التعبئة)", ["27 طنًا صافيًا 540 وحدةً", "26.5 طن صافٍ 530 وحدةً", "10 أيام"]],
    ["fr", ", ", "Un conteneur de 20 pieds (25–26 t nettes, selon l'emballage)", ["27 t nettes 540 unités", "26,5 t nettes 530 unités", "10 jours"]],
  ] as const) {
    const { catalogue, site, products } = contentIn(code);
    await page.goto(localizedPath(code, productPage));
    const main = page.getByRole("main");
    await expect(definitionOf(main, catalogue.portsLabel)).toHaveText(site.portsOfLoading.join(comma));
    await expect(definitionOf(main, catalogue.incotermsLabel)).toHaveText(site.incoterms.join(comma));
    await expect(definitionOf(main, catalogue.minimumOrderLabel)).toHaveText(minimumOrder);
    // Castor meal's pellets: 540 bags of 50 kg in a 20 ft container, 530 in a 40 ft, in 10 days.
    const castorMeal = products.find(({ id }) => id === "castor-meal")!;
    await page.goto(localizedPath(code, productPath(castorMeal.id)));
    const pellets = page.getByRole("table", { name: catalogue.loadsHeading }).getByRole("row", { name: castorMeal.packing[1]!.unit });
    await expect(pellets.getByRole("cell")).toHaveText([...pelletsRow]);
  }
});

test("the sitemap gives every address its language versions and x-default", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const files = [...index.matchAll(/<loc>[^<]*?(\/sitemap-[^<]+\.xml)<\/loc>/g)].map((match) => match[1]!);
  const entries = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).flatMap((xml) => xml.split("<url>").slice(1));
  const pathOf = (url: string) => new URL(url).pathname;
  const listed = entries.map((entry) => pathOf(entry.match(/<loc>([^<]+)<\/loc>/)![1]!));
  for (const { code } of locales) {
    for (const path of ["/", "/products/", productPage, "/about/", "/contact/", "/privacy/"]) expect(listed).toContain(localizedPath(code, path));
  }
  expect(listed.filter((path) => path.includes("404"))).toEqual([]);
  for (const entry of entries) {
    const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, pathOf(href!)]);
    const english = links.find(([lang]) => lang === "en")![1]!;
    expect(links).toEqual([...locales.map(({ code }) => [code, localizedPath(code, english)]), ["x-default", english]]);
    expect(links.map(([, path]) => path)).toContain(pathOf(entry.match(/<loc>([^<]+)<\/loc>/)![1]!));
  }
});

test("the carousel's arrows follow the reading direction in Arabic", async ({ page }) => {
  const { home } = contentIn("ar");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/ar/");
  const track = page.getByRole("list", { name: home.featured.heading });
  await track.scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: home.featured.previousLabel })).toBeDisabled();
  await page.getByRole("button", { name: home.featured.nextLabel }).click();
  // Right to left, moving on scrolls towards the left: negative positions.
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeLessThan(-50);
  await expect(page.getByRole("button", { name: home.featured.previousLabel })).toBeEnabled();
});

test("contact in Arabic: the form in Arabic, the message composed for the company, every character as typed", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "chat" }));
  const { contact } = contentIn("ar");
  await page.goto(`/ar/contact/?product=${product!.id}`);
  const form = page.getByRole("form", { name: contact.form.heading });
  const typed = { name: "محمد العلي", email: "m@example.com", message: "نريد ٢٠ طنًا <b>&amp;</b> 'FOB' \"جدة\"\nسطر ثانٍ 🌾" };
  await form.getByLabel(contact.form.nameLabel).fill(typed.name);
  await form.getByLabel(contact.form.emailLabel).fill(typed.email);
  await form.getByLabel(contact.form.messageLabel).fill(typed.message);
  await expect(form.getByLabel(contact.form.productLabel, { exact: true })).toHaveValue(product!.name);
  const [chat] = await Promise.all([context.waitForEvent("page"), form.getByRole("button", { name: contact.form.submitLabel }).click()]);
  await chat.waitForLoadState();
  const text = new URL(chat.url()).searchParams.get("text");
  expect(text).toBe(
    [`New Inquiry from ${contentIn("en").site.company.name} Website`, `Name: ${typed.name}`, `Email: ${typed.email}`, "Language: Arabic", `Product: ${product!.name}`, `Message: ${typed.message}`].join("\n"),
  );
});

test("the hosts' rules answer each language's unknown paths with its own not-found page", () => {
  const rules = fs.readFileSync(path.join(__dirname, "..", "..", "public", "_redirects"), "utf8");
  for (const { code } of locales) {
    expect(rules).toContain(`${localizedPath(code, "/products/")}*  ${localizedPath(code, "/products/404.html")}  404`);
    if (code !== "en") expect(rules).toContain(`/${code}/*  /${code}/404.html  404`);
  }
  // The most specific rule comes first, as Netlify takes the first that matches.
  expect(rules.indexOf("/ar/products/*")).toBeLessThan(rules.indexOf("/ar/*"));
});

test("French and Spanish pages keep a mark their typography spaces on its word's line: a no-break space, never a plain one, before ; : ! ? % » in French and % in Spanish (typography.ts)", () => {
  const publicDir = path.join(__dirname, "..", "..", "public");
  const pagesIn = (directory: string): string[] =>
    fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const at = path.join(directory, entry.name);
      return entry.isDirectory() ? pagesIn(at) : entry.name.endsWith(".html") ? [at] : [];
    });
  // A page's text: its markup, scripts and styles taken out (JSON-LD and attributes are not laid out).
  const textOf = (file: string) =>
    fs
      .readFileSync(file, "utf8")
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;/g, "\u00a0");
  for (const [code, marks, seen] of [
    ["fr", / [;:!?%»]|« /g, "46\u00a0%"],
    ["es", / %/g, "45\u00a0%"],
  ] as const) {
    const pages = pagesIn(path.join(publicDir, code));
    expect(pages.length).toBeGreaterThan(20);
    const plain = pages.flatMap((file) => [...textOf(file).matchAll(marks)].map((match) => `${path.relative(publicDir, file)}: "${textOf(file).slice(Math.max(0, match.index - 20), match.index + 2)}"`));
    expect(plain).toEqual([]);
    // The no-break spaces are there, where the content has such a mark.
    expect(pages.some((file) => textOf(file).includes(seen))).toBe(true);
  }
});
