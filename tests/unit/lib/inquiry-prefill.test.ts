/** @jest-environment node */
import { inquiryPrefill } from "../../../src/lib/inquiry-prefill";
import { productNameFromPageData } from "../../../src/lib/inquiry-prefill-page-data";

const products = [{ slug: "soya-meal", value: "Soya Extraction Meal" }];

describe("inquiry prefill", () => {
  it("names a known product", () => {
    expect(inquiryPrefill("?product=soya-meal", products, "product")).toBe("Soya Extraction Meal");
  });

  it.each(["", "?product=", "?product=unknown", "?product=%3Cscript%3E", "?product=Soya%20Extraction%20Meal", "?other=soya-meal"])(
    "ignores %p",
    (search) => {
      expect(inquiryPrefill(search, products, "product")).toBe("");
    },
  );
});

describe("a large catalogue's prefill, from the product's page data", () => {
  const pageData = (name: unknown) => ({ ok: true, json: async () => ({ result: { data: { product: { name } } } }) }) as Response;
  afterEach(() => jest.restoreAllMocks());

  it("reads the English name from the product's own page data on this site", async () => {
    const fetch = jest.spyOn(globalThis, "fetch").mockResolvedValue(pageData("Soya Extraction Meal 7"));
    await expect(productNameFromPageData("?product=soya-meal-7", "product")).resolves.toBe("Soya Extraction Meal 7");
    expect(fetch).toHaveBeenCalledWith("/page-data/products/soya-meal-7/page-data.json");
  });

  it.each(["", "?product=", "?product=%2F%2Fevil.example", "?product=..%2Fadmin", "?product=Soya%20Meal"])("asks nothing for %p", async (search) => {
    const fetch = jest.spyOn(globalThis, "fetch");
    await expect(productNameFromPageData(search, "product")).resolves.toBe("");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("starts empty when the product is unknown or the network fails", async () => {
    jest.spyOn(globalThis, "fetch").mockResolvedValueOnce({ ok: false } as Response).mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(pageData(42));
    for (let attempt = 0; attempt < 3; attempt += 1) await expect(productNameFromPageData("?product=gone", "product")).resolves.toBe("");
  });
});
