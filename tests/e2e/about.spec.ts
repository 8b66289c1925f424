import { expect, test, type Locator, type Page } from "@playwright/test";
import { content } from "./content";

const { about } = content;

const counters = (page: Page) => page.locator("[data-counter]");
const numberIn = async (counter: Locator) => Number((await counter.textContent())!.replace(/\D/g, ""));

test("tells the legacy: banner, story, values, timeline, vision and mission", async ({ page }) => {
  await page.goto("/about/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.banner.heading);
  for (const paragraph of about.story.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
  for (const value of about.values.items) {
    await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${value}$`) })).toBeVisible();
  }
  const timeline = page.getByRole("region", { name: about.timeline.heading }).getByRole("listitem");
  await expect(timeline).toHaveCount(4);
  for (const [index, entry] of about.timeline.entries.entries()) {
    await expect(timeline.nth(index)).toContainText(entry.year);
    await expect(timeline.nth(index)).toContainText(entry.content);
  }
  expect(about.timeline.entries.map((entry) => entry.year)).toEqual(["1950s", "2011", "2014-2018", "2019-Present"]);
  for (const card of [about.vision, about.mission]) {
    await expect(page.getByRole("heading", { name: card.title })).toBeVisible();
    await expect(page.getByText(card.text)).toBeVisible();
  }
});

test("counters show 0 until scrolled into view, then count up once over 2 s", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/about/");
  expect(about.counters.map(({ target, suffix, label }) => `${target}${suffix} ${label}`)).toEqual([
    "75+ Years of Experience",
    "25+ Countries Served",
    "10+ Agro Products",
  ]);
  const all = counters(page);
  await expect(all).toHaveText(["0+", "0+", "0+"]);

  await all.first().scrollIntoViewIfNeeded();
  await expect.poll(() => numberIn(all.first()), { intervals: [20] }).toBeGreaterThan(0);
  await page.waitForTimeout(800);
  const midway = await Promise.all(about.counters.map((_, index) => numberIn(all.nth(index))));
  midway.forEach((value, index) => {
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(about.counters[index]!.target);
  });

  await page.waitForTimeout(1300);
  await expect(all).toHaveText(about.counters.map(({ target, suffix }) => `${target}${suffix}`));

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await all.first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await expect(all).toHaveText(about.counters.map(({ target, suffix }) => `${target}${suffix}`));
});

test("screen readers hear each counter's final figure, not every step", async ({ page }) => {
  await page.goto("/about/");
  for (const { target, suffix, label } of about.counters) {
    const item = page.getByRole("listitem").filter({ hasText: label });
    await expect(item.locator("[aria-hidden=true]")).toHaveCount(1);
    await expect(item.getByText(`${target}${suffix}`, { exact: true }).last()).toBeAttached();
  }
});

test("with reduced motion the counters show their final values at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about/");
  await expect(counters(page)).toHaveText(about.counters.map(({ target, suffix }) => `${target}${suffix}`));
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole story and the final counter values are readable", async ({ page }) => {
    await page.goto("/about/");
    await expect(counters(page)).toHaveText(about.counters.map(({ target, suffix }) => `${target}${suffix}`));
    for (const entry of about.timeline.entries) await expect(page.getByText(entry.content)).toBeVisible();
    await expect(page.getByText(about.mission.text)).toBeVisible();
  });
});

test("sections scroll in over 1000 ms", async ({ page }) => {
  await page.goto("/about/");
  const section = page.getByRole("region", { name: about.timeline.heading });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute("data-reveal", "shown");
  expect(await section.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("1s, 1s");
});
