import type { Page } from "@playwright/test";
import { axeViolations as violations } from "./axe";
import { expect, test } from "./fixtures";
import { content } from "./content";
import { localizedPath, locales } from "../../src/lib/locales";

const { site, products } = content;
/** Every screen, in every language (Arabic right to left). */
const english = ["/", "/products/", `/products/${products[0]!.id}/`, "/about/", "/contact/", "/privacy/", "/products/gone/", "/gone/"];

/**
 * Plays every finite animation running now to its end at once (`Animation.finish()`), and those that
 * start in the frames after (one may start another), until three frames pass with none: the page as
 * it stands once they have played, without waiting out their 0.3 to 1 s each in real time (eight
 * screens in 4 languages at 2 widths: about 50 s of this file's waiting).
 */
async function finishAnimations(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const playing = () => document.getAnimations().filter((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity);
    for (let quietFrames = 0; quietFrames < 3; ) {
      const running = playing();
      if (running.length === 0) quietFrames += 1;
      else quietFrames = 0;
      for (const animation of running) animation.finish();
      await frame();
    }
  });
}

/** Scrolls through the page so every scroll-in animation starts, plays them to their end, then goes back to the top (the header grows back) and plays that too. */
async function playAnimations(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y <= document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  await finishAnimations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await finishAnimations(page);
}

for (const width of [375, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    // A language's screens in one page, one after another: a new page for each cost 1.3 s more here, its cache empty.
    for (const { code, englishName } of locales) {
      test(`every screen in ${englishName} has no violations, every part of it shown by its animations`, async ({ page }) => {
        // Eight screens: about 10 s here, more beside a build in the other worker.
        test.setTimeout(240_000);
        for (const route of english.map((screen) => localizedPath(code, screen))) {
          await test.step(route, async () => {
            // Loaded and hydrated (fixtures.ts), then every scroll-in part shown. This one axe run reads the
            // page as loaded too: that is the same document, with its parts above the fold already shown and
            // those below it waiting transparent, which axe's contrast rule leaves out (its other rules
            // read them either way). A run before the animations (until 2026-12-06) checked a part of what
            // this one does: the file took 66 s with it and 50.5 s without, alone here.
            await page.goto(route);
            await playAnimations(page);
            expect.soft(await violations(page), route).toEqual([]);
          });
        }
      });
    }
  });
}

test("no violations with the drawer open and its products expanded", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/products/");
  await page.getByRole("button", { name: site.header.menuLabel }).click();
  const drawer = page.getByRole("dialog", { name: site.header.drawerLabel });
  await drawer.getByLabel(site.header.productsMenuLabel).click();
  await expect(drawer.getByRole("link", { name: products[0]!.name })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await violations(page)).toEqual([]);
});

test("no violations with the products dropdown open", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/about/");
  const nav = page.getByRole("navigation", { name: site.header.navigationLabel });
  await nav.getByRole("link", { name: site.navigation.products, exact: true }).hover();
  await expect(nav.getByRole("link", { name: products[0]!.name })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("every control is reachable by keyboard with a visible focus ring", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const seen: string[] = [];
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      return { name: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim(), ring };
    });
    if (!focused) break;
    expect(focused.ring, `focus ring on "${focused.name}"`).toBe(true);
    seen.push(focused.name);
  }
  expect(seen[0]).toBe(site.header.skipLinkLabel);
  for (const label of [content.home.hero.cta, content.home.featured.nextLabel, content.home.featured.allLabel]) {
    expect(seen).toContain(label);
  }
});

test("icon-only links and buttons have names", async ({ page }) => {
  for (const route of ["/", "/contact/"]) {
    await page.goto(route);
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll("a, button")]
        .filter((element) => !(element.textContent ?? "").trim() && !element.getAttribute("aria-label"))
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
  }
});
