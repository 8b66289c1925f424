/**
 * axe's WCAG 2.2 A and AA checks of a page, as every end-to-end test runs them, once the animations
 * playing have ended. Legacy mode runs axe
 * in the page alone, where the default finishes each run in a page of its own: the site has no frames
 * (nor cross-origin ones) for that to check, and a run takes half the time (about 1 s rather than 2 s
 * on two cores; 56 screens, widths and languages run it twice each).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The page's violations (or those within `scope`, a CSS selector), one line each: rule, what it asks, and the elements that break it. */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  // The animations playing now (the header's entrance fades in as a page loads) are read as they end:
  // mid-fade, axe measures the colours of that frame, which pass or fail with the machine's speed.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(tags).setLegacyMode(true);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
