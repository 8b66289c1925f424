/**
 * The content editor as staff and translators use it, in one session with the local backend as
 * `npm run cms` runs it (decap-server in git mode, in the CMS workspace of a repository, with the
 * editorial workflow), at 1440 px:
 *
 * - A product without its picture is refused at Save, and nothing is saved.
 * - English 45% min -> 46% min is saved; its card on the Workflow board and the reviewer's
 *   preview list the change in the form's words; it is published as one commit whose message
 *   names it.
 * - At once, without a rebuild, the Spanish form says it is checking until the English is read
 *   (the read held back), then shows that text and a reworded origin outdated, offers no Confirm
 *   for the figure (its numbers differ), and lists a product published meanwhile as to translate.
 * - The page in Spanish shows the product chosen from a list; one not yet translated says so and
 *   draws nothing empty.
 * - A letter typed and deleted in the outdated origin leaves it outdated; a confirm clears it.
 * - 47 typed in Spanish is an error at Save, naming the numbers; 46 saves, and the record of what
 *   it translates changes in one line.
 * - The French and the Arabic files, opened one after the other by their address, each show their
 *   own texts; the Arabic boxes run right to left; each lists the new product as to translate.
 * - No console errors throughout. Screenshots of the forms and the review are kept with the results.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { developerRepository, RESTORE_QUESTION, first, firstFigureInSpanishForm, firstInSpanish, ORIGIN_NOW, touchThenConfirmOrigin, git, openEntry, pageErrors, previewOf, PRODUCTS, readContent, sesame, setStatus, SPANISH, type Product } from "./editor-form";
import { removeRepository, startLocalEditor, type LocalEditor } from "./local-editor";

let developer: string;
let editor: LocalEditor;

test.beforeAll(async () => {
  developer = developerRepository("cms-session-", ["package.json", "README.md"]);
  editor = await startLocalEditor(test.info().parallelIndex, { gitSource: developer });
});

test.afterAll(async () => {
  await editor?.stop();
  if (developer) removeRepository(developer);
});

/** Opens a file of the editor by its address in a fresh page load, signing in if Decap asks. */
async function open(page: Page, route: string) {
  await page.goto("about:blank");
  await page.goto(`${editor.adminUrl}${route}`);
  const login = page.getByRole("button", { name: "Login", exact: true });
  const ready = page.getByRole("button", { name: "Toggle preview" });
  await expect(login.or(ready)).toBeVisible({ timeout: 60_000 });
  if (await login.isVisible()) await login.click();
  await expect(ready).toBeVisible({ timeout: 60_000 });
}




test("a session: a picture is required, an English figure is reviewed and published, and each translation is told at once and checked at Save", async ({ page }) => {
  test.setTimeout(600_000);
  const workspace = editor.repo;
  const errors = pageErrors(page);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    // Decap offers to restore an unsaved change left in the browser: not wanted here.
    if (RESTORE_QUESTION.test(dialog.message())) void dialog.dismiss();
    else void dialog.accept();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const branches = () => git(workspace, "for-each-ref", "--format=%(refname:short)", "refs/heads/").trim().split("\n");

  await test.step("a product without its picture is refused at Save, and nothing is saved", async () => {
    await open(page, "#/collections/catalogue/entries/products");
    const product = await openEntry(page, page, first.name);
    await product.getByRole("button", { name: "Remove image" }).click();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/Image: this box must not be empty\./i)).toBeVisible();
    await expect(page.getByText(/Not saved: some boxes need correcting/)).toBeVisible();
    expect(branches()).toEqual(["main"]);
  });

  await test.step("English 45% min -> 46% min: saved as a draft, the reviewer's preview lists the change, published as one commit naming it", async () => {
    await open(page, "#/collections/catalogue/entries/products");
    const product = await openEntry(page, page, first.name);
    const row = await openEntry(product, page, first.specifications[0]!.parameter);
    await row.getByLabel("Value", { exact: true }).fill("46% min");
    const preview = await previewOf(page);
    // The preview follows the product being edited.
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(first.name);
    const change = `${first.name} › Specifications › ${first.specifications[0]!.parameter}: 45% min → 46% min`;
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });

    // The draft's card on the Workflow board says what it changes.
    await page.evaluate(() => {
      window.location.hash = "#/workflow";
    });
    await expect(page.getByRole("link", { name: /Product catalogue/ })).toContainText(change, { timeout: 30_000 });
    // No menu of new entries that would open empty: every file already exists.
    await expect(page.getByText("New Post", { exact: true })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("workflow-card-1440.png") });

    // The reviewer opens the draft afresh: its preview says what it changes.
    await open(page, "#/collections/catalogue/entries/products");
    const review = await previewOf(page);
    await expect(review.getByRole("list", { name: "Changes against the published website" }).getByRole("listitem")).toHaveText([change], { timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath("review-english-1440.png") });
    await setStatus(page, "Draft", "In review");
    await setStatus(page, "In review", "Ready");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry published")).toBeVisible({ timeout: 30_000 });
    expect(branches()).toEqual(["main"]);
    expect(git(workspace, "log", "-1", "--format=%s", "main").trim()).toBe(`Products: ${first.name} (${first.specifications[0]!.parameter.toLowerCase()})`);
    expect(git(workspace, "diff", "main^", "main", "--", PRODUCTS).split("\n").filter((line) => /^[-+] /.test(line))).toEqual([
      '-          "value": "45% min"',
      '+          "value": "46% min"',
    ]);
  });

  await test.step("meanwhile another product is published in English, and the first product's origin reworded (their commit on the workspace's main)", async () => {
    const file = path.join(workspace, PRODUCTS);
    const published = JSON.parse(fs.readFileSync(file, "utf8")) as { products: (Product & { origin: string })[] };
    published.products[0]!.origin = ORIGIN_NOW;
    fs.writeFileSync(file, `${JSON.stringify({ products: [...published.products, sesame] }, null, 2)}\n`);
    git(workspace, "-c", "user.name=Staff", "-c", "user.email=staff@example.com", "commit", "--quiet", "-am", "Products: Sesame Seeds (added); Groundnut Extraction Meal (origin)");
  });

  await test.step("the Spanish form says it is checking until the English is read, then shows the figure outdated, offers no Confirm, and lists the new product to translate", async () => {
    // The read of the English on main held back until the panel has been looked at.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const englishRead = (body: string | null) => /"action":"getEntry"/.test(body ?? "") && body!.includes(`"path":"${PRODUCTS}"`);
    await page.route("**/api/v1", async (route) => {
      if (englishRead(route.request().postData())) await released;
      await route.fallback();
    });
    await open(page, "#/collections/translation-es/entries/es-products");
    const panel = page.getByText("Checking the texts against the English in the repository…");
    await expect(panel).toBeVisible();
    await expect(page.getByText("No text is outdated.", { exact: false })).toHaveCount(0);
    await expect((await previewOf(page)).getByText(/checking which are outdated against the English in the repository…/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("translator-spanish-checking-1440.png") });
    release();
    await page.unroute("**/api/v1");
    const outdated = page.getByRole("list", { name: "Outdated texts" });
    await expect(outdated.getByRole("listitem")).toHaveCount(2, { timeout: 30_000 });
    await expect(panel).toHaveCount(0);
    await expect(outdated).toContainText(firstFigureInSpanishForm);
    await expect(outdated).toContainText("English was: 45% min");
    await expect(outdated).toContainText("English now: 46% min");
    await expect(outdated).toContainText("the Spanish has 45 where the English has 46");
    const value = outdated.getByRole("listitem").filter({ hasText: firstFigureInSpanishForm });
    await expect(value.getByRole("button", { name: "Still correct: confirm" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "To translate" }).getByRole("listitem")).toHaveText(["Sesame Seeds (sesame-seeds)"]);
    const preview = await previewOf(page);
    await expect(preview.getByText(/; 2 outdated/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("translator-spanish-1440.png") });
    // The page in Spanish has the product's picture, the English file's.
    await preview.getByRole("button", { name: "The page in Spanish" }).click();
    const picture = preview.locator('[lang="es"] img').first();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    // The translator chooses which product the page shows; the one not yet translated says so and shows nothing empty.
    const pulses = readContent<{ products: Product[] }>(SPANISH).products.find(({ id }) => id === "pulses")!;
    await preview.getByRole("combobox", { name: "Product shown" }).selectOption({ label: pulses.name });
    await expect(preview.locator('[lang="es"] h1')).toHaveText(pulses.name);
    await preview.getByRole("combobox", { name: "Product shown" }).selectOption({ label: "Sesame Seeds (not translated yet)" });
    await expect(preview.getByText(/^Not translated yet: this product is withheld from the Spanish website until it is\./)).toBeVisible();
    await expect(preview.locator('[lang="es"] tbody tr')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("translator-spanish-page-untranslated-1440.png") });
    await preview.getByRole("button", { name: "Beside the English" }).click();
  });

  await test.step("a letter typed and deleted in the outdated origin leaves it outdated; Still correct: confirm clears it", async () => {
    await touchThenConfirmOrigin(page);
  });

  await test.step("47 in Spanish is an error at Save naming the numbers, said until it is corrected; 46 saves, its record changed in one line", async () => {
    const product = await openEntry(page, page, firstInSpanish.name);
    const row = await openEntry(product, page, firstInSpanish.specifications[0]!.parameter);
    const value = row.getByLabel("Value", { exact: true });
    await value.fill("47 % mín.");
    await expect(page.getByRole("list", { name: "Numbers that differ" })).toContainText("the Spanish has 47 where the English has 46");
    await expect(page.getByRole("button", { name: "Still correct: confirm" })).toHaveCount(0);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/Not saved: some boxes need correcting/)).toBeVisible();
    await expect(row.getByText(/Numbers differ from the English \(“46% min”\): the Spanish has 47 where the English has 46/i)).toBeVisible();
    // Decap's refusal above the status panel too, in its capitals.
    const refusal = page.getByText(/^Numbers differ from the English, correct them before saving/i);
    await expect(refusal).toBeVisible();
    expect(branches()).toEqual(["main"]);

    await value.fill("46 % mín.");
    await expect(page.getByText("No text is outdated.", { exact: false })).toBeVisible();
    await expect(page.getByRole("list", { name: "Numbers that differ" })).toHaveCount(0);
    // Corrected, nothing says otherwise before Save: the refusal above the panel went with the number (it stayed).
    await expect(refusal).toHaveCount(0);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
    const draft = branches().find((branch) => branch.startsWith("cms/translation-es/"))!;
    expect(draft).toBe("cms/translation-es/es-products");
    const diff = git(workspace, "diff", "main", draft, "--", SPANISH).split("\n").filter((line) => /^[-+] /.test(line));
    const key = `products.${first.id}.specifications.0.value`;
    const originKey = `products.${first.id}.origin`;
    // The value, and the record's lines of the value and of the origin confirmed.
    expect(diff).toHaveLength(6);
    expect(diff.slice(0, 2)).toEqual(['-          "value": "45 % mín."', '+          "value": "46 % mín."']);
    expect(diff.slice(2).map((line) => line.slice(0, 1) + line.slice(1).trim().split(":")[0]).sort()).toEqual([`+"${originKey}"`, `+"${key}"`, `-"${originKey}"`, `-"${key}"`]);
    expect(git(workspace, "log", "-1", "--format=%s", draft).trim()).toBe(`Spanish, Products: ${firstInSpanish.name} (${firstInSpanish.specifications[0]!.parameter.toLowerCase()})`);
  });

  await test.step("French, then Arabic, opened one after the other by their address: each its own texts, Arabic right to left", async () => {
    await open(page, "#/collections/translation-fr/entries/fr-products");
    let preview = await previewOf(page);
    await expect(preview.getByText(/texts in French/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("list", { name: "To translate" })).toContainText("Sesame Seeds (sesame-seeds)");
    // The address changes in the same page, as when typed or followed from a link.
    await page.evaluate(() => {
      window.location.hash = "#/collections/translation-ar/entries/ar-products";
    });
    await expect(page.getByRole("button", { name: "Toggle preview" })).toBeVisible({ timeout: 60_000 });
    preview = await previewOf(page);
    await expect(preview.getByText(/texts in Arabic/)).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByText(/texts in French/)).toHaveCount(0);
    await expect(page.getByRole("list", { name: "To translate" })).toContainText("Sesame Seeds (sesame-seeds)");
    const arabic = readContent<{ products: Product[] }>("content/locales/ar/products.json").products[0]!;
    await openEntry(page, page, arabic.name);
    const name = page.getByLabel("Name", { exact: true }).first();
    await expect(name).toHaveValue(arabic.name);
    await expect(name).toHaveAttribute("dir", "rtl");
    await expect(name).toHaveAttribute("lang", "ar");
    await page.screenshot({ path: test.info().outputPath("translator-arabic-1440.png") });
  });

  expect(errors, editor.serverErrors().join("\n")).toEqual([]);
});
