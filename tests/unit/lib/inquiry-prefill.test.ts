/** @jest-environment node */
import { inquiryPrefill } from "../../../src/lib/inquiry-prefill";

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
