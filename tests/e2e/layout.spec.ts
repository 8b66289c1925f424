import type { Page } from "@playwright/test";
import { expect, test, waitForScripts } from "./fixtures";
import { content } from "./content";

const routes = ["/", "/products/", `/products/${content.products[0]!.id}/`, "/about/", "/contact/", "/privacy/", "/products/gone/", "/gone/"];

for (const width of [375, 1280]) {
  test(`no page is wider than the screen, and none logs an error, at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on("response", (response) => {
      // The not-found pages are served with status 404 on purpose.
      const notFoundPage = response.request().isNavigationRequest() && response.url().includes("/gone/");
      if (response.status() >= 400 && !notFoundPage) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on("console", (message) => {
      const statusReport = message.text().startsWith("Failed to load resource");
      if ((message.type() === "error" || message.type() === "warning") && !statusReport) {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });
    for (const route of routes) {
      await page.goto(route, { waitUntil: "networkidle" });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(100);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, route).toBe(width);
    }
    expect(problems).toEqual([]);
  });
}

/** How a page's main content looks: the computed styles of its every element (each page inlines only its own CSS). */
const mainStyles = (page: Page) =>
  page.locator("main").evaluate((main) =>
    [main, ...main.querySelectorAll("*")].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName} ${style.display} ${style.fontSize} ${style.color} ${style.backgroundColor} ${style.padding} ${style.gridTemplateColumns} ${style.borderCollapse}`;
    }),
  );

test("a page reached by a link in the running app is styled as when it is loaded directly", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const product = content.products[0]!;
  for (const [from, linkName, to] of [
    ["/", content.home.featured.allLabel, "/products/"],
    ["/products/", new RegExp(`^${content.catalogue.detailsLabel}\\W+${product.name}$`), `/products/${product.id}/`],
    [`/products/${product.id}/`, content.site.navigation.contact, "/contact/"],
    ["/contact/", content.site.navigation.about, "/about/"],
    ["/about/", content.site.footer.privacyLabel, "/privacy/"],
  ] as const) {
    await page.goto(to);
    const direct = await mainStyles(page);
    await page.goto(from);
    await waitForScripts(page);
    await page.getByRole("link", { name: linkName, exact: true }).first().click();
    await expect(page).toHaveURL(to);
    await expect(page.locator("main h1")).toBeVisible();
    await expect.poll(() => mainStyles(page), `${from} -> ${to}`).toEqual(direct);
  }
});
