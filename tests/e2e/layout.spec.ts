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

/** How a page's main content looks, in the page: the computed styles of its every element (each page inlines only its own CSS). */
const STYLES_OF_MAIN = `() => [document.querySelector("main"), ...document.querySelectorAll("main *")].map((element) => {
  const style = getComputedStyle(element);
  return element.tagName + " " + [style.display, style.fontSize, style.color, style.backgroundColor, style.padding, style.gridTemplateColumns, style.borderCollapse].join(" ");
})`;
const mainStyles = (page: Page) => page.evaluate<string[]>(`(${STYLES_OF_MAIN})()`);

/**
 * The classes on the page's elements whose rules are only in the whole stylesheet while it is not applied (src/lib/whole-stylesheet.ts):
 * each would be drawn unstyled. Empty when every class drawn has its rules in the page's own CSS, or the whole stylesheet is applied.
 */
const unstyledClasses = (page: Page) =>
  page.evaluate(() => {
    const whole = document.getElementById("whole-stylesheet") as HTMLLinkElement | null;
    if (!whole?.sheet || whole.sheet.media.mediaText === "all") return [];
    const classesIn = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!));
    const own = classesIn(document.querySelector("style[data-page-css]")?.textContent ?? "");
    const all = classesIn([...whole.sheet.cssRules].map((rule) => rule.cssText).join("\n"));
    const drawn = new Set([...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
    return [...drawn].filter((name) => all.has(name) && !own.has(name));
  });

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
    const heading = await page.locator("main h1").textContent();
    await page.goto(from);
    await waitForScripts(page);
    // The code of a product page's static parts (decision 0045), fetched once a page has started: here before the move, as for a visitor who reads first.
    await expect(page.locator("html[data-static-parts=ready]")).toBeAttached();
    // The styles of the first frame that draws the new page: the whole stylesheet is applied before it, not after.
    await page.evaluate(`(() => {
      const capture = () => {
        if (document.querySelector("main h1")?.textContent !== ${JSON.stringify(heading)}) return requestAnimationFrame(capture);
        window.__firstFrame = (${STYLES_OF_MAIN})();
      };
      requestAnimationFrame(capture);
    })()`);
    await page.getByRole("link", { name: linkName, exact: true }).first().click();
    await expect(page).toHaveURL(to);
    await expect(page.locator("main h1")).toBeVisible();
    await expect.poll(() => page.evaluate("window.__firstFrame"), `${from} -> ${to}: its first frame`).toEqual(direct);
    expect(await mainStyles(page), `${from} -> ${to}`).toEqual(direct);
  }
});

test("the whole stylesheet waits until the app needs it, and whatever the scripts draw is styled: the drawer, search", async ({ page }) => {
  const { site } = content;
  const stylesheet = () => page.locator("#whole-stylesheet").evaluate((link: HTMLLinkElement) => link.sheet?.media.mediaText);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(route);
      // Loaded by the time the scripts run, but not applied: its arrival does not recompute the page's styles as the first taps come.
      expect(await stylesheet(), `${route} at ${width}px`).toBe("not all");
      expect(await unstyledClasses(page), `${route} at ${width}px`).toEqual([]);
    }
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/products/${content.products[0]!.id}/`);
  await page.getByRole("banner").getByRole("button", { name: site.header.menuLabel }).click();
  await page.getByRole("dialog").locator(`summary[aria-label="${site.header.productsMenuLabel}"]`).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: content.products[0]!.name, exact: true })).toBeVisible();
  expect(await unstyledClasses(page), "the drawer and its products").toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const field = page.getByRole("banner").getByPlaceholder(site.search.label);
  for (const query of [content.products[0]!.name.split(" ")[0]!, "corriander", "xylophone"]) {
    await field.fill(query);
    await expect(page.getByRole("banner").locator(`[role="listbox"][data-results-for="${query}"]`)).toBeAttached();
    expect(await unstyledClasses(page), `the results for "${query}"`).toEqual([]);
    expect(await stylesheet(), "applied once search draws").toBe("all");
  }
});

/**
 * Every size and weight of a font a page draws is one more font the browser looks up, and on a desktop host one more
 * round trip to its font service, in the page's first layout (docs/performance.md, "Each size and weight of type"). So the
 * body's type is drawn in five: 15 and 16 px, regular and bold, and the 19 px lead; headings in the serif, bold.
 */
const BODY_TYPE = ["15px 400", "15px 700", "16px 400", "16px 700", "19px 400"];

/** The fonts a page's text is drawn in, as "family size weight style", the body's family as "sans" and the headings' as "serif". */
const typeDrawn = (page: Page) =>
  page.evaluate(() => {
    const drawn = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent?.trim() || !element?.checkVisibility()) continue;
      const { fontFamily, fontSize, fontWeight, fontStyle } = getComputedStyle(element);
      const family = fontFamily.startsWith("system-ui") ? "sans" : fontFamily.startsWith("Georgia") ? "serif" : fontFamily;
      drawn.add(`${family} ${fontSize} ${fontWeight} ${fontStyle}`);
    }
    return [...drawn];
  });

test("pages draw their text in the site's few sizes and weights of type", async ({ page }) => {
  // Every product page: one whose months are not all filled has the strip's key under it.
  const pages = [...routes, "/products/category/oil-meals/", "/search/", `/ar/products/${content.products[0]!.id}/`, ...content.products.map(({ id }) => `/products/${id}/`)];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of new Set(pages)) {
      const response = await page.goto(route);
      expect(response!.status(), route).toBe(route.includes("/gone/") ? 404 : 200);
      const type = await typeDrawn(page);
      // Body and headings at least: a page that drew nothing would pass the rest.
      expect(type.some((font) => font.startsWith("sans ")) && type.some((font) => font.startsWith("serif ")), `${route} at ${width}px: ${type.join(", ")}`).toBe(true);
      const body = type.filter((font) => font.startsWith("sans ")).map((font) => font.replace(/^sans (.*) normal$/, "$1"));
      const headings = type.filter((font) => font.startsWith("serif "));
      expect(type.length, `${route} at ${width}px: ${type.join(", ")}`).toBe(body.length + headings.length);
      expect(body.filter((font) => !BODY_TYPE.includes(font)), `${route} at ${width}px`).toEqual([]);
      expect(headings.filter((font) => !/^serif [\d.]+px 700 normal$/.test(font)), `${route} at ${width}px`).toEqual([]);
      // A page's headings in at most five sizes (the about page's: its title, its story's heading, its sections', its counters' figures and the header's name).
      expect(headings.length, `${route} at ${width}px: ${headings.join(", ")}`).toBeLessThanOrEqual(5);
    }
  }
});
