/**
 * An enhancement that fails must leave the page as it was painted: readable, with its links and
 * header, never an empty screen (React 18 removes a whole page on an error nothing catches; each
 * part of ours catches its own, src/components/layout/page-part.tsx). The failures here are forced
 * on purpose, before the page's scripts run.
 */
import type { Page } from "@playwright/test";
import { content } from "./content";
import { expect, test } from "./fixtures";

const { about, site } = content;

/** The console errors and uncaught errors of the page: the forced failure must really happen. */
function failures(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => message.type() === "error" && seen.push(message.text()));
  page.on("pageerror", (error) => seen.push(error.message));
  return seen;
}

test("a failing in-view effect keeps the page's text, links, header and counters", async ({ page }) => {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      constructor() {
        throw new Error("forced failure: IntersectionObserver");
      }
    } as unknown as typeof IntersectionObserver;
  });
  const seen = failures(page);
  await page.goto("/about/");
  await expect.poll(() => seen.join("\n")).toContain("forced failure");
  await page.waitForTimeout(500);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.banner.heading);
  for (const paragraph of about.story.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
  // As the server painted them, not stuck at 0.
  const counters = page.getByRole("listitem").filter({ hasText: about.counters[0]!.label }).locator("..").locator("[aria-hidden=true]");
  await expect(counters).toHaveText(about.counters.map(({ target, suffix }) => `${target}${suffix}`));
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: site.navigation.contact, exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: site.footer.quickLinksHeading }).getByRole("link")).toHaveCount(4);

  // The header's own scripts still run: its links move on to the next page, which renders.
  await header.getByRole("link", { name: site.navigation.contact, exact: true }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.contact.heading);
});

test("a failing header script keeps the header, and its menu still opens as plain HTML", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => {
    const matches = Element.prototype.matches;
    Element.prototype.matches = function (this: Element, selector: string) {
      if (selector.includes(":popover-open")) throw new SyntaxError(`forced failure: '${selector}' is not a valid selector`);
      return matches.call(this, selector);
    };
  });
  const seen = failures(page);
  await page.goto("/");
  await expect.poll(() => seen.join("\n")).toContain("forced failure");
  await page.waitForTimeout(500);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.home.hero.headline);
  await page.getByRole("button", { name: site.header.menuLabel }).click();
  const drawer = page.getByRole("dialog", { name: site.header.drawerLabel });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: site.navigation.about, exact: true })).toBeVisible();
  await drawer.getByRole("link", { name: site.navigation.about, exact: true }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.banner.heading);
});

test("the code of a product page's static parts, failed to load (offline), is loaded again at the next move inside the app, never in a loop", async ({ page }) => {
  const seen: string[] = [];
  page.on("pageerror", (error) => seen.push(error.message));
  // Webpack's own chunks ("16-<hash>.js"), fetched after the page's first scripts: among them, the static parts' code.
  let offline = true;
  let refused = 0;
  await page.route(/\/[0-9]+-[0-9a-f]+\.js$/, (route) => (offline ? (refused++, route.abort("internetdisconnected")) : route.continue()));
  const [soya, ...others] = content.products.filter(({ category }) => category === "oil-meals");
  const category = content.categories.find(({ id }) => id === "oil-meals")!;

  await page.goto(`/products/${soya!.id}/`);
  // The preload, once the page is idle, fails: nothing is thrown at the page.
  await expect.poll(() => refused).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect(page.locator("html[data-static-parts]")).not.toBeAttached();

  // Still offline, to another product inside the app: its page is shown, and the loading stops.
  await page.getByRole("main").getByRole("link", { name: category.name, exact: true }).click();
  await page.getByRole("main").getByRole("link", { name: others[0]!.name }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(others[0]!.name);
  await page.waitForTimeout(1000);
  const tries = refused;
  await page.waitForTimeout(1000);
  expect(refused).toBe(tries);
  expect(tries).toBeLessThan(10);

  // Online again, the next move inside the app loads the code and draws the product's facts.
  offline = false;
  await page.getByRole("main").getByRole("link", { name: category.name, exact: true }).click();
  await page.getByRole("main").getByRole("link", { name: others[1]!.name }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(others[1]!.name);
  await expect(page.getByRole("table", { name: content.catalogue.loadsHeading })).toBeVisible();
  await expect(page.locator("#certificates li").first()).toBeVisible();
  await expect(page.locator("html[data-static-parts=ready]")).toBeAttached();
  expect(seen).toEqual([]);
});
