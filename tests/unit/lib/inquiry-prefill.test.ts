/** @jest-environment node */
import { inquiryPrefill } from "../../../src/lib/inquiry-prefill";

const products = [{ slug: "soya-meal", name: "Soya Extraction Meal" }];

describe("inquiry prefill", () => {
  it("names a known product", () => {
    expect(inquiryPrefill("?product=soya-meal", products, "I would like to inquire about", "product")).toBe(
      "I would like to inquire about Soya Extraction Meal.",
    );
  });

  it.each(["", "?product=", "?product=unknown", "?product=%3Cscript%3E", "?other=soya-meal"])("ignores %p", (search) => {
    expect(inquiryPrefill(search, products, "Prefix", "product")).toBe("");
  });
});
