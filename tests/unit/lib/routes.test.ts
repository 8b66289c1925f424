/** @jest-environment node */
import { inquiryPath, isProductPath, productPath, routes } from "../../../src/lib/routes";

describe("routes", () => {
  it("use trailing slashes throughout", () => {
    expect(Object.values(routes)).toEqual(["/", "/products/", "/about/", "/contact/", "/contact/received/", "/privacy/"]);
    expect(productPath("soya-meal")).toBe("/products/soya-meal/");
  });

  it("tell product paths from the product range", () => {
    expect(isProductPath("/products/anything/")).toBe(true);
    expect(isProductPath("/products/404.html")).toBe(true);
    expect(isProductPath("/products/")).toBe(false);
    expect(isProductPath("/about/")).toBe(false);
  });

  it("carry the product to the contact page", () => {
    expect(inquiryPath("soya-meal")).toBe("/contact/?product=soya-meal");
  });
});
