/**
 * The content editor end to end: decap-server (the CMS's local backend)
 * works on a temporary copy of the content, the built /admin/ is served with
 * its real security policy and reaches decap-server on its own origin
 * (scripts/serve.mjs --api), and a person edits a product through the form.
 * The JSON on disk must change exactly where they typed and still pass the
 * build's content rules, and a product with an emptied required field must not
 * save. (That a build shows such an edit, a renamed product, is content-build.spec.ts's.)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { contentModels } from "../../src/lib/content-model";
import { validateContent } from "../../src/lib/content-rules";
import { openEditor, startLocalEditor, type LocalEditor } from "./local-editor";
import { root } from "./scratch-site";
import { halalCertificate } from "./certificate-example";

test.describe.configure({ mode: "serial" });

const INDEX = 2;
const NEW_NAME = "Soya Extraction Meal (Non-GMO)";
const NEW_FEATURE = "Non-GMO soybeans from Madhya Pradesh";

let editor: LocalEditor;
let repo: string;
let productsFile: string;
let original: { products: Record<string, unknown>[] };

test.beforeAll(async () => {
  editor = await startLocalEditor(test.info().parallelIndex);
  repo = editor.repo;
  productsFile = path.join(repo, "content", "products.json");
  original = JSON.parse(fs.readFileSync(productsFile, "utf8"));
});

test.afterAll(() => editor.stop());

async function openCatalogue(page: Page) {
  const violations = await openEditor(page, editor, "#/collections/catalogue/entries/products");
  await expect(page.getByText(`${original.products.length} products`, { exact: true })).toBeVisible({ timeout: 30_000 });
  return violations;
}

/** One product in the form. Decap's list items are named by their summary; their toggles have no name of their own. */
function productItem(page: Page, name: string) {
  return page.locator("div").filter({ has: page.getByText(name, { exact: true }) }).filter({ has: page.getByRole("button") }).last();
}

/** One product in the form, opened. */
async function openProduct(page: Page, name: string) {
  const item = productItem(page, name);
  await item.getByRole("button").first().click();
  await expect(item.getByLabel("Name", { exact: true })).toBeVisible();
  return item;
}

/** A file uploaded through Decap's media library and chosen for the box whose button is `opener`. */
async function chooseThroughMediaLibrary(page: Page, opener: Locator, file: string) {
  await opener.click();
  const chooser = page.waitForEvent("filechooser");
  // Decap's Upload is a label over a hidden file input, not a button.
  await page.getByText("Upload", { exact: true }).click();
  await (await chooser).setFiles(file);
  await page.getByRole("button", { name: "Choose selected" }).click();
}

/** A certificate added to the register in the form (the company file open): its boxes typed, its products picked by name, its PDF uploaded. */
async function addCertificate(page: Page, example: ReturnType<typeof halalCertificate>, kind: string, covered: readonly { name: string }[], pdf: string) {
  await page.getByRole("button", { name: "Add certification", exact: true }).click();
  const item = page.locator("div").filter({ has: page.getByLabel("Issuer", { exact: true }) }).filter({ has: page.getByRole("button") }).last();
  await item.getByLabel("Web address (id)", { exact: true }).fill(example.id);
  await item.getByLabel("Kind", { exact: true }).click();
  await page.getByRole("option", { name: kind, exact: true }).click();
  await item.getByLabel("Name", { exact: true }).fill(example.name);
  await item.getByLabel("Description", { exact: true }).fill(example.description);
  await item.getByLabel("Issuer", { exact: true }).fill(example.issuer);
  await item.getByLabel("Number", { exact: true }).fill(example.number);
  // The products it covers, picked by name from the catalogue: Decap's relation widget, a combobox under its label, as the category's.
  const covers = item.locator("div").filter({ has: page.getByText(/^Covers products/) }).filter({ has: page.getByRole("combobox") }).last().getByRole("combobox");
  for (const product of covered) {
    await covers.click();
    await page.getByRole("option", { name: product.name, exact: true }).click();
  }
  await typeDay(page, item.getByRole("textbox", { name: "Issued on", exact: true }), example.issuedOn);
  await typeDay(page, item.getByRole("textbox", { name: /^Valid until/ }), example.validUntil);
  await chooseThroughMediaLibrary(page, item.getByRole("button", { name: "Choose a file" }), pdf);
}

/**
 * A day typed into its date box key by key, as staff type it (month, day, then year, the order of
 * the browser's English locale), not set whole: Decap's own date widget read the year's first key
 * as 1902 and "2026" ended as 1906 (decaporg/decap-cms#7939; the editor's day-widget.tsx).
 */
async function typeDay(page: Page, box: Locator, day: string) {
  const [year, month, date] = day.split("-") as [string, string, string];
  await box.focus();
  await page.keyboard.type(`${month}${date}${year}`);
  await expect(box).toHaveValue(day);
}

/** A PDF to upload as the certificate's document: a copy of a specimen of the register's, named as `document` names it. */
function certificatePdf(document: string): string {
  const pdf = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cms-certificate-")), path.basename(document));
  fs.copyFileSync(path.join(root, "content", "documents", "certificates", "iec.pdf"), pdf);
  return pdf;
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("a product's boxes are drawn once it is opened: the others are rows with their names, with no boxes behind them", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const violations = await openCatalogue(page);
  const [opened, other] = [original.products[INDEX], original.products[INDEX + 1]] as { name: string }[];
  // Hidden boxes count too: Decap's own list drew every product's form and hid the closed ones.
  const boxes = (name: string) => productItem(page, name).getByRole("textbox", { includeHidden: true });
  await expect(productItem(page, other!.name).getByRole("button").first()).toBeVisible();
  await expect(boxes(other!.name)).toHaveCount(0);
  await expect(boxes(opened!.name)).toHaveCount(0);

  const item = await openProduct(page, opened!.name);
  await expect(item.getByLabel("Name", { exact: true })).toHaveValue(opened!.name);
  expect(await boxes(opened!.name).count()).toBeGreaterThan(5);
  await expect(boxes(other!.name)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("catalogue-one-open-1440.png") });

  // Closed again, its boxes stay (hidden), so that Decap still checks them at Save.
  await item.getByRole("button").first().click();
  await expect(item.getByLabel("Name", { exact: true })).toBeHidden();
  expect(await boxes(opened!.name).count()).toBeGreaterThan(5);
  expect(violations).toEqual([]);
});

test("a product's name and one feature edited in the form change exactly those values on disk", async ({ page }) => {
  test.setTimeout(120_000);
  const product = original.products[INDEX] as { name: string; features: string[] };
  const violations = await openCatalogue(page);
  const item = await openProduct(page, product.name);

  await item.getByLabel("Feature", { exact: true }).nth(1).fill(NEW_FEATURE);
  // Last: the item is found by its summary, which is the name.
  await item.getByLabel("Name", { exact: true }).fill(NEW_NAME);
  await publish(page);
  await expect(page.getByText("Entry saved", { exact: false })).toBeVisible({ timeout: 30_000 });

  const text = fs.readFileSync(productsFile, "utf8");
  const saved = JSON.parse(text);
  const expected = structuredClone(original) as { products: { name: string; features: string[] }[] };
  expected.products[INDEX]!.name = NEW_NAME;
  expected.products[INDEX]!.features[1] = NEW_FEATURE;
  expect(saved).toEqual(expected);
  // Line by line too: only the two edited lines differ from the file as it was.
  const before = fs.readFileSync(path.join(root, "content", "products.json"), "utf8").split("\n");
  const changed = text.split("\n").filter((line, index) => line !== before[index]);
  expect(text.split("\n").length).toBe(before.length);
  expect(changed).toEqual([`      "name": ${JSON.stringify(NEW_NAME)},`, `        ${JSON.stringify(NEW_FEATURE)},`]);

  const problems = validateContent(saved, contentModels["products.json"], {
    file: "content/products.json",
    readStart: (relative) => {
      const file = path.join(repo, "content", relative);
      return fs.existsSync(file) ? fs.readFileSync(file).subarray(0, 32) : null;
    },
  });
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
});

test("a letter typed, kept a while and deleted, with no Save: nothing is unsaved, and the file opened again asks nothing", async ({ page }) => {
  test.setTimeout(120_000);
  // As the tests before it left the file (they rename the product at INDEX).
  const product = (JSON.parse(fs.readFileSync(productsFile, "utf8")) as { products: { name: string; features: string[] }[] }).products[INDEX + 3]!;
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await openCatalogue(page);
  const feature = (await openProduct(page, product.name)).getByLabel("Feature", { exact: true }).nth(1);
  // The toolbar's link back to the list says whether the form holds changes not saved.
  const unsaved = page.getByRole("link", { name: /Writing in Products collection/ }).getByText("Unsaved Changes");
  await feature.press("End");
  await feature.pressSequentially("x");
  await expect(unsaved).toBeVisible();
  // Decap keeps a copy of the typing in the browser 2 s after the last change.
  await page.waitForTimeout(3_000);
  await feature.press("Backspace");
  await expect(feature).toHaveValue(product.features[1]!);
  await expect(unsaved).toHaveCount(0);
  // Another file, then this one again: Decap offered the deleted letter back ("Restore them?").
  await page.waitForTimeout(3_000);
  await page.evaluate(() => (window.location.hash = "#/collections/pages/entries/site"));
  await expect(page.getByLabel("Phone", { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => (window.location.hash = "#/collections/catalogue/entries/products"));
  await expect(page.getByText(`${original.products.length} products`, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect((await openProduct(page, product.name)).getByLabel("Feature", { exact: true }).nth(1)).toHaveValue(product.features[1]!);
  await expect(unsaved).toHaveCount(0);
  expect(asked).toEqual([]);
});

test("a product's category is picked by name from the categories, never typed, and saves the category's id", async ({ page }) => {
  test.setTimeout(120_000);
  const categories = JSON.parse(fs.readFileSync(path.join(repo, "content", "categories.json"), "utf8")).categories as { id: string; name: string }[];
  const before = JSON.parse(fs.readFileSync(productsFile, "utf8")) as { products: { name: string; category: string }[] };
  const product = before.products[INDEX]!;
  const current = categories.find(({ id }) => id === product.category)!;
  const other = categories.find(({ id }) => id !== product.category)!;
  await openCatalogue(page);
  const item = await openProduct(page, product.name);
  // Decap's relation widget: a combobox that shows the chosen category's name and offers the others by name.
  const field = item.locator("div").filter({ has: page.getByText("Category", { exact: true }) }).filter({ has: page.getByRole("combobox") }).last();
  await expect(field.getByText(current.name, { exact: true })).toBeVisible();
  await field.getByRole("combobox").click();
  await page.getByRole("option", { name: other.name, exact: true }).click();
  await expect(field.getByText(other.name, { exact: true })).toBeVisible();
  await publish(page);
  await expect(page.getByText("Entry saved", { exact: false })).toBeVisible({ timeout: 30_000 });
  const saved = JSON.parse(fs.readFileSync(productsFile, "utf8")) as typeof before;
  const expected = structuredClone(before);
  expected.products[INDEX]!.category = other.id;
  expect(saved).toEqual(expected);
});

test("a picture uploaded for a product is stored in images/products and the product points to it", async ({ page }) => {
  test.setTimeout(120_000);
  const index = 8;
  const product = original.products[index] as { name: string };
  const upload = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cms-upload-")), "pulses-new.jpg");
  fs.copyFileSync(path.join(root, "content", "images", "hero.jpg"), upload);
  const violations = await openCatalogue(page);
  const item = await openProduct(page, product.name);

  await chooseThroughMediaLibrary(page, item.getByRole("button", { name: "Choose different image" }), upload);
  await publish(page);
  await expect(page.getByText("Entry saved", { exact: false })).toBeVisible({ timeout: 30_000 });

  const saved = JSON.parse(fs.readFileSync(productsFile, "utf8"));
  expect(saved.products[index].image).toBe("images/products/pulses-new.jpg");
  expect(fs.readFileSync(path.join(repo, "content", "images", "products", "pulses-new.jpg"))).toEqual(fs.readFileSync(upload));
  expect(violations).toEqual([]);
});

test("a product with an emptied required field cannot be saved, and the form says why", async ({ page }) => {
  test.setTimeout(120_000);
  const before = fs.readFileSync(productsFile, "utf8");
  const product = original.products[4] as { name: string };
  await openCatalogue(page);
  const item = await openProduct(page, product.name);

  await item.getByLabel("Origin", { exact: true }).fill("");
  await publish(page);
  await expect(item.getByText("Origin: this box must not be empty.", { exact: false })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(fs.readFileSync(productsFile, "utf8")).toBe(before);
});

test("what is typed while the product's picture still loads stays in its box, key after key, and is saved", async ({ page }) => {
  test.setTimeout(120_000);
  const index = 5;
  const before = JSON.parse(fs.readFileSync(productsFile, "utf8")) as { products: { name: string; image: string }[] };
  const product = before.products[index]!;
  await openCatalogue(page);
  // The product's picture on a slow network: held until what is typed has been checked. While any
  // picture loaded, Decap drew no box again, so the box showed the old name and the next change put
  // it back (a Save then changed nothing); plugins/decap-cms/patches/decap-cms-core+3.19.1.patch.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route("**/api/v1", async (route) => {
    const asked = route.request().postDataJSON() as { action?: string; params?: { path?: string } } | null;
    if (asked?.action === "getMediaFile" && asked.params?.path === `content/${product.image}`) {
      held = true;
      await released;
    }
    await route.continue();
  });
  await openProduct(page, product.name);
  await expect.poll(() => held, { message: "the product's picture was asked for" }).toBe(true);
  const name = page.getByLabel("Name", { exact: true });
  await name.fill(`${product.name} (new crop)`);
  await expect(name).toHaveValue(`${product.name} (new crop)`);
  await name.pressSequentially(" 2026");
  await expect(name).toHaveValue(`${product.name} (new crop) 2026`);
  const answered = page.waitForResponse((response) => (response.request().postData() ?? "").includes(`"content/${product.image}"`));
  release();
  await answered;
  await expect(name).toHaveValue(`${product.name} (new crop) 2026`);
  await publish(page);
  await expect(page.getByText("Entry saved", { exact: false })).toBeVisible({ timeout: 30_000 });
  const saved = JSON.parse(fs.readFileSync(productsFile, "utf8")) as typeof before;
  const expected = structuredClone(before);
  expected.products[index]!.name = `${product.name} (new crop) 2026`;
  expect(saved).toEqual(expected);
});

test("a certificate is added with its PDF, the products it covers and its days, and published: the register holds it, its document beside the others", async ({ page }) => {
  test.setTimeout(180_000);
  const siteFile = path.join(repo, "content", "site.json");
  const before = JSON.parse(fs.readFileSync(siteFile, "utf8")) as { certifications: Record<string, unknown>[] };
  const products = original.products as { id: string; name: string }[];
  const example = halalCertificate([products[4]!.id, products[6]!.id]);
  const pdf = certificatePdf(example.document);
  const violations = await openEditor(page, editor, "#/collections/pages/entries/site");
  await addCertificate(page, example, "Halal", [products[4]!, products[6]!], pdf);
  await publish(page);
  await expect(page.getByText("Entry saved", { exact: false })).toBeVisible({ timeout: 30_000 });

  const saved = JSON.parse(fs.readFileSync(siteFile, "utf8")) as typeof before;
  expect(saved.certifications.slice(0, -1)).toEqual(before.certifications);
  expect(saved.certifications.at(-1)).toEqual(example);
  expect(fs.readFileSync(path.join(repo, "content", example.document))).toEqual(fs.readFileSync(pdf));
  // The build's rules hold for what the editor wrote.
  expect(
    validateContent(saved, contentModels["site.json"], {
      file: "content/site.json",
      readStart: (relative) => {
        const file = path.join(repo, "content", relative);
        return fs.existsSync(file) ? fs.readFileSync(file).subarray(0, 32) : null;
      },
    }),
  ).toEqual([]);
  expect(violations).toEqual([]);
});

test("a certificate the build would refuse is not saved, and the editor says why: a number not of its kind's form, a valid-until before its issue; nothing is written and the form keeps it", async ({ page }) => {
  test.setTimeout(180_000);
  const siteFile = path.join(repo, "content", "site.json");
  const before = fs.readFileSync(siteFile, "utf8");
  const products = original.products as { id: string; name: string }[];
  // An FSSAI licence (14 digits, food only) for the two food products, with 13 digits and its dates swapped.
  const example = { ...halalCertificate([products[4]!.id, products[6]!.id]), id: "fssai-state", kind: "fssai-licence", name: "FSSAI state licence", number: "1002402100051", issuedOn: "2025-06-01", validUntil: "2025-01-01", document: "documents/certificates/fssai-state.pdf" };
  const pdf = certificatePdf(example.document);
  const violations = await openEditor(page, editor, "#/collections/pages/entries/site");
  await addCertificate(page, example, "FSSAI licence", [products[4]!, products[6]!], pdf);
  await publish(page);
  const refusal = page.getByText(/^Not saved: the website's build would refuse this/);
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await expect(refusal).toContainText(`${example.name}, Number: "${example.number}" is not a number of this kind (FSSAI licence): 14 digits`);
  await expect(refusal).toContainText(`${example.name}, Valid until: "${example.validUntil}" is before the day it was issued, "${example.issuedOn}" (Issued on)`);
  await expect(refusal).toContainText("Everything you typed is still in the form");
  await expect(page.getByText("Entry saved", { exact: false })).toHaveCount(0);
  expect(fs.readFileSync(siteFile, "utf8")).toBe(before);
  await expect(page.getByLabel("Number", { exact: true }).last()).toHaveValue(example.number);
  expect(violations).toEqual([]);
});

test("a box failing its form (an HS code with letters) refuses the Save and says so at the top, where the Save was pressed", async ({ page }) => {
  test.setTimeout(120_000);
  const before = fs.readFileSync(productsFile, "utf8");
  const product = original.products[1] as { name: string };
  await openCatalogue(page);
  const item = await openProduct(page, product.name);
  await item.getByLabel(/^Hs code/i).fill("2306AB");
  await page.evaluate(() => window.scrollTo(0, 0));
  await publish(page);
  // Decap marked the box alone, out of sight, for any refusal but an empty box (plugins/decap-cms/patches/decap-cms-core+3.19.1.patch).
  await expect(page.getByText("Not saved: some boxes need correcting", { exact: false })).toBeVisible({ timeout: 10_000 });
  await expect(item.getByText("Write 6 to 8 digits, no dots or spaces", { exact: false })).toHaveCount(1);
  await page.waitForTimeout(1_000);
  expect(fs.readFileSync(productsFile, "utf8")).toBe(before);
});

test("the company file's preview names the certificates to renew, and shows an expired one as expired", async ({ page }) => {
  test.setTimeout(120_000);
  const siteFile = path.join(repo, "content", "site.json");
  const site = JSON.parse(fs.readFileSync(siteFile, "utf8")) as { certifications: { id: string; name: string; validUntil?: string }[] };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const iso = site.certifications.find(({ id }) => id === "iso-22000")!;
  const cres = site.certifications.find(({ id }) => id === "spices-board-cres")!;
  iso.validUntil = day(-1);
  cres.validUntil = day(10);
  fs.writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);
  await openEditor(page, editor, "#/collections/pages/entries/site");
  const preview = await (await page.locator("#preview-pane").elementHandle())!.contentFrame();
  const notices = preview!.getByRole("status", { name: "Certificates to renew" });
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(notices.getByRole("listitem")).toHaveText([
    new RegExp(`^${escaped(cres.name)}: expires on ${cres.validUntil}, in 10 days`),
    new RegExp(`^${escaped(iso.name)}: expired on ${iso.validUntil} \\(1 day ago\\)`),
  ]);
  // The register below: the expired one says so, the other is still valid.
  const terms = (name: string) => preview!.locator("#certificates li").filter({ hasText: name }).getByRole("term");
  await expect(terms(iso.name).filter({ hasText: "Expired on" })).toHaveCount(1);
  await expect(terms(iso.name).filter({ hasText: "Valid until" })).toHaveCount(0);
  await expect(terms(cres.name).filter({ hasText: "Valid until" })).toHaveCount(1);
});

test("the About page's preview draws the register of certificates as the page does (its code loaded on demand, StaticPart), and the form's banner box shows its picture", async ({ page }) => {
  test.setTimeout(120_000);
  // The register the published site shows (the preview reads it from the site: its certificates are site.json's, not the About page's
  // draft), not the editor's copy, which a certificate published by a test before this one has grown.
  const site = JSON.parse(fs.readFileSync(path.join(root, "content", "site.json"), "utf8")) as { certifications: { name: string; number: string }[] };
  await openEditor(page, editor, "#/collections/pages/entries/about");
  const preview = await (await page.locator("#preview-pane").elementHandle())!.contentFrame();
  const items = preview!.locator("#certificates li");
  await expect(items).toHaveCount(site.certifications.length);
  for (const [index, certificate] of site.certifications.entries()) await expect(items.nth(index)).toContainText(certificate.number);

  // The banner's box in the form shows the picture once it has loaded, not Decap's empty placeholder
  // (an empty SVG) for good (patches/decap-cms-widget-file+3.5.3.patch).
  const banner = page.locator("img[role='presentation']").first();
  const shown = () =>
    banner.evaluate(async (image: HTMLImageElement) => {
      const start = new Uint8Array(await (await (await fetch(image.src)).blob()).slice(0, 2).arrayBuffer());
      return { jpeg: start[0] === 0xff && start[1] === 0xd8, drawn: image.complete && image.naturalWidth > 300 };
    });
  await expect.poll(shown, { timeout: 15_000 }).toEqual({ jpeg: true, drawn: true });
});

test("a product's preview names its limits by market not reviewed for 180 days and a price past its day, and draws its samples and limits as its page does, without that price", async ({ page }) => {
  test.setTimeout(120_000);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const products = JSON.parse(fs.readFileSync(productsFile, "utf8")) as { products: { id: string; markets: { market: string; limit: string; reviewedOn: string }[]; price: { quotedUntil: string } }[] };
  // The first product, shown first: its statement reviewed 200 days ago; the third's, 180 days ago, is not named.
  const [first, , third] = products.products;
  first!.markets[0]!.reviewedOn = day(-200);
  third!.markets[0]!.reviewedOn = day(-180);
  // Its price ended yesterday.
  first!.price.quotedUntil = day(-1);
  fs.writeFileSync(productsFile, `${JSON.stringify(products, null, 2)}\n`);
  await openEditor(page, editor, "#/collections/catalogue/entries/products");
  const preview = (await (await page.locator("#preview-pane").elementHandle())!.contentFrame())!;
  const notices = preview.getByRole("status", { name: "Limits by market to review" });
  await expect(notices.getByRole("listitem")).toHaveText([`${first!.markets[0]!.market}: last reviewed on ${day(-200)}, 200 days ago (more than 180).`]);
  // Drawn by the site's own components, loaded in the editor as a page loads them after a move.
  await expect(preview.getByRole("region", { name: "Limits by market" })).toContainText(first!.markets[0]!.limit);
  await expect(preview.getByRole("term").filter({ hasText: /^Samples$/ })).toHaveCount(1);
  await expect(preview.getByRole("status").filter({ hasText: "Price to update" })).toContainText(`quotedUntil: ended on ${day(-1)} (1 day ago)`);
  await expect(preview.getByRole("term").filter({ hasText: /^Indicative price$/ })).toHaveCount(0);
  fs.writeFileSync(productsFile, `${JSON.stringify(original, null, 2)}\n`);
});
