/**
 * Hostile text in the content editor runs nothing. Every text field of every
 * content file holds markup and script (as if saved by an attacker), and a
 * person then types more into every text box of each form (texts, long
 * texts, list items, unique values, object fields, e-mail addresses and web
 * addresses), with each file's preview open: its own (products, home, about,
 * privacy) or Decap's (the others). Each preview must show the text literally, hold no
 * element or handler made from it, and nothing may run or open a dialog.
 * The configuration has no markdown or richtext field, Decap's only previews
 * that draw a value as HTML (tests/unit/cms/cms-config.test.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Frame, type Page } from "@playwright/test";
import { contentModels, type Field } from "../../src/lib/content-model";
import { openEditor, startLocalEditor, type LocalEditor } from "./local-editor";
import { collectDialogs } from "./fixtures";

const HOSTILE = [
  "<img src=x onerror=window.__pwned=1>",
  "<script>window.__pwned=1</script>",
  "javascript:window.__pwned=1",
  '"><svg onload=window.__pwned=1>',
];

/** Each file's form and preview, by its route in the editor. */
const forms = [
  { file: "products.json", route: "#/collections/catalogue/entries/products" },
  { file: "home.json", route: "#/collections/pages/entries/home" },
  { file: "about.json", route: "#/collections/pages/entries/about" },
  { file: "site.json", route: "#/collections/pages/entries/site" },
  { file: "contact.json", route: "#/collections/pages/entries/contact" },
  { file: "privacy.json", route: "#/collections/pages/entries/privacy" },
  { file: "catalogue.json", route: "#/collections/pages/entries/catalogue" },
] as const;

/** Text boxes typed into per form: enough for every field of a page's form (site.json's social links are the 28th). */
const TYPED_BOXES = 40;

let editor: LocalEditor;

/** The value with every text of the model replaced by a hostile one (pictures, numbers and months kept). */
function hostile(value: unknown, field: Field, counter: { next: number }): unknown {
  if (field.kind === "object") {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(field.fields).map(([name, inner]) => [name, hostile(record[name], inner, counter)]));
  }
  if (field.kind === "list") return (value as unknown[]).map((item) => hostile(item, field.of, counter));
  if (field.kind === "image" || field.kind === "count" || field.kind === "decimal" || field.kind === "months") return value;
  const text = HOSTILE[counter.next % HOSTILE.length]!;
  counter.next += 1;
  // A link field holds the bare javascript: address; other texts are numbered to tell them apart.
  return field.kind === "url" && text.startsWith("javascript:") ? text : `${text} stored-${counter.next}`;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  editor = await startLocalEditor(test.info().parallelIndex, (contentDir) => {
    for (const { file } of forms) {
      const content = JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));
      fs.writeFileSync(path.join(contentDir, file), `${JSON.stringify(hostile(content, contentModels[file], { next: 0 }), null, 2)}\n`);
    }
  });
});

test.afterAll(() => editor.stop());

async function previewFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator("#preview-pane").elementHandle())?.contentFrame();
  if (!frame) throw new Error("no preview frame");
  await expect(frame.locator("body")).not.toBeEmpty();
  return frame;
}

/** What the hostile text could have made, in a document: elements, handlers, script addresses, the flag. */
function injected() {
  const elements = [...document.querySelectorAll("script, img[src='x'], svg[onload], iframe[src^='javascript:']")];
  const handlers = [...document.querySelectorAll("*")].filter((element) =>
    element.getAttributeNames().some((name) => name.startsWith("on")),
  );
  const links = [...document.querySelectorAll("a[href^='javascript:' i], [src^='javascript:' i]")];
  return {
    elements: elements.map((element) => element.outerHTML.slice(0, 120)),
    handlers: handlers.map((element) => element.outerHTML.slice(0, 120)),
    links: links.map((element) => element.outerHTML.slice(0, 120)),
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
  };
}

async function expectNothingRan(page: Page, frame: Frame, dialogs: string[]) {
  // An image that fails to load fires its handler a moment later.
  await page.waitForTimeout(500);
  expect(await frame.evaluate(injected)).toEqual({ elements: [], handlers: [], links: [], pwned: undefined });
  // The editor's own page (its scripts aside) holds nothing from the text either.
  const editorPage = await page.evaluate(injected);
  expect({ ...editorPage, elements: editorPage.elements.filter((html) => !/^<script[^>]* src="/.test(html)) }).toEqual({
    elements: [],
    handlers: [],
    links: [],
    pwned: undefined,
  });
  expect(dialogs).toEqual([]);
}

/** The form's text boxes, in order: every kind of text field (texts, long texts, list items, unique values, e-mail and web addresses). */
const textBoxes = (page: Page) =>
  page.locator("input[type='text'], input:not([type]), input[type='email'], input[type='url'], textarea").filter({ visible: true });

/**
 * Opens the form's collapsed objects and list items, first to last, until the first TYPED_BOXES text boxes are all open
 * (every box of a page's form; the first products of the catalogue, whose other products would take a minute more to
 * open for nothing typed). Not an empty list, "0 limits by market", whose Expand Decap keeps and which opens nothing.
 */
async function expandTypedBoxes(page: Page) {
  const expand = page.locator("div:has(> button[aria-label='Expand'])").filter({ hasNotText: /^0 / }).locator("> button[aria-label='Expand']");
  const lastTyped = textBoxes(page).nth(TYPED_BOXES - 1);
  for (let opened = 0; (await expand.count()) > 0; opened += 1) {
    expect(opened, "the form keeps offering more to expand").toBeLessThan(200);
    if ((await lastTyped.count()) > 0) {
      const button = await expand.first().elementHandle();
      const beforeButton = await lastTyped.evaluate((box, next) => Boolean(box.compareDocumentPosition(next!) & Node.DOCUMENT_POSITION_FOLLOWING), button);
      if (beforeButton) return;
    }
    await expand.first().click();
  }
}

for (const { file, route } of forms) {
  test(`hostile text in ${file}, stored and typed, shows as text in the preview and runs nothing`, async ({ page }) => {
    test.setTimeout(180_000);
    const dialogs = collectDialogs(page);
    const violations = await openEditor(page, editor, route);
    let frame = await previewFrame(page);

    // As saved: the preview shows the stored texts as they are.
    const stored = (await frame.locator("body").innerText()).replace(/\s+/g, " ");
    for (const text of HOSTILE.filter((text) => !text.startsWith("javascript:"))) expect(stored, file).toContain(text);
    await expectNothingRan(page, frame, dialogs);

    // Typed: the form's text boxes in order, every kind of field among them (the whole of each
    // page's form; the first products of the catalogue).
    await expandTypedBoxes(page);
    const boxes = textBoxes(page);
    const count = Math.min(await boxes.count(), TYPED_BOXES);
    expect(count, file).toBeGreaterThan(2);
    // Filled last to first: the product preview draws the product edited last (previews/products-preview.tsx, useEditedIndex),
    // here the first, whose boxes hold every hostile text; the boxes after it are other products'.
    for (let index = count - 1; index >= 0; index -= 1) {
      await boxes.nth(index).fill(`${HOSTILE[index % HOSTILE.length]} typed-${index}`);
    }
    frame = await previewFrame(page);
    // The preview draws what was typed once typing pauses (previews/typing-pause.tsx).
    const typed = async () => (await frame.locator("body").innerText()).replace(/\s+/g, " ");
    for (const text of HOSTILE) await expect.poll(typed, { message: file }).toMatch(new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} typed-\\d+`));
    await expectNothingRan(page, frame, dialogs);
    expect(violations).toEqual([]);
  });
}
