/**
 * A notice of the editor (plugins/decap-cms/editor/editing-notices.ts) is about one file: it goes
 * once another screen opens, and stays while its file is the one open.
 */
import { showNotice } from "../../../plugins/decap-cms/editor/editing-notices";

const notice = () => document.querySelector('section[role="status"]');

function go(hash: string) {
  window.location.hash = hash;
  window.dispatchEvent(new HashChangeEvent("hashchange"));
}

beforeEach(() => {
  document.body.innerHTML = "";
  window.location.hash = "";
});

test("a notice about the open file goes once the list of files opens", () => {
  go("#/collections/catalogue/entries/products");
  showNotice({ kind: "draft-saved", by: "Asha", changes: [] });
  expect(notice()).not.toBeNull();
  go("#/collections/catalogue/entries/products");
  expect(notice()).not.toBeNull();
  go("#/collections/pages");
  expect(notice()).toBeNull();
});

test("a notice about a file not yet open (from the Workflow board) stays as that file opens, and goes after", () => {
  go("#/workflow");
  showNotice({ kind: "empty-draft", by: "", changes: [], entry: "translation-es/es-products" });
  go("#/collections/translation-es/entries/es-products");
  expect(notice()).not.toBeNull();
  go("#/workflow");
  expect(notice()).toBeNull();
});
