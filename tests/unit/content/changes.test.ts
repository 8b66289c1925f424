/** @jest-environment node */
import { screenOf } from "../../../tests/content/changes";

test("a page's screen names product pages only as products: the product range's numbered pages and category pages are screens of their own", () => {
  expect(screenOf("/products/groundnut-meal/")).toBe("en /products/{id}/");
  expect(screenOf("/ar/products/castor-oil-7/")).toBe("ar /products/{id}/");
  expect(screenOf("/products/")).toBe("en /products/");
  expect(screenOf("/products/page/2/")).toBe("en /products/page/{n}/");
  expect(screenOf("/es/products/category/oil-meals/")).toBe("es /products/category/{category}/");
  expect(screenOf("/products/category/oil-meals/page/3/")).toBe("en /products/category/{category}/page/{n}/");
  expect(screenOf("/fr/products/404.html")).toBe("fr /products/404.html");
});
