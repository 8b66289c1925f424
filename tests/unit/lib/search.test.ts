import { toHit } from "../../../src/lib/search";

test("a product's result is its name, category, picture and HS code, from the meta its page wrote", () => {
  expect(
    toHit({
      url: "/ar/products/castor-oil/",
      meta: { title: "زيت الخروع", category: "الزيوت", image: "/static/1/castor-oil.webp", hs: "15153090", hsLabel: "رمز النظام المنسق" },
      filters: {},
      excerpt: "<mark>زيت</mark> الخروع",
    }),
  ).toEqual({ url: "/ar/products/castor-oil/", title: "زيت الخروع", detail: "الزيوت", image: "/static/1/castor-oil.webp", hsCode: "15153090", hsLabel: "رمز النظام المنسق", isCategory: false });
});

test("a category's result is its name and introduction", () => {
  expect(toHit({ url: "/products/category/oils/", meta: { title: "Oils" }, filters: { kind: ["category"] }, excerpt: "Oils. Groundnut <mark>oil</mark> and castor <mark>oil</mark> &lt;refined&gt;." })).toEqual({
    url: "/products/category/oils/",
    title: "Oils",
    detail: "Groundnut oil and castor oil <refined>.",
    image: undefined,
    hsCode: undefined,
    hsLabel: undefined,
    isCategory: true,
  });
});
