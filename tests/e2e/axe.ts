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

/** How long axe waits for the animations playing to end: the header's entrance takes well under it. */
const ANIMATIONS_WAIT_MS = 2_000;

/** In the page: whether an animation that ends is playing. */
function animationsPlaying(): boolean {
  return document.getAnimations().some((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity);
}

/** The page's violations (or those within `scope`, a CSS selector), one line each: rule, what it asks, and the elements that break it. */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  // The animations playing now (the header's entrance fades in as a page loads) are read once they end:
  // mid-fade, axe measures the colours of that frame, which pass or fail with the machine's speed.
  // Waited for in real time and for ANIMATIONS_WAIT_MS at most: a page's clock may be Playwright's, and
  // a longer animation (the editor's message counting down its 8 s) may be paused or still running.
  const deadline = Date.now() + ANIMATIONS_WAIT_MS;
  while (Date.now() < deadline && (await page.evaluate(animationsPlaying))) await new Promise((resolve) => setTimeout(resolve, 50));
  const builder = new AxeBuilder({ page }).withTags(tags).setLegacyMode(true);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
