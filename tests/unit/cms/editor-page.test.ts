import { confirmRemovals, entryOf, reloadOnAnotherEntry } from "../../../plugins/decap-cms/editor/editor-page";

test("the file open is read from the editor's address", () => {
  expect(entryOf("#/collections/translation-fr/entries/fr-products")).toBe("translation-fr/fr-products");
  expect(entryOf("#/collections/translation-fr")).toBeNull();
  expect(entryOf("#/workflow")).toBeNull();
});

test("opening another file by its address while one is open loads the editor afresh; leaving for a list does not", () => {
  const reload = jest.fn();
  const listeners: (() => void)[] = [];
  const target = {
    location: { hash: "#/collections/translation-fr/entries/fr-products", reload },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  } as unknown as Window;
  reloadOnAnotherEntry(target);
  const go = (hash: string) => {
    target.location.hash = hash;
    for (const listener of listeners) listener();
  };
  go("#/collections/translation-fr/entries/fr-products?ref=x");
  expect(reload).not.toHaveBeenCalled();
  go("#/collections/translation-ar/entries/ar-products");
  expect(reload).toHaveBeenCalledTimes(1);
});

test("removing a list entry asks first, naming it, and a No keeps it", () => {
  document.body.innerHTML = `<div><div><button id="toggle">v</button><span></span><button id="remove">x</button></div><div>Groundnut Extraction Meal</div></div>`;
  const confirm = jest.fn(() => false);
  confirmRemovals({ document, confirm } as unknown as Window);
  const removed = jest.fn();
  document.getElementById("remove")!.addEventListener("click", removed);
  document.getElementById("remove")!.click();
  expect(confirm).toHaveBeenCalledWith(expect.stringContaining("Remove “Groundnut Extraction Meal”?"));
  expect(removed).not.toHaveBeenCalled();
  confirm.mockReturnValue(true);
  document.getElementById("remove")!.click();
  expect(removed).toHaveBeenCalledTimes(1);
  document.getElementById("toggle")!.click();
  expect(confirm).toHaveBeenCalledTimes(2);
});
