import { expect, test } from "./fixtures";
import { content } from "./content";

const routes = ["/", "/products/", `/products/${content.products[0]!.id}/`, "/about/", "/contact/", "/products/gone/", "/gone/"];

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
