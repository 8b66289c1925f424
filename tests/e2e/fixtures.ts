/**
 * The tests' `test`: Playwright's, except that `page.goto` (waiting for the
 * load event, as by default) then waits for Gatsby's scripts to take over the
 * page, because they only start once the page has loaded and painted its
 * largest picture (plugins/delivery/defer-scripts.ts). Tests that look at the page before or without
 * its scripts pass another `waitUntil` or turn JavaScript off.
 */
import { test as base, type Locator, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * React has hydrated the page: the outermost element it renders carries
 * React's fiber key (hydration, which runs in slices, reaches it last), and a
 * frame has passed for its effects.
 */
export async function waitForScripts(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const outermost = document.getElementById("gatsby-focus-wrapper");
    return outermost !== null && Object.keys(outermost).some((key) => key.startsWith("__reactFiber"));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The messages of every alert, confirm or prompt the page opens (each dismissed): hostile input must open none. */
export function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
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

/** The value beside a term of a description list (`<dt>` and `<dd>` in one `<div>`). */
export function definitionOf(scope: Locator, term: string): Locator {
  return scope
    .locator("dl > div")
    .filter({ has: scope.page().getByRole("term").filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) }) })
    .getByRole("definition");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
