/**
 * The tests' `test`: Playwright's, except that `page.goto` (waiting for the
 * load event, as by default) then waits for Gatsby's scripts to take over the
 * page, because they only start once the page has loaded
 * (src/lib/defer-scripts.ts). Tests that look at the page before or without
 * its scripts pass another `waitUntil` or turn JavaScript off.
 */
import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/** React has hydrated the page: its root carries React's container key, and a frame has passed. */
export async function waitForScripts(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitUntil = options?.waitUntil ?? "load";
      if (javaScriptEnabled && (waitUntil === "load" || waitUntil === "networkidle") && response) await waitForScripts(page);
      return response;
    };
    await provide(page);
  },
});
