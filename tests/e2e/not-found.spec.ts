import { expect, test } from "./fixtures";
import { content } from "./content";

const { site } = content;

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

test("the not-found pages are kept out of search results", async ({ request }) => {
  for (const path of ["/products/nothing/", "/nothing/"]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<meta name="robots" content="noindex"');
  }
});
