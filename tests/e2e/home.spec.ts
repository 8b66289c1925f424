import type { Page } from "@playwright/test";
import { expect, test, waitForScripts } from "./fixtures";
import { content } from "./content";

const { home, products } = content;

const carousel = (page: Page) => page.getByRole("list", { name: home.featured.heading });

test.describe("home", () => {
  test("opens with a full-height hero: headline, partnership text and Explore Products", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const hero = page.getByRole("region", { name: home.hero.headline });
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(home.hero.headline);
    await expect(hero).toContainText(home.hero.text);
    await expect(hero.getByRole("link", { name: home.hero.cta })).toHaveAttribute("href", "/products/");
    const box = (await hero.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThanOrEqual(800 - 1);
  });

  test("features every product with its image, name and a View Details link", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: home.featured.heading })).toBeVisible();
    const cards = carousel(page).getByRole("listitem");
    await expect(cards).toHaveCount(products.length);
    for (const [index, product] of products.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading")).toHaveText(product.name);
      await expect(card.locator("img[src], img[srcset]").first()).toBeAttached();
      await expect(card.getByRole("link", { name: new RegExp(`^${home.featured.detailsLabel}`) })).toHaveAttribute(
        "href",
        `/products/${product.id}/`,
      );
    }
    await expect(page.getByRole("link", { name: home.featured.allLabel })).toHaveAttribute("href", "/products/");
  });

  for (const [width, step] of [
    [375, 200],
    [1280, 300],
  ] as const) {
    test(`the carousel buttons scroll by ${step}px at ${width}px and stop at the ends`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      const track = carousel(page);
      const scrollLeft = () => track.evaluate((element) => Math.round(element.scrollLeft));
      const previous = page.getByRole("button", { name: home.featured.previousLabel });
      const next = page.getByRole("button", { name: home.featured.nextLabel });
      await track.scrollIntoViewIfNeeded();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      await next.click();
      await expect.poll(scrollLeft).toBe(step);
      await expect(previous).toBeEnabled();
      await next.click();
      await expect.poll(scrollLeft).toBe(2 * step);
      await previous.click();
      await expect.poll(scrollLeft).toBe(step);

      const max = await track.evaluate((element) => element.scrollWidth - element.clientWidth);
      for (let position: number = step; position < max; position = Math.min(max, position + step)) {
        await next.click();
        await expect.poll(scrollLeft).toBeGreaterThanOrEqual(Math.min(max, position + step) - 1);
      }
      await expect(next).toBeDisabled();
    });
  }

  for (const [width, code] of [
    [375, "en"],
    [1280, "en"],
    [1280, "ar"],
  ] as const) {
    test(`each card reached by Tab is in sight whole in the carousel, at ${width}px in ${code}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(code === "en" ? "/" : `/${code}/`);
      await waitForScripts(page);
      const track = page.getByRole("region").filter({ has: page.locator("#featured-title") }).getByRole("list").first();
      await track.focus();
      const links = track.getByRole("link");
      const count = await links.count();
      expect(count).toBeGreaterThan(3);
      for (let index = 0; index < count; index += 1) {
        await page.keyboard.press("Tab");
        const focused = links.nth(index);
        await expect(focused).toBeFocused();
        // Once the scrolling has settled: the focused card's link lies inside the track's box.
        await expect
          .poll(async () => {
            const [link, shown] = await Promise.all([focused.boundingBox(), track.boundingBox()]);
            return link!.x >= shown!.x - 1 && link!.x + link!.width <= shown!.x + shown!.width + 1;
          }, { message: `card ${index + 1} of ${count}` })
          .toBe(true);
      }
    });
  }

  test("lists the six reasons to choose the company", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: home.whyChooseUs.heading });
    const points = section.getByRole("listitem");
    await expect(points).toHaveCount(6);
    for (const [index, point] of home.whyChooseUs.points.entries()) {
      await expect(points.nth(index).getByRole("heading")).toHaveText(point.title);
      await expect(points.nth(index)).toContainText(point.text);
    }
  });

  test("on a phone, the footer is drawn only as it nears the screen, and before it comes into sight", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const footer = page.locator("footer").last();
    const footerLink = footer.locator("a").first();
    // `content-visibility: auto` (footer.module.css; why-choose-us.module.css for the reasons, which
    // are near enough at load to be drawn at once): the page's first layout, the phone's longest
    // task before its scripts, leaves them out (docs/performance.md).
    for (const section of ["footer", "section[aria-labelledby='why-title']"]) {
      expect(await page.locator(section).last().evaluate((element) => getComputedStyle(element).contentVisibility)).toBe("auto");
    }
    const drawn = () => footerLink.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn()).toBe(false);
    // Scrolled 100 px at a time, as a thumb does: drawn while still below the screen.
    while (!(await drawn())) {
      await page.mouse.wheel(0, 100);
      await page.waitForTimeout(50);
    }
    expect(await footer.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(800);
  });

  test("sections scroll in over 800 ms, once", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const section = page.getByRole("region", { name: home.whyChooseUs.heading }).locator("[data-reveal]");
    await expect(section).toHaveAttribute("data-reveal", "waiting");
    expect(await section.evaluate((element) => getComputedStyle(element).opacity)).toBe("0");

    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute("data-reveal", "shown");
    expect(await section.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0.8s, 0.8s");
    await expect.poll(() => section.evaluate((element) => getComputedStyle(element).opacity)).toBe("1");

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await expect(section).toHaveAttribute("data-reveal", "shown");
  });
});
