/**
 * Translations in the content editor: each language's collection edits content/locales/{code}/,
 * its preview is the page in that language and direction, and a save changes only what was typed.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { openEditor, startLocalEditor, type LocalEditor } from "./local-editor";
import { root } from "./scratch-site";

test.describe.configure({ mode: "serial" });

let editor: LocalEditor;
test.beforeAll(async () => {
  editor = await startLocalEditor(test.info().parallelIndex);
});
test.afterAll(() => editor.stop());

const arabicFile = () => path.join(editor.repo, "content", "locales", "ar", "products.json");
const NEW_NAME = "كسب فول الصويا المستخلص (غير معدل وراثيًا)";

async function previewOf(page: Page) {
  const frame = await (await page.locator("#preview-pane").elementHandle())?.contentFrame();
  if (!frame) throw new Error("no preview frame");
  return frame;
}

test("the Arabic catalogue is edited beside its preview, drawn right to left, and a save changes one line", async ({ page }) => {
  test.setTimeout(120_000);
  const original = JSON.parse(fs.readFileSync(arabicFile(), "utf8")) as { products: { id: string; name: string }[] };
  const [first] = original.products;
  const violations = await openEditor(page, editor, "#/collections/translation-ar/entries/ar-products");
  await expect(page.getByText(`${original.products.length} products`, { exact: true })).toBeVisible({ timeout: 30_000 });

  const preview = await previewOf(page);
  const arabic = preview.locator('[lang="ar"][dir="rtl"]');
  await expect(arabic.getByRole("heading", { level: 1 }).first()).toHaveText(first!.name);
  // The English file's facts (the HS code) with the Arabic labels.
  const english = JSON.parse(fs.readFileSync(path.join(root, "content", "products.json"), "utf8")).products[0];
  await expect(arabic.getByText(english.hsCode, { exact: true }).first()).toBeVisible();

  const item = page.locator("div").filter({ has: page.getByText(first!.name, { exact: true }) }).filter({ has: page.getByRole("button") }).last();
  await item.getByRole("button").first().click();
  await expect(item.getByLabel("Web address (id)", { exact: true })).toHaveValue(first!.id);
  await item.getByLabel("Name", { exact: true }).fill(NEW_NAME);
  await expect(arabic.getByRole("heading", { level: 1 }).first()).toHaveText(NEW_NAME);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry saved", { exact: false })).toBeVisible({ timeout: 30_000 });

  const before = fs.readFileSync(path.join(root, "content", "locales", "ar", "products.json"), "utf8").split("\n");
  const after = fs.readFileSync(arabicFile(), "utf8").split("\n");
  expect(after.length).toBe(before.length);
  expect(after.filter((line, index) => line !== before[index])).toEqual([`      "name": ${JSON.stringify(NEW_NAME)},`]);
  expect(violations).toEqual([]);
});

test("the French home page is previewed in French, left to right, with the English pictures", async ({ page }) => {
  test.setTimeout(60_000);
  const french = JSON.parse(fs.readFileSync(path.join(root, "content", "locales", "fr", "home.json"), "utf8"));
  await openEditor(page, editor, "#/collections/translation-fr/entries/fr-home");
  const preview = (await previewOf(page)).locator('[lang="fr"][dir="ltr"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(french.hero.headline);
  await expect(preview.getByRole("heading", { name: french.whyChooseUs.heading })).toBeVisible();
  // The hero picture is the English file's, which the editor loads from the repository.
  const hero = preview.locator("img").first();
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
