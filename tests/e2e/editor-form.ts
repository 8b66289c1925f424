/**
 * What the content editor's tests do in its pages, whatever backend it works with: git in a
 * repository, a list entry opened, the preview's frame, a draft's status set.
 */
import { spawnSync } from "node:child_process";
import { expect, type Frame, type Locator, type Page } from "@playwright/test";

export function git(cwd: string, ...args: string[]): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout;
}

/** A list entry of the form (a product, a specification) by its summary, opened. */
export async function openEntry(scope: Page | Locator, page: Page, summary: string): Promise<Locator> {
  const item = scope.locator("div").filter({ has: page.getByText(summary, { exact: true }) }).filter({ has: page.getByRole("button") }).last();
  await item.getByRole("button").first().click();
  return item;
}

/** The preview pane's document. */
export async function previewOf(page: Page): Promise<Frame> {
  const frame = await (await page.locator("#preview-pane").elementHandle())?.contentFrame();
  if (!frame) throw new Error("no preview frame");
  return frame;
}

/** Moves the open draft from one column of the workflow to another. */
export async function setStatus(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole("button", { name: `Status: ${from}` }).click();
  await page.getByRole("menuitem", { name: to, exact: true }).click();
  await expect(page.getByRole("button", { name: `Status: ${to}` })).toBeVisible();
}
