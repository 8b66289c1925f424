/**
 * Nothing moves under the reader: no layout shift while a page loads and
 * hydrates, and none while it is scrolled to its end and the home carousel
 * through (pictures keep their boxes, cards deferred with content-visibility
 * keep their size, counters keep their width). The one exception is the
 * specified resize of the fixed header past 50px of scroll (80px to 60px),
 * which moves only the header's own contents.
 */
import { expect, test } from "./fixtures";
import { content } from "./content";

const routes = ["/", "/products/", `/products/${content.products[0]!.id}/`, "/about/", "/contact/", "/privacy/", "/search/", "/gone/", "/ar/", "/ar/products/", "/ar/privacy/", "/es/about/", "/fr/contact/"];

declare global {
  interface Window {
    __shifts: { value: number; sources: string[]; inHeader: boolean }[];
  }
}

for (const width of [375, 1280]) {
  test(`no layout shift on any page at ${width}px, loading or scrolling`, async ({ page }) => {
    // Thirteen pages, each loaded, hydrated and scrolled to its end: about 30 s here, more on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
          if (entry.hadRecentInput) continue;
          const nodes = (entry.sources ?? []).map((source) => source.node);
          const sources = nodes.map((node) => (node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.textContent)));
          const inHeader = nodes.every((node) => (node instanceof Element ? node : node?.parentElement)?.closest("header") != null);
          window.__shifts.push({ value: entry.value, sources, inHeader });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const shifted: string[] = [];
    const report = async (route: string, when: string, ignoreHeader: boolean) => {
      const shifts = (await page.evaluate(() => window.__shifts.splice(0))).filter((shift) => !(ignoreHeader && shift.inHeader));
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      if (total > 0) shifted.push(`${route} ${when}: ${total.toFixed(4)} from ${JSON.stringify(shifts.flatMap((shift) => shift.sources))}`);
    };
    for (const route of routes) {
      await page.goto(route);
      await page.waitForTimeout(300);
      await report(route, "loading", false);
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      const track = page.locator("ul[aria-labelledby=featured-title]");
      if ((await track.count()) > 0) {
        await track.scrollIntoViewIfNeeded();
        for (let x = 0; x < 3000; x += 300) {
          await track.evaluate((element, left) => element.scrollTo(left, 0), x);
          await page.waitForTimeout(60);
        }
      }
      // The about page's counters run for 2 s once in view.
      await page.waitForTimeout(route === "/about/" ? 2200 : 200);
      await report(route, "scrolling", true);
    }
    expect(shifted).toEqual([]);
  });
}
