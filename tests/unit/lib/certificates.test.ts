/** @jest-environment node */
import { certificatesShown, scopeWords, certificateState, covers, coveredProducts, daysBetween, EXPIRING_WITHIN_DAYS, isDay, siteToday } from "../../../src/lib/certificates";
import { contentModels } from "../../../src/lib/content-model";
import { certificateNotices, certificateProblems, formatProblem, validateContent, validateReferences, type RuleContext } from "../../../src/lib/content-rules";
import site from "../../../content/site.json";
import products from "../../../content/products.json";

type Certificates = Parameters<typeof certificateProblems>[0];
const FILE = "content/site.json";
const register = () => structuredClone(site.certifications) as unknown as Certificates;
const problems = (certificates: Certificates) => certificateProblems(certificates, products.products, FILE).map(formatProblem);

describe("time: the build's today", () => {
  it("is SITE_TODAY when set, else today in UTC; a SITE_TODAY that is not a real day stops the build, saying so", () => {
    expect(siteToday({ SITE_TODAY: "2027-03-11" })).toBe("2027-03-11");
    expect(siteToday({}, new Date("2026-11-29T23:30:00-05:00"))).toBe("2026-11-30");
    expect(siteToday({ SITE_TODAY: "" }, new Date("2026-11-29T12:00:00Z"))).toBe("2026-11-29");
    expect(() => siteToday({ SITE_TODAY: "2027-02-30" })).toThrow('SITE_TODAY must be a day written YYYY-MM-DD, such as 2026-11-29, but is "2027-02-30"');
    expect(() => siteToday({ SITE_TODAY: "29/11/2026" })).toThrow("SITE_TODAY must be a day");
  });

  it("knows a real day from a look-alike", () => {
    expect(["2026-11-29", "2028-02-29"].map(isDay)).toEqual([true, true]);
    expect(["2027-02-29", "2026-13-01", "2026-1-1", "2026-11-29T00:00:00Z", ""].map(isDay)).toEqual([false, false, false, false, false]);
    // A year typed in part, or by a slip: "0002" on the way to 2026, 1906 from a date box that read it so.
    expect(["1900-01-01", "2099-12-31", "0002-11-01", "1899-12-31", "2100-01-01"].map(isDay)).toEqual([true, true, false, false, false]);
    expect(daysBetween("2026-11-29", "2026-12-29")).toBe(30);
  });
});

describe("where a certificate stands on a day", () => {
  const until = { issuedOn: "2024-01-20", validUntil: "2027-01-19" };
  it("is valid until EXPIRING_WITHIN_DAYS before its last day, then expiring up to and on that day, then expired the day after", () => {
    expect(EXPIRING_WITHIN_DAYS).toBe(30);
    expect(certificateState(until, "2026-12-19")).toBe("valid");
    expect(certificateState(until, "2026-12-20")).toBe("expiring");
    expect(certificateState(until, "2027-01-19")).toBe("expiring");
    expect(certificateState(until, "2027-01-20")).toBe("expired");
  });

  it("is always valid where its kind does not expire", () => {
    expect(certificateState({ issuedOn: "2012-06-15" }, "2099-01-01")).toBe("valid");
    expect(certificateState({ issuedOn: "2012-06-15", validUntil: null }, "2099-01-01")).toBe("valid");
  });
});

describe("what a certificate covers", () => {
  it("covers the products it names and every product of the categories it names, and no other", () => {
    const scope = { coversProducts: ["castor-meal"], coversCategories: ["spices"] };
    expect(covers(scope, "castor-meal", "oil-meals")).toBe(true);
    expect(covers(scope, "whole-spices", "spices")).toBe(true);
    expect(covers(scope, "soya-meal", "oil-meals")).toBe(false);
    expect(coveredProducts(scope, products.products).map(({ id }) => id)).toEqual(["castor-meal", "whole-spices"]);
  });

  it("in the real register: the Spices Board's covers only the spices, and FSSAI's no oil meal (they are feed and fertiliser, not food)", () => {
    const byId = (id: string) => site.certifications.find((certificate) => certificate.id === id)!;
    expect(coveredProducts(byId("spices-board-cres"), products.products).map(({ id }) => id)).toEqual(["whole-spices"]);
    expect(coveredProducts(byId("fssai-licence"), products.products).map(({ category }) => category)).not.toContain("oil-meals");
  });
});

describe("what a page shows, as the build works it out on its day", () => {
  it("a product page: the certificates that cover it, in the register's order, those expired, and their days in the page's language", () => {
    const spices = { slug: "whole-spices", category: "spices" };
    expect(certificatesShown(site.certifications, "2026-11-29", "en", spices)).toEqual({
      certificates: ["fssai-licence", "spices-board-cres", "iso-22000", "iec"],
      expired: [],
      days: { "2029-03-31": "31 March 2029", "2027-03-31": "31 March 2027", "2027-01-19": "19 January 2027" },
    });
    const later = certificatesShown(site.certifications, "2027-03-11", "ar", spices);
    expect(later.expired).toEqual(["iso-22000"]);
    expect(later.days["2027-01-19"]).toBe("19 يناير 2027");
  });

  it("what each covers, in words: its categories', then its products' names, each from its own list (a category and a product may share an id); one withheld in the language is left out", () => {
    const named = { categories: [{ slug: "pulses", name: "Pulses (category)" }, { slug: "oils", name: "Oils" }], products: [{ slug: "pulses", name: "Pulses (product)" }] };
    const register = [
      { id: "a", coversCategories: ["oils", "pulses"], coversProducts: ["pulses", "grains"] },
      { id: "b", coversCategories: ["spices"], coversProducts: [] },
    ];
    expect(scopeWords(register, named, "، ")).toEqual({ a: "Oils، Pulses (category)، Pulses (product)", b: "" });
  });

  it("the register: all of them, with the days they were issued as well as their last days", () => {
    const register = certificatesShown(site.certifications, "2026-11-29", "fr");
    expect(register.certificates).toEqual(site.certifications.map(({ id }) => id));
    for (const { issuedOn, validUntil } of site.certifications) {
      expect(register.days[issuedOn]).toMatch(/^\d{1,2}(er)? [a-zéû]+\.? 20\d\d$/);
      if (validUntil) expect(register.days[validUntil]).toBeDefined();
    }
    expect(register.days["2012-06-15"]).toBe("15 juin 2012");
  });
});

describe("the register's own rules", () => {
  it("accepts the real register", () => {
    expect(problems(register())).toEqual([]);
    const names = ["products.json", "categories.json", "site.json", "home.json", "catalogue.json", "about.json", "contact.json", "privacy.json"] as const;
    const content = Object.fromEntries(names.map((name) => [name, structuredClone(jest.requireActual(`../../../content/${name}`))])) as Parameters<typeof validateReferences>[0];
    expect(validateReferences(content, (name) => `content/${name}`)).toEqual([]);
  });

  it("names a number not in its kind's form: an FSSAI licence's 14 digits, an IEC's 10 characters, a GSTIN's 15", () => {
    const certificates = register();
    certificates[0]!.number = "1002402100051";
    certificates[5]!.number = "AAJCS4821";
    const gstin = { ...certificates[5]!, id: "gstin", kind: "gstin", name: "GSTIN", number: "24AAJCS4821K1Z" };
    expect(problems([...certificates, gstin])).toEqual([
      'content/site.json, certifications[0] (id "fssai-licence"), field "number": "1002402100051" is not a number of this kind (FSSAI licence): 14 digits',
      'content/site.json, certifications[5] (id "iec"), field "number": "AAJCS4821" is not a number of this kind (IEC): 10 capital letters or digits',
      'content/site.json, certifications[6] (id "gstin"), field "number": "24AAJCS4821K1Z" is not a number of this kind (GSTIN): 15 characters: 2 digits (the state), the 10 of the PAN, 1, Z and 1, e.g. 24AAACS1234F1Z5',
    ]);
    expect(problems([{ ...gstin, number: "24AAJCS4821K1Z5" }])).toEqual([]);
  });

  it("names a valid-until day missing where the kind expires, given where it does not, or before the day of issue", () => {
    const certificates = register();
    certificates[1]!.validUntil = undefined;
    certificates[5]!.validUntil = "2030-01-01";
    certificates[4]!.validUntil = "2023-12-31";
    expect(problems(certificates)).toEqual([
      'content/site.json, certifications[1] (id "apeda-rcmc"), field "validUntil": is missing: this kind (APEDA RCMC) is valid until a date; give it as on the certificate',
      'content/site.json, certifications[4] (id "iso-22000"), field "validUntil": "2023-12-31" is before the day it was issued, "2024-01-20" (issuedOn)',
      'content/site.json, certifications[5] (id "iec"), field "validUntil": must be left empty: this kind (IEC) does not expire',
    ]);
  });

  it("names a certificate that covers no product: nothing chosen, or only a category with no product", () => {
    const certificates = register();
    certificates[3]!.coversCategories = [];
    const none = { ...certificates[2]!, coversCategories: ["grains"] };
    expect(problems([certificates[3]!, { ...none, coversCategories: [] }])).toEqual([
      'content/site.json, certifications[0] (id "spices-board-cres"), field "coversProducts": covers no product: choose the products it covers, or categories that have products (coversCategories)',
      'content/site.json, certifications[1] (id "iopepc-rcmc"), field "coversProducts": covers no product: choose the products it covers, or categories that have products (coversCategories)',
    ]);
    const withoutGrains = products.products.filter(({ category }) => category !== "grains");
    expect(certificateProblems([none], withoutGrains, FILE).map(({ field }) => field)).toEqual(["coversProducts"]);
  });

  it("names a product a food or feed certificate covers whose use is another (a fertiliser, an industrial oil), by the field that brought it in", () => {
    expect(problems(register())).toEqual([]);
    const certificates = register();
    const fssai = certificates.find(({ id }) => id === "fssai-licence")!;
    const iso = certificates.find(({ id }) => id === "iso-22000")!;
    fssai.coversCategories = [...fssai.coversCategories, "oils"];
    iso.coversProducts = [...iso.coversProducts, "castor-meal"];
    expect(problems([fssai, iso])).toEqual([
      'content/site.json, certifications[0] (id "fssai-licence"), field "coversCategories": covers castor-oil (products.json), whose intended use is industrial: this kind (FSSAI licence) is about food only; choose its products one by one instead of the category oils',
      'content/site.json, certifications[1] (id "iso-22000"), field "coversProducts": covers castor-meal (products.json), whose intended use is fertiliser: this kind (ISO 22000) is about food and feed only; take castor-meal out of its products',
    ]);
    // An FSSAI licence is for food: a feed is not under it, as a kind without uses covers any product.
    expect(problems([{ ...fssai, coversCategories: [], coversProducts: ["soya-meal"] }])).toHaveLength(1);
    expect(problems([{ ...certificates.find(({ id }) => id === "iec")!, coversProducts: ["castor-oil"] }])).toEqual([]);
  });

  it("names a product or category of the scope that does not exist, as every reference", () => {
    const names = ["products.json", "categories.json", "site.json", "home.json", "catalogue.json", "about.json", "contact.json", "privacy.json"] as const;
    const content = Object.fromEntries(names.map((name) => [name, structuredClone(jest.requireActual(`../../../content/${name}`))])) as Parameters<typeof validateReferences>[0];
    (content["site.json"].certifications[3] as { coversCategories: readonly string[] }).coversCategories = ["spices", "herbs"];
    expect(validateReferences(content, (name) => `content/${name}`).map(formatProblem)).toEqual([
      'content/site.json, certifications[3] (id "spices-board-cres"), field "coversCategories[1]": "herbs" is not a category of content/categories.json; use the id of one of its categories: "oil-meals", "oils", "peanuts", "spices", "pulses", "grains"',
    ]);
  });
});

describe("each field's rule", () => {
  const pdf = new TextEncoder().encode("%PDF-1.4\n");
  const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]);
  const files = new Map<string, Uint8Array>([...site.certifications.map((certificate) => [certificate.document, pdf] as const), ["documents/certificates/photo.pdf", jpeg], ["images/logo.png", jpeg]]);
  const context: RuleContext = { file: FILE, readStart: (relative) => files.get(relative) ?? null };
  const check = (edit: (certificate: Record<string, unknown>) => void) => {
    const data = structuredClone(site) as unknown as { certifications: Record<string, unknown>[] };
    edit(data.certifications[5]!);
    return validateContent(data, contentModels["site.json"], context).map(formatProblem);
  };

  it("accepts the register as it is, an optional field left out or emptied by the editor", () => {
    expect(check(() => {})).toEqual([]);
    expect(check((certificate) => (certificate.verifyUrl = ""))).toEqual([]);
    expect(check((certificate) => delete certificate.verifyUrl)).toEqual([]);
  });

  it("names a kind that is not one of the kinds, a day that is not real, a document that is missing or not a PDF, and a check address that is not https", () => {
    const at = 'content/site.json, certifications[5] (id "iec"), field';
    expect(check((certificate) => (certificate.kind = "iso-9001"))[0]).toMatch(new RegExp(`^${at.replace(/[()[\]]/g, "\\$&")} "kind": must be one of "fssai-licence", "apeda-rcmc", .*"gstin", but is text "iso-9001"$`));
    expect(check((certificate) => (certificate.issuedOn = "2012-06-31"))).toEqual([`${at} "issuedOn": "2012-06-31" must be a day written YYYY-MM-DD, of a year from 1900 to 2099, e.g. "2026-11-29"`]);
    expect(check((certificate) => (certificate.document = "documents/certificates/iec-2026.pdf"))).toEqual([
      `${at} "document": "documents/certificates/iec-2026.pdf" does not resolve to a file (looked for content/documents/certificates/iec-2026.pdf)`,
    ]);
    expect(check((certificate) => (certificate.document = "documents/certificates/photo.pdf"))).toEqual([`${at} "document": "documents/certificates/photo.pdf" is not a PDF document inside, whatever its name says`]);
    expect(check((certificate) => (certificate.document = "images/logo.png"))).toEqual([`${at} "document": "images/logo.png" must be a .pdf document`]);
    // A PDF the site would not publish: outside documents/.
    files.set("images/iec.pdf", pdf);
    expect(check((certificate) => (certificate.document = "images/iec.pdf"))).toEqual([`${at} "document": "images/iec.pdf" must be in documents/, which the site publishes, e.g. "documents/certificates/iec.pdf"`]);
    expect(check((certificate) => (certificate.document = "documents/../images/iec.pdf"))[0]).toContain("must be in documents/");
    expect(check((certificate) => (certificate.verifyUrl = "http://www.dgft.gov.in/"))).toEqual([`${at} "verifyUrl": "http://www.dgft.gov.in/" must be a full https:// address`]);
    expect(check((certificate) => delete certificate.issuedOn)).toEqual([`${at} "issuedOn": is missing`]);
  });
});

describe("what staff are told of the register's dates", () => {
  it("names each certificate expired or expiring within 30 days, with file, item and field, and none otherwise", () => {
    const notices = (today: string) => certificateNotices(register(), today, FILE).map(formatProblem);
    expect(notices("2026-11-29")).toEqual([]);
    // ISO 22000 runs to 2027-01-19; the Spices Board's and the others to March.
    expect(notices("2026-12-30")).toEqual([
      'content/site.json, certifications[4] (id "iso-22000"), field "validUntil": expires on 2027-01-19, in 20 days: upload the renewed certificate with its new dates before then',
    ]);
    expect(notices("2027-01-19")[0]).toContain('"validUntil": expires on 2027-01-19, today, its last valid day');
    expect(notices("2027-01-20")).toEqual([
      'content/site.json, certifications[4] (id "iso-22000"), field "validUntil": expired on 2027-01-19 (1 day ago): the site shows it as expired; upload the renewed certificate with its new dates',
    ]);
    expect(notices("2027-04-01").map((notice) => notice.match(/id "([^"]+)"/)![1])).toEqual(["spices-board-cres", "iso-22000"]);
  });
});
