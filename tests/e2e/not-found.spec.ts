import { expect, test } from "./fixtures";
import { content, contentIn } from "./content";

const { site } = content;
const spanish = contentIn("es");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`unknown paths with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an unknown product says 'Product not found.' with status 404 and no redirect", async ({ page }) => {
      const response = await page.goto("/products/no-such-product/");
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.notFound.productTitle);
      await expect(page.getByRole("main").getByRole("link", { name: site.notFound.productsLabel })).toHaveAttribute(
        "href",
        "/products/",
      );
      expect(new URL(page.url()).pathname).toBe("/products/no-such-product/");
      await expect(page).toHaveTitle(new RegExp(`^${site.notFound.productTitle}`));
    });

    test("any other unknown path says the page was not found and links home", async ({ page }) => {
      const response = await page.goto("/no-such-page/");
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.notFound.title);
      await expect(page.getByRole("main").getByRole("link", { name: site.notFound.homeLabel })).toHaveAttribute(
        "href",
        "/",
      );
      expect(new URL(page.url()).pathname).toBe("/no-such-page/");
    });
  });
}

test("navigating in the app to an unknown product shows 'Product not found.' in place", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/");
  // Gatsby's own client-side navigation, as a Link to a product removed since the page loaded would do.
  await page.waitForFunction(() => "___navigate" in window);
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/products/retired-product/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.notFound.productTitle);
  expect(new URL(page.url()).pathname).toBe("/products/retired-product/");
  expect(errors.filter((error) => !error.includes("404"))).toEqual([]);
});

test("in another language, an unknown product reached in the app is answered in that language", async ({ page }) => {
  await page.goto("/es/");
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/es/products/retired-product/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanish.site.notFound.productTitle);
  expect(new URL(page.url()).pathname).toBe("/es/products/retired-product/");
});

test("from a not-found page, the app still reaches the real pages under the same address", async ({ page }) => {
  await page.goto("/es/products/no-such-product/");
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const [product] = spanish.products;
  await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), `/es/products/${product!.id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product!.name);
  // Rendered by the app, not loaded again from the server.
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("the not-found pages are kept out of search results", async ({ request }) => {
  for (const path of ["/products/nothing/", "/nothing/"]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<meta name="robots" content="noindex"');
  }
});
