/**
 * The catalogue as it grows (src/lib/catalogue.ts): at 100 products in the four languages (copies of
 * the ten, tests/e2e/grown-site.ts, whose site has a fifth language too, tested by
 * fifth-language.spec.ts) the header's menus list the categories, the product range and each
 * category are numbered pages of 12 cards reached by plain links, every category has its page, and
 * every page keeps its budgets. The real ten-product site keeps the specification's shape (the
 * other specs).
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test, waitForScripts } from "./fixtures";
import { contentIn } from "./content";
import { headerBytes, pageBudget } from "./budget-limits";
import { holdScripts } from "./first-paint";
import { GROWN_LANGUAGES, grownOrigin, grownSite, GROWN_PORT, GROWN_PRODUCTS } from "./grown-site";
import { serveSite } from "./serve-site";
import { builtPages } from "../../scripts/built-pages.mjs";
import { FIRST_LOAD_JS_LIMIT, firstLoadJs } from "../../scripts/first-load-js.mjs";
import { CARDS_PER_PAGE } from "../../src/lib/catalogue";
import { localeOf, localizedPath, locales, type LocaleCode } from "../../src/lib/locales";
import { categoryPath, routes } from "../../src/lib/routes";

test.describe.configure({ mode: "default" });

let dir = "";
let server: { close: () => void };
test.beforeAll(async () => {
  test.setTimeout(960_000);
  dir = grownSite();
  server = await serveSite(dir, GROWN_PORT);
});
test.afterAll(() => server?.close());

const url = (code: LocaleCode, english: string) => `${grownOrigin}${localizedPath(code, english)}`;
/** The header's navigation, named in the page's language. */
const mainNav = (page: Page, code: LocaleCode = "en") => page.getByRole("navigation", { name: contentIn(code).site.header.navigationLabel });
/** The products of the grown catalogue in a category: ten copies of each real one. */
const productsIn = (code: LocaleCode, category: string) => contentIn(code).products.filter((product) => product.category === category).length * (GROWN_PRODUCTS / 10);

/** The category links a menu lists, then All products, as [name, address]. */
function categoryMenu(code: LocaleCode): [string, string][] {
  const { categories, catalogue } = contentIn(code);
  return [...categories.map(({ id, name }): [string, string] => [name, localizedPath(code, categoryPath(id))]), [catalogue.allProductsLabel, localizedPath(code, routes.products)]];
}

async function linksOf(list: ReturnType<Page["locator"]>): Promise<[string, string][]> {
  return list.getByRole("link").evaluateAll((links) => links.map((link): [string, string] => [link.textContent!.trim(), link.getAttribute("href")!]));
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });
  // Each test walks a dozen pages.
  test.beforeEach(() => test.setTimeout(120_000));

  for (const { code } of locales) {
    test(`${code}: the dropdown and the drawer list the categories, then All products, instead of ${GROWN_PRODUCTS} products`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(url(code, routes.about));
      const { site } = contentIn(code);
      const products = mainNav(page, code).getByRole("link", { name: site.navigation.products, exact: true });
      const dropdown = mainNav(page, code).getByRole("list").nth(1);
      await products.hover();
      await expect(dropdown.getByRole("link").first()).toBeVisible();
      expect(await linksOf(dropdown)).toEqual(categoryMenu(code));
      await page.mouse.move(640, 600);
      await expect(dropdown).toBeHidden();

      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole("button", { name: site.header.menuLabel }).click();
      const drawer = page.getByRole("dialog", { name: site.header.drawerLabel });
      await drawer.getByLabel(site.header.productsMenuLabel).click();
      const list = drawer.getByRole("group").getByRole("list");
      await expect(list.getByRole("link").first()).toBeVisible();
      expect(await linksOf(list)).toEqual(categoryMenu(code));
      await list.getByRole("link", { name: categoryMenu(code)[1]![0], exact: true }).click();
      await expect(page).toHaveURL(url(code, categoryPath(contentIn(code).categories[1]!.id)));
    });

    test(`${code}: the product range is numbered pages of ${CARDS_PER_PAGE} cards, each reached by plain links, with its own canonical and languages`, async ({ page }) => {
      const { catalogue } = contentIn(code);
      await page.goto(url(code, routes.products));
      expect(await page.locator("html").getAttribute("dir")).toBe(localeOf(code).dir);
      const pageCount = Math.ceil(GROWN_PRODUCTS / CARDS_PER_PAGE);
      const seen: string[] = [];
      for (let number = 1; ; number += 1) {
        const address = number === 1 ? url(code, routes.products) : url(code, `${routes.products}page/${number}/`);
        await expect(page).toHaveURL(address);
        seen.push(page.url());
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${localizedPath(code, number === 1 ? routes.products : `${routes.products}page/${number}/`)}$`));
        await expect(page.locator('link[rel="alternate"]')).toHaveCount(GROWN_LANGUAGES.length + 1);
        await expect(page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("article") })).toHaveCount(number < pageCount ? CARDS_PER_PAGE : GROWN_PRODUCTS - CARDS_PER_PAGE * (pageCount - 1));
        const pages = page.getByRole("navigation", { name: catalogue.paginationLabel });
        await expect(pages.getByRole("link", { name: `${catalogue.pageLabel} ${number}`, exact: true })).toHaveAttribute("aria-current", "page");
        if (number > 1) expect(await page.title()).toContain(`${catalogue.pageLabel} ${number}`);
        const next = pages.getByRole("link", { name: catalogue.nextPageLabel, exact: true });
        if ((await next.count()) === 0) break;
        await next.click();
      }
      expect(seen).toHaveLength(pageCount);
    });

    test(`${code}: each category has its page, reached from the category links above the grid, with its name, introduction and only its products`, async ({ page }) => {
      const { categories, catalogue, products } = contentIn(code);
      for (const category of categories) {
        await page.goto(url(code, routes.products));
        await page.getByRole("navigation", { name: catalogue.categoriesLabel }).getByRole("link", { name: category.name, exact: true }).click();
        await expect(page).toHaveURL(url(code, categoryPath(category.id)));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
        await expect(page.getByText(category.intro)).toBeVisible();
        expect(await page.title()).toContain(category.name);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", category.intro);
        const names = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
        const own = products.filter((product) => product.category === category.id).map(({ name }) => name);
        expect(names.length).toBe(Math.min(CARDS_PER_PAGE, productsIn(code, category.id)));
        for (const name of names) expect(own.some((original) => name === original || name.startsWith(`${original} `))).toBe(true);
        const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
        expect(ld.find((item) => item["@type"] === "CollectionPage")).toMatchObject({ name: category.name, mainEntity: { "@type": "ItemList", numberOfItems: names.length } });
      }
    });
  }

  test("a product page links its category, and its trail is Home > Products > the category > the product", async ({ page }) => {
    const { categories, products, site } = contentIn("ar");
    const product = products[4]!;
    const category = categories.find(({ id }) => id === product.category)!;
    await page.goto(url("ar", `/products/${product.id}-3/`));
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { "@type": string; itemListElement?: { name: string }[] });
    expect(ld.find((item) => item["@type"] === "BreadcrumbList")!.itemListElement!.map(({ name }) => name)).toEqual([site.navigation.home, site.navigation.products, category.name, `${product.name} 3`]);
    await page.getByRole("main").getByRole("link", { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(url("ar", categoryPath(category.id)));
  });
});

test("before the scripts run, the dropdown shows the categories, and the scripts then take it over without an error", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.setViewportSize({ width: 1280, height: 800 });
  const scripts = await holdScripts(page);
  await page.goto(url("en", routes.contact), { waitUntil: "domcontentloaded" });
  const [first] = categoryMenu("en");
  await mainNav(page).getByRole("link", { name: contentIn("en").site.navigation.products, exact: true }).hover();
  await expect(mainNav(page).getByRole("link", { name: first![0], exact: true })).toBeVisible();
  scripts.release();
  await waitForScripts(page);
  await mainNav(page).getByRole("link", { name: first![0], exact: true }).click();
  await expect(page).toHaveURL(`${grownOrigin}${first![1]}`);
  expect(errors).toEqual([]);
});

test("the contact form's product fields are text boxes: two products asked about from their pages fill two rows, and one empty row waits", async ({ page }) => {
  const { form, products } = { form: contentIn("en").contact.form, products: contentIn("en").products };
  const row = (n: number) => page.getByRole("textbox", { name: n === 1 ? form.productLabel : `${form.productLabel} ${n}`, exact: true });
  // Named in English, from each product's page data.
  const name = (id: string, number: number) => `${products.find((product) => product.id === id)!.name} ${number}`;
  for (const [index, [id, number]] of ([["groundnut-meal", 7], ["soya-meal", 3]] as const).entries()) {
    await page.goto(`${grownOrigin}${routes.contact}?product=${id}-${number}`);
    await expect(page.locator("form[data-sender=ready]")).toBeAttached();
    // In its row before the next page: its name comes from the page data after the sender is ready
    // (the test went on at "ready" and, once in a clean run, left before the first was written).
    await expect(row(index + 1)).toHaveValue(name(id, number));
  }
  await expect(row(1)).toHaveValue(name("groundnut-meal", 7));
  await expect(row(2)).toHaveValue(name("soya-meal", 3));
  await expect(row(3)).toBeVisible();
  await expect(row(4)).toBeHidden();
});

test("every page arrives in the first window (a product page and the register's: its first screen, and the whole page within 28,000 B), and no route loads more than 75 KB of JavaScript first", async ({ request }) => {
  test.setTimeout(180_000);
  const publicDir = path.join(dir, "public");
  const pages = [...builtPages(publicDir).keys()];
  expect(pages.length).toBeGreaterThan(GROWN_PRODUCTS * locales.length);
  const over: string[] = [];
  for (const route of pages) {
    const response = await request.get(`${grownOrigin}${route}`);
    over.push(...pageBudget(route, await response.body(), headerBytes(response.headersArray())).over);
  }
  expect(over).toEqual([]);
  const samples = ["/", "/products/", "/products/page/2/", categoryPath("oil-meals"), "/products/groundnut-meal-7/", "/contact/"];
  const heavy = locales.flatMap(({ code }) => samples.map((route) => firstLoadJs(publicDir, localizedPath(code, route)))).filter(({ total }) => total > FIRST_LOAD_JS_LIMIT);
  expect(heavy.map(({ route, total }) => `${route}: ${total} B`)).toEqual([]);
});

test("the sitemap lists every category page and numbered page, with its languages", async ({ request }) => {
  const sitemap = await (await request.get(`${grownOrigin}/sitemap-0.xml`)).text();
  for (const english of [categoryPath("spices"), `${categoryPath("oil-meals")}page/4/`, "/products/page/9/"]) {
    const entry = sitemap.split("<url>").find((part) => part.includes(`<loc>${"https://www.sorathagroexports.com"}${english}</loc>`));
    expect(entry, english).toBeDefined();
    for (const { code } of locales) expect(entry).toContain(`hreflang="${code}" href="https://www.sorathagroexports.com${localizedPath(code, english)}"`);
  }
  expect(fs.existsSync(path.join(dir, "public", "products", "page", "10"))).toBe(false);
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on a category page and a numbered page at ${width} px, in English and Arabic`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const route of [url("en", `${categoryPath("oil-meals")}page/2/`), url("ar", "/products/page/3/"), url("ar", categoryPath("grains"))]) {
      await page.goto(route);
      expect(await axeViolations(page), route).toEqual([]);
    }
  });
}
