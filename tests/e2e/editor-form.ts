/**
 * What the content editor's tests share, whatever backend it works with: the products a session
 * changes, a developer's repository of the content, git in it, and steps in the editor's pages (a
 * list entry opened, the preview's frame, a draft's status set).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Frame, type Locator, type Page } from "@playwright/test";
import { root } from "./scratch-site";
import { waitSync } from "./wait-sync";

export const PRODUCTS = "content/products.json";
export const SPANISH = "content/locales/es/products.json";

export interface Product {
  id: string;
  name: string;
  specifications: { parameter: string; value: string }[];
}

/** A content file of this checkout, parsed. */
export const readContent = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as T;
const english = readContent<{ products: Product[] }>(PRODUCTS).products;
/** Decap's question, in staff's words (plugins/decap-cms/editor/staff-words.ts), whether to restore changes typed and not saved. */
export const RESTORE_QUESTION = /^This browser kept changes you typed in this file and did not save\. Restore them\?/;

/** The product whose first figure a session changes (45% min -> 46% min), in English and in Spanish. */
export const first = english[0]!;
export const firstInSpanish = readContent<{ products: Product[] }>(SPANISH).products.find((product) => product.id === first.id)!;
/** The first product, and its first figure's value, as the Spanish form names them: in Spanish, the English beside. */
export const firstInSpanishForm = `${firstInSpanish.name} (${first.name})`;
export const firstFigureInSpanishForm = `${firstInSpanishForm} › ${firstInSpanish.specifications[0]!.parameter} (${first.specifications[0]!.parameter}) › Value`;
/** The first product's origin, reworded in English after it was translated (the translator's sessions publish it). */
export const ORIGIN_NOW = "Gujarat, India (the Saurashtra groundnut belt)";

/**
 * The Spanish form, with the first product's origin outdated and one other text: a letter typed in
 * the origin and deleted again leaves it outdated (once the panel has followed both keys); Still
 * correct: confirm clears it. The product is closed again afterwards.
 */
export async function touchThenConfirmOrigin(page: Page): Promise<void> {
  const outdated = page.getByRole("list", { name: "Outdated texts" });
  const origin = outdated.getByRole("listitem").filter({ hasText: `${firstInSpanishForm} › Origin` });
  await expect(origin).toContainText(`English now: ${ORIGIN_NOW}`);
  const product = await openEntry(page, page, firstInSpanish.name);
  const box = product.getByLabel("Origin", { exact: true });
  const was = await box.inputValue();
  await box.press("End");
  await box.pressSequentially("x");
  await expect(box).toHaveValue(`${was}x`);
  await box.press("Backspace");
  await expect(box).toHaveValue(was);
  await page.waitForTimeout(500);
  await expect(outdated.getByRole("listitem")).toHaveCount(2);
  await expect(origin).toBeVisible();
  await origin.getByRole("button", { name: "Still correct: confirm" }).click();
  await expect(outdated.getByRole("listitem")).toHaveCount(1);
  await openEntry(page, page, firstInSpanish.name);
}

/** A product published in English meanwhile, which every translation then lists as to translate. */
export const sesame = { ...structuredClone(english[1]!), id: "sesame-seeds", name: "Sesame Seeds" };

/** A developer's repository in a temporary folder: this checkout's content/ and `files`, one commit on main. */
export function developerRepository(prefix: string, files: string[] = []): string {
  const repository = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(path.join(root, "content"), path.join(repository, "content"), { recursive: true });
  for (const file of files) fs.copyFileSync(path.join(root, file), path.join(repository, file));
  git(repository, "init", "--quiet", "--initial-branch=main");
  git(repository, "add", ".");
  git(repository, "-c", "user.name=Developer", "-c", "user.email=developer@example.com", "commit", "--quiet", "-m", "The site's content");
  return repository;
}

/**
 * How long a test's git command waits for another git process's lock on the repository (decap-server's, in the same
 * workspace). 10 s ran out once in a clean run on a loaded host (c555a68's, 2026-12-07: the commit after a Publish
 * in cms-session.spec.ts; its retry passed).
 */
const LOCK_WAIT_MS = 30_000;

/**
 * A git command in `cwd`, its output; it throws with git's words when it fails. A test that commits
 * "meanwhile" to the editor's own workspace may meet decap-server's git at work there (its
 * index.lock): it waits for it, as a person would, rather than fail (a clean run's first try did).
 * Given up, it says how long the lock had been there, which tells a lock held by git commands one
 * after another from one left behind by a git that died.
 */
export function git(cwd: string, ...args: string[]): string {
  for (const deadline = Date.now() + LOCK_WAIT_MS; ; ) {
    const result = spawnSync("git", args, { cwd, encoding: "utf8" });
    if (result.status === 0) return result.stdout;
    const locked = /Unable to create '([^']+index\.lock)': File exists/.exec(result.stderr)?.[1];
    if (!locked || Date.now() > deadline) {
      // The lock may have gone since git met it.
      const lock = locked ? fs.statSync(locked, { throwIfNoEntry: false }) : undefined;
      const age = lock ? ` (the lock is ${Date.now() - lock.mtimeMs} ms old)` : "";
      throw new Error(`git ${args.join(" ")}: ${result.stderr}${age}`);
    }
    waitSync(100);
  }
}

/** The page's console errors and uncaught errors from now on, with where each came from: an editor session must end with none. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
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
