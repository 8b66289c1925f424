/**
 * Translations in the content editor: each language's collection edits content/locales/{code}/,
 * its preview shows each text beside the English and the page in that language and direction,
 * and a save changes only what was typed.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Frame } from "@playwright/test";
import { previewOf } from "./editor-form";
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


/** A row of the table beside the English, by its group (a product) and where its text is in it ("Name"). */
function rowOf(preview: Frame, group: string, where: string) {
  // A product's group is named as the translator's form names it, the English beside: "اسم (English name)", or the English alone until translated.
  const escaped = group.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return preview
    .locator("tbody", { has: preview.getByRole("rowheader", { name: new RegExp(`^(${escaped}|.+ \\(${escaped}\\))$`) }) })
    .locator("tr", { has: preview.getByRole("rowheader", { name: where, exact: true }) });
}

test("the Arabic catalogue is edited beside its preview, drawn right to left, and a save changes one line", async ({ page }) => {
  test.setTimeout(120_000);
  const original = JSON.parse(fs.readFileSync(arabicFile(), "utf8")) as { products: { id: string; name: string }[] };
  const [first] = original.products;
  const violations = await openEditor(page, editor, "#/collections/translation-ar/entries/ar-products");
  await expect(page.getByText(`${original.products.length} products`, { exact: true })).toBeVisible({ timeout: 30_000 });

  const preview = await previewOf(page);
  const english = (JSON.parse(fs.readFileSync(path.join(root, "content", "products.json"), "utf8")).products as { id: string; name: string; hsCode: string }[]).find(
    (product) => product.id === first!.id,
  )!;
  // The preview opens on each text beside the English it translates; the page is one click away.
  await expect(rowOf(preview, english.name, "Name").getByRole("cell")).toHaveText([english.name, first!.name]);
  await preview.getByRole("button", { name: "The page in Arabic" }).click();
  const arabic = preview.locator('[lang="ar"][dir="rtl"]');
  await expect(arabic.getByRole("heading", { level: 1 }).first()).toHaveText(first!.name);
  // The English file's facts (the HS code) with the Arabic labels.
  await expect(arabic.getByText(english.hsCode, { exact: true }).first()).toBeVisible();

  const item = page.locator("div").filter({ has: page.getByText(first!.name, { exact: true }) }).filter({ has: page.getByRole("button") }).last();
  await item.getByRole("button").first().click();
  await expect(item.getByLabel("Web address (id)", { exact: true })).toHaveValue(first!.id);
  await item.getByLabel("Name", { exact: true }).fill(NEW_NAME);
  await expect(arabic.getByRole("heading", { level: 1 }).first()).toHaveText(NEW_NAME);
  await preview.getByRole("button", { name: "Beside the English" }).click();
  await expect(rowOf(preview, english.name, "Name").getByRole("cell")).toHaveText([english.name, NEW_NAME]);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry saved", { exact: false })).toBeVisible({ timeout: 30_000 });

  const before = fs.readFileSync(path.join(root, "content", "locales", "ar", "products.json"), "utf8").split("\n");
  const after = fs.readFileSync(arabicFile(), "utf8").split("\n");
  expect(after.length).toBe(before.length);
  expect(after.filter((line, index) => line !== before[index])).toEqual([`      "name": ${JSON.stringify(NEW_NAME)},`]);
  expect(violations).toEqual([]);
});

test("a Spanish text is written beside the English it translates, and one left empty is flagged there", async ({ page }) => {
  test.setTimeout(60_000);
  const spanish = JSON.parse(fs.readFileSync(path.join(root, "content", "locales", "es", "products.json"), "utf8")).products[0];
  const english = (JSON.parse(fs.readFileSync(path.join(root, "content", "products.json"), "utf8")).products as { id: string; name: string; origin: string; alsoKnownAs: string }[]).find(
    (product) => product.id === spanish.id,
  )!;
  await openEditor(page, editor, "#/collections/translation-es/entries/es-products");
  const preview = await previewOf(page);
  await expect(preview.getByText(/texts in Spanish, all translated/)).toBeVisible({ timeout: 30_000 });
  // The product's other names are the language's own, written beside the English ones.
  await expect(rowOf(preview, english.name, "Also known as").getByRole("cell")).toHaveText([english.alsoKnownAs, spanish.alsoKnownAs]);
  const origin = rowOf(preview, english.name, "Origin");
  await expect(origin.getByRole("cell")).toHaveText([english.origin, spanish.origin]);
  await expect(origin.getByRole("cell").last()).toHaveAttribute("lang", "es");

  const item = page.locator("div").filter({ has: page.getByText(spanish.name, { exact: true }) }).filter({ has: page.getByRole("button") }).last();
  await item.getByRole("button").first().click();
  await expect(item.getByLabel("Also known as", { exact: true })).toHaveValue(spanish.alsoKnownAs);
  await item.getByLabel("Origin", { exact: true }).fill("");
  await expect(origin.getByRole("cell")).toHaveText([english.origin, "Not translated yet"]);
  await expect(preview.getByText(/texts in Spanish; 1 not translated yet/)).toBeVisible();
  await item.getByLabel("Origin", { exact: true }).fill("India (Gujarat) <b>&amp;</b>");
  await expect(origin.getByRole("cell").last()).toHaveText("India (Gujarat) <b>&amp;</b>");
});

test("the French home page is previewed in French, left to right, with the English pictures", async ({ page }) => {
  test.setTimeout(60_000);
  const french = JSON.parse(fs.readFileSync(path.join(root, "content", "locales", "fr", "home.json"), "utf8"));
  await openEditor(page, editor, "#/collections/translation-fr/entries/fr-home");
  const frame = await previewOf(page);
  await frame.getByRole("button", { name: "The page in French" }).click();
  const preview = frame.locator('[lang="fr"][dir="ltr"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(french.hero.headline);
  await expect(preview.getByRole("heading", { name: french.whyChooseUs.heading })).toBeVisible();
  // The hero picture is the English file's, which the editor loads from the repository.
  const hero = preview.locator("img").first();
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test("a text whose English changed since it was translated is marked outdated, and confirming it changes one line", async ({ page }) => {
  test.setTimeout(90_000);
  const file = path.join(editor.repo, "content", "locales", "fr", "products.json");
  const published = fs.readFileSync(file, "utf8");
  const french = JSON.parse(published);
  const [first] = french.products as { id: string; name: string }[];
  const key = `products.${first!.id}.name`;
  // The record says the name was translated from another English: as after the English name changed.
  french.translatedFrom[key] = "0badf00d";
  const outdated = `${JSON.stringify(french, null, 2)}\n`;
  fs.writeFileSync(file, outdated);
  const english = (JSON.parse(fs.readFileSync(path.join(root, "content", "products.json"), "utf8")).products as { id: string; name: string }[]).find(({ id }) => id === first!.id)!;

  await openEditor(page, editor, "#/collections/translation-fr/entries/fr-products");
  const status = page.getByRole("list", { name: "Outdated texts" });
  await expect(status.getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
  await expect(status).toContainText(`English now: ${english.name}`);
  const preview = await previewOf(page);
  await expect(rowOf(preview, english.name, "Name").getByRole("cell").last()).toContainText("Outdated: the English changed after this was translated.");
  await expect(preview.getByText(/; 1 outdated/)).toBeVisible();

  await status.getByRole("button", { name: "Still correct: confirm" }).click();
  await expect(page.getByText("No text is outdated.")).toBeVisible();
  await expect(rowOf(preview, english.name, "Name").getByRole("cell").last()).toHaveText(first!.name);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry saved", { exact: false })).toBeVisible({ timeout: 30_000 });

  const before = outdated.split("\n");
  const after = fs.readFileSync(file, "utf8").split("\n");
  expect(after.length).toBe(before.length);
  // The one line of the record, back to the current English's fingerprint.
  expect(after.filter((line, index) => line !== before[index])).toEqual(published.split("\n").filter((line) => line.includes(`"${key}"`)));
});

test("a Spanish letter typed, kept a while and deleted, with no Save: nothing is unsaved, and the file opened again asks nothing", async ({ page }) => {
  test.setTimeout(120_000);
  const spanish = (JSON.parse(fs.readFileSync(path.join(editor.repo, "content", "locales", "es", "products.json"), "utf8")).products as { name: string; origin: string }[])[1]!;
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await openEditor(page, editor, "#/collections/translation-es/entries/es-products");
  const item = () => page.locator("div").filter({ has: page.getByText(spanish.name, { exact: true }) }).filter({ has: page.getByRole("button") }).last();
  await item().getByRole("button").first().click();
  const origin = item().getByLabel("Origin", { exact: true });
  await expect(origin).toHaveValue(spanish.origin);
  const unsaved = page.getByRole("link", { name: /Writing in .* collection/ }).getByText("Unsaved Changes");
  await origin.press("End");
  await origin.pressSequentially("x");
  await expect(unsaved).toBeVisible();
  // Decap keeps a copy of the typing in the browser 2 s after the last change.
  await page.waitForTimeout(3_000);
  await origin.press("Backspace");
  await expect(origin).toHaveValue(spanish.origin);
  await expect(unsaved).toHaveCount(0);
  await page.waitForTimeout(3_000);
  await page.evaluate(() => (window.location.hash = "#/collections/translation-es/entries/es-site"));
  // The Spanish site's form: its boxes are in Spanish.
  await expect(page.locator('input[lang="es"], textarea[lang="es"]').first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => (window.location.hash = "#/collections/translation-es/entries/es-products"));
  await item().getByRole("button").first().click();
  await expect(item().getByLabel("Origin", { exact: true })).toHaveValue(spanish.origin);
  await expect(unsaved).toHaveCount(0);
  expect(asked).toEqual([]);
});

test("a French label with a number in it: Publish refuses a place renamed and a form French has not, as written, not in capitals; the preview shows the label with a number of each form; publishing changes one line", async ({ page }) => {
  test.setTimeout(120_000);
  const file = path.join(editor.repo, "content", "locales", "fr", "catalogue.json");
  const before = fs.readFileSync(file, "utf8");
  await openEditor(page, editor, "#/collections/translation-fr/entries/fr-catalogue");
  const box = page.getByLabel("Lead time days label", { exact: true });
  await expect(box).toHaveValue(JSON.parse(before).leadTimeDaysLabel, { timeout: 30_000 });
  // This editor publishes at once (no drafts on this backend): Publish now checks the boxes as Save does.
  const save = async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
  };

  await box.fill("{jours, plural, one {# jour} other {# jours}}");
  await save();
  await expect(page.getByText(/Not saved: some boxes need correcting/)).toBeVisible();
  const renamed = page.getByText(/Keep the places the page fills in as the English has them, \{days\}; this has \{jours\}\./);
  await expect(renamed).toBeVisible();
  // As written: the refusal quotes what to type, which capitals would change.
  expect(await renamed.evaluate((element) => getComputedStyle(element).textTransform)).toBe("none");

  await box.fill("{days, plural, one {# jour} few {# jours} other {# jours}}");
  await save();
  await expect(page.getByText('This text counts {days} with "few", which French does not have: its forms are one, many, other (each but other may be left out).')).toBeVisible();

  await box.fill("{days, plural, one {# jour ouvré} other {# jours ouvrés}}");
  const preview = await previewOf(page);
  // Under the label as typed: the page's words with a number of each form French has (one, other, many: a million).
  const examples = preview.locator("td", { has: preview.getByText("As the page says it:") }).filter({ hasText: "ouvré" });
  await expect(examples).toContainText("As the page says it:1 jour ouvré2 jours ouvrés1\u202f000\u202f000 jours ouvrés");
  await save();
  await expect(page.getByText("Entry saved", { exact: false })).toBeVisible({ timeout: 30_000 });
  const after = fs.readFileSync(file, "utf8").split("\n");
  expect(after.filter((line, index) => line !== before.split("\n")[index])).toEqual(['  "leadTimeDaysLabel": "{days, plural, one {# jour ouvré} other {# jours ouvrés}}",']);
});
