import { CARDS_PER_PAGE, featuredProducts, formListsProducts, listingPages, menuListsCategories, PRODUCT_CHOICE_MAX, PRODUCT_MENU_MAX } from "../../../src/lib/catalogue";
import { pageLinks } from "../../../src/lib/pagination";

describe("the header's menus", () => {
  it("list every product up to 12 (the real catalogue of 10), and the categories from 13", () => {
    expect(PRODUCT_MENU_MAX).toBe(12);
    expect(menuListsCategories(10)).toBe(false);
    expect(menuListsCategories(12)).toBe(false);
    expect(menuListsCategories(13)).toBe(true);
    expect(menuListsCategories(1000)).toBe(true);
  });
});

describe("the contact form's Product field", () => {
  it("lists the products to choose from up to 50 (in each of its product rows), and is a text field past that", () => {
    expect(PRODUCT_CHOICE_MAX).toBe(50);
    expect(formListsProducts(10)).toBe(true);
    expect(formListsProducts(50)).toBe(true);
    expect(formListsProducts(51)).toBe(false);
  });
});

describe("listing pages", () => {
  it("are pages of 12 cards, a multiple of the grid's 3 columns", () => {
    expect(CARDS_PER_PAGE).toBe(12);
    expect(CARDS_PER_PAGE % 3).toBe(0);
  });

  it("keep a catalogue that fits one page on the one page, as the specification draws it", () => {
    expect(listingPages("/products/", 10)).toEqual([{ page: 1, pageCount: 1, path: "/products/", skip: 0, limit: 12 }]);
    expect(listingPages("/products/", 12)).toHaveLength(1);
    // A category whose products are all withheld in a language still answers with one (empty) page.
    expect(listingPages("/products/", 0)).toHaveLength(1);
  });

  it("number the pages after the first under page/", () => {
    const pages = listingPages("/products/category/oil-meals/", 100);
    expect(pages).toHaveLength(9);
    expect(pages.map(({ path }) => path).slice(0, 3)).toEqual(["/products/category/oil-meals/", "/products/category/oil-meals/page/2/", "/products/category/oil-meals/page/3/"]);
    expect(pages[8]).toEqual({ page: 9, pageCount: 9, path: "/products/category/oil-meals/page/9/", skip: 96, limit: 12 });
  });

  it("link to the first, the last and the pages near this one, with gaps between", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(1, 84)).toEqual([1, 2, 3, null, 84]);
    expect(pageLinks(40, 84)).toEqual([1, null, 38, 39, 40, 41, 42, null, 84]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(pageLinks(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageLinks(84, 84)).toEqual([1, null, 82, 83, 84]);
  });

  it("reach every page by following links from the first", () => {
    const reached = new Set([1]);
    const queue = [1];
    while (queue.length > 0) {
      for (const next of pageLinks(queue.shift()!, 84)) {
        if (next === null || reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    expect(reached.size).toBe(84);
  });
});

describe("featured products", () => {
  const catalogue = Array.from({ length: 20 }, (_, index) => `product-${index + 1}`);

  it("are the first 12 of the catalogue when staff chose none", () => {
    expect(featuredProducts([], catalogue)).toEqual(catalogue.slice(0, 12));
    expect(featuredProducts([], catalogue.slice(0, 10))).toEqual(catalogue.slice(0, 10));
  });

  it("are the ones staff chose, in their order, less those the language withholds", () => {
    expect(featuredProducts(["product-15", "product-2"], catalogue)).toEqual(["product-15", "product-2"]);
    expect(featuredProducts(["product-15", "product-99"], catalogue)).toEqual(["product-15"]);
    expect(featuredProducts(["product-99"], catalogue.slice(0, 3))).toEqual(catalogue.slice(0, 3));
  });
});
