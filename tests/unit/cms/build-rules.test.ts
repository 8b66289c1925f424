/** @jest-environment node */
/**
 * What a Save of the company file refuses before writing (plugins/decap-cms/editor/build-rules.ts):
 * the build's rules of the register of certificates, in staff's words.
 */
import fs from "node:fs";
import path from "node:path";
import { buildRefusals } from "../../../plugins/decap-cms/editor/build-rules";

const root = path.resolve(__dirname, "..", "..", "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const mockFiles = new Map<string, string>();

jest.mock("../../../plugins/decap-cms/editor/repository", () => ({
  readRepositoryFile: async (file: string, branch?: string) => mockFiles.get(`${branch ?? "main"}:${file}`) ?? null,
}));

type Site = { certifications: Record<string, unknown>[] };
const site = JSON.parse(read("content/site.json")) as Site;
const products = read("content/products.json");

beforeEach(() => {
  mockFiles.clear();
  mockFiles.set("main:content/products.json", products);
});

/** The company file with its first certificate changed so. */
function withFirst(change: Record<string, unknown>): string {
  const changed = structuredClone(site);
  Object.assign(changed.certifications[0]!, change);
  return JSON.stringify(changed, null, 2);
}

test("the company file as published is saved: nothing refused", async () => {
  expect(await buildRefusals("content/site.json", read("content/site.json"))).toEqual([]);
});

test("a valid-until before the day of issue, and a number not of its kind's form, are each refused, naming the certificate and its box, and another box by its label", async () => {
  const fssai = site.certifications.find(({ kind }) => kind === "fssai-licence")!;
  const changed = structuredClone(site);
  Object.assign(changed.certifications.find(({ id }) => id === fssai.id)!, { number: "1002402100051", issuedOn: "2025-06-01", validUntil: "2025-01-01" });
  expect(await buildRefusals("content/site.json", JSON.stringify(changed))).toEqual([
    `${String(fssai.name)}, Number: "1002402100051" is not a number of this kind (FSSAI licence): 14 digits`,
    `${String(fssai.name)}, Valid until: "2025-01-01" is before the day it was issued, "2025-06-01" (Issued on)`,
  ]);
});

test("a certificate covering no product is refused; the products are read where the save goes (a draft's catalogue), else the published ones", async () => {
  const refused = await buildRefusals("content/site.json", withFirst({ coversProducts: ["a-product-of-the-draft"], coversCategories: [] }), "cms/pages/site");
  expect(refused).toEqual([`${String(site.certifications[0]!.name)}, Covers products: covers no product: choose the products it covers, or categories that have products (Covers categories)`]);
  const draft = JSON.parse(products) as { products: Record<string, unknown>[] };
  draft.products.push({ ...draft.products.find(({ intendedUse }) => intendedUse === "food"), id: "a-product-of-the-draft" });
  mockFiles.set("cms/pages/site:content/products.json", JSON.stringify(draft));
  expect(await buildRefusals("content/site.json", withFirst({ coversProducts: ["a-product-of-the-draft"], coversCategories: [] }), "cms/pages/site")).toEqual([]);
});

test("other files, and a file that is not JSON yet, are left to their own boxes' rules", async () => {
  expect(await buildRefusals("content/products.json", products)).toEqual([]);
  // No catalogue to read: left to the build.
  mockFiles.clear();
  expect(await buildRefusals("content/site.json", withFirst({ coversProducts: [], coversCategories: [] }))).toEqual([]);
  expect(await buildRefusals("content/locales/es/site.json", withFirst({ validUntil: "2000-01-01" }))).toEqual([]);
  expect(await buildRefusals("content/site.json", "{ not json")).toEqual([]);
});
