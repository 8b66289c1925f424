/**
 * A Save that changes nothing writes nothing, and a draft that changes nothing still opens (issue
 * 61), with the local backend in git mode as `npm run cms` runs it. The translator's flow: a
 * Spanish name listed as outdated, a letter typed and deleted, Save. Decap would make a draft
 * branch whose file is main's, on which decap-server then fails ("Reduce of empty array") and the
 * editor showed "Loading entry..." without end.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { developerRepository, firstInSpanish, git, openEntry, pageErrors, SPANISH } from "./editor-form";
import { openEditor, startLocalEditor, type LocalEditor } from "./local-editor";

test.describe.configure({ mode: "serial" });

const SPANISH_PRODUCTS = "#/collections/translation-es/entries/es-products";
const DRAFT = "cms/translation-es/es-products";
const NOTHING_TO_SAVE = "Nothing to save: the form says what is already saved.";

let developer: string;
let editor: LocalEditor;

test.beforeAll(async () => {
  developer = developerRepository("cms-nothing-to-save-");
  // The first product's Spanish name was translated from another English: it is listed as outdated.
  const file = path.join(developer, SPANISH);
  const spanish = JSON.parse(fs.readFileSync(file, "utf8")) as { translatedFrom: Record<string, string> };
  spanish.translatedFrom[`products.${firstInSpanish.id}.name`] = "0badf00d";
  fs.writeFileSync(file, `${JSON.stringify(spanish, null, 2)}\n`);
  git(developer, "-c", "user.name=Developer", "-c", "user.email=developer@example.com", "commit", "--quiet", "-am", "An outdated Spanish name");
  editor = await startLocalEditor(test.info().parallelIndex, { gitSource: developer });
});

test.afterAll(() => {
  editor?.stop();
  if (developer) fs.rmSync(developer, { recursive: true, force: true });
});

const branches = () => git(editor.repo, "for-each-ref", "--format=%(refname:short)", "refs/heads/").trim().split("\n");
const mainCommit = () => git(editor.repo, "rev-parse", "main").trim();

/** The Spanish products in a browser of their own (a fresh tab with nothing kept), with the outdated name listed. */
async function openSpanishProducts(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const errors = pageErrors(page);
  await openEditor(page, editor, SPANISH_PRODUCTS);
  const outdated = page.getByRole("list", { name: "Outdated texts" });
  await expect(outdated.getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
  await expect(outdated.getByRole("listitem")).toContainText("Name");
  return { page, errors };
}

test("a letter typed and deleted, then Save: nothing is written, the editor says so, and the file opens again in a fresh tab", async ({ browser }) => {
  test.setTimeout(180_000);
  const before = mainCommit();
  const { page, errors } = await openSpanishProducts(browser);
  await openEntry(page, page, firstInSpanish.name);
  // The one product open; its summary follows the name, so the box is found by its label alone.
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveCount(1);
  await name.press("End");
  await name.pressSequentially("x");
  await expect(name).toHaveValue(`${firstInSpanish.name}x`);
  await name.press("Backspace");
  await expect(name).toHaveValue(firstInSpanish.name);

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(NOTHING_TO_SAVE)).toBeVisible({ timeout: 30_000 });
  // Not "saved", and not a failure of the store.
  await expect(page.getByText(/Entry saved|Not saved/)).toHaveCount(0);
  expect(branches()).toEqual(["main"]);
  expect(mainCommit()).toBe(before);
  // The form stays as it was, and usable: a real change is saved as a draft.
  await expect(name).toHaveValue(firstInSpanish.name);
  await name.fill(`${firstInSpanish.name} (cambiado)`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
  expect(branches()).toEqual([DRAFT, "main"]);
  expect(errors).toEqual([]);
  await page.context().close();

  // The draft is deleted again, as the next test begins without one.
  git(editor.repo, "branch", "-D", DRAFT);
  const fresh = await openSpanishProducts(browser);
  await expect(fresh.page.getByText("Loading entry...")).toHaveCount(0);
  await expect(fresh.page.getByRole("heading", { name: "This draft changes nothing" })).toHaveCount(0);
  expect(fresh.errors).toEqual([]);
  await fresh.page.context().close();
});

test("a draft whose file is main's opens, says it changes nothing, is listed on the Workflow board and can be deleted from the editor", async ({ browser }) => {
  test.setTimeout(180_000);
  // As an earlier Save left it, or another tool: a draft branch with nothing of its own.
  git(editor.repo, "branch", DRAFT, "main");
  const before = mainCommit();
  const { page, errors } = await openSpanishProducts(browser);
  page.on("dialog", (dialog) => void dialog.accept());
  await expect(page.getByRole("heading", { name: "This draft changes nothing" })).toBeVisible();
  await expect(page.getByText("Loading entry...")).toHaveCount(0);
  await openEntry(page, page, firstInSpanish.name);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(firstInSpanish.name);

  // Publish would change nothing on the website: refused, and nothing is written.
  await page.getByRole("button", { name: "Status: Draft" }).click();
  await page.getByRole("menuitem", { name: "Ready", exact: true }).click();
  await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText(/^Not published: this draft changes nothing/)).toBeVisible({ timeout: 30_000 });
  expect(mainCommit()).toBe(before);

  await page.goto(`${editor.adminUrl}#/workflow`);
  await expect(page.getByRole("heading", { name: "Ready", exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: /Product catalogue, in Spanish/ })).toBeVisible();
  // The notice belongs to the file: not on the board.
  await expect(page.getByRole("heading", { name: "This draft changes nothing" })).toHaveCount(0);

  await page.goto(`${editor.adminUrl}${SPANISH_PRODUCTS}`);
  await page.getByRole("button", { name: "Delete unpublished changes" }).click();
  await expect.poll(branches, { timeout: 30_000 }).toEqual(["main"]);
  expect(mainCommit()).toBe(before);
  expect(errors).toEqual([]);
  await page.context().close();
});
