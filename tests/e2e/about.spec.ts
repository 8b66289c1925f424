import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { content } from "./content";
import { counters as counting } from "../../src/lib/behaviour";
import { counterValue } from "../../src/lib/counter";

const { about } = content;

/** Each counter's figure as it is drawn: the part of its list item that screen readers skip (they hear the final figure). */
const counters = (page: Page) =>
  page
    .getByRole("listitem")
    .filter({ hasText: new RegExp(about.counters.map(({ label }) => label).join("|")) })
    .locator("[aria-hidden=true]");

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
  const finals = about.counters.map(({ target, suffix }) => `${target}${suffix}`);
  await expect(all).toHaveText(["0+", "0+", "0+"]);

  // Record every figure the first counter shows, when the page draws it (a MutationObserver in the
  // page), so the timing depends neither on the test's round trips nor on a polling interval.
  const samples = await all.first().evaluate(
    (element) =>
      new Promise<{ at: number; value: number }[]>((resolve) => {
        const read = () => Number(element.textContent!.replace(/\D/g, ""));
        const seen: { at: number; value: number }[] = [];
        const start = performance.now();
        const done = (observer: MutationObserver) => {
          observer.disconnect();
          resolve(seen);
        };
        const observer = new MutationObserver(() => {
          seen.push({ at: performance.now() - start, value: read() });
          if (read() === 75) done(observer);
        });
        observer.observe(element, { characterData: true, childList: true, subtree: true });
        setTimeout(() => done(observer), 5000);
        element.scrollIntoView({ block: "center" });
      }),
  );
  // Times are from the scroll. The count starts when the counter is seen, a frame or more later, and
  // eases out over 2 s, so 75 shows first when the curve rounds to it (about 1.6 s in); on a busy
  // machine its first frames may come late, so the figures between are read around the middle.
  let firstFull = 0;
  while (counterValue(firstFull, counting.durationMs, 75) < 75) firstFull++;
  expect(firstFull).toBeGreaterThan(1500);
  const finished = samples.find((sample) => sample.value === 75)!;
  expect(finished, "the count finished").toBeDefined();
  const between = samples.filter((sample) => sample.value > 0 && sample.value < 75);
  // A few frames are enough to show counting: beside the accessibility tests in the other worker on CI, only 5 were drawn in 1.6 s.
  expect(between.length, "values between 0 and 75 were shown").toBeGreaterThanOrEqual(3);
  expect(between.some((sample) => sample.at > 700 && sample.at < 1500), "still counting about 1 s in").toBe(true);
  // Less a frame: the animation's clock is its frame's start.
  expect(finished.at).toBeGreaterThan(firstFull - 20);
  expect(finished.at).toBeLessThan(firstFull + 1200);
  await expect(all).toHaveText(finals);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await all.first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await expect(all).toHaveText(finals);
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
