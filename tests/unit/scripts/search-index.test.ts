import { resultOf } from "../../../scripts/search-index.mjs";

test("a product's result is its name, category, picture and HS code, from the meta its page wrote", () => {
  expect(
    resultOf({
      url: "/ar/products/castor-oil/",
      content: "زيت الخروع. الزيوت",
      meta: { title: "زيت الخروع", category: "الزيوت", image: "/static/1/castor-oil.avif", hs: "15153090", hsLabel: "رمز النظام المنسق" },
      filters: {},
    }),
  ).toEqual({ url: "/ar/products/castor-oil/", title: "زيت الخروع", detail: "الزيوت", image: "/static/1/castor-oil.avif", hsCode: "15153090", hsLabel: "رمز النظام المنسق", isCategory: false });
});

test("a category's result is its name and introduction, as plain text", () => {
  expect(resultOf({ url: "/products/category/oils/", content: "Oils. Groundnut oil and castor oil <refined>.", meta: { title: "Oils" }, filters: { kind: ["category"] } })).toEqual({
    url: "/products/category/oils/",
    title: "Oils",
    detail: "Groundnut oil and castor oil <refined>.",
    isCategory: true,
  });
});
