/** @jest-environment node */
import { contentModels } from "../../../src/lib/content-model";
import {
  formatProblem,
  isRasterImage,
  validateContent,
  validateReferences,
  type RuleContext,
} from "../../../src/lib/content-rules";
import products from "../../../content/products.json";

const FILE = "content/products.json";
const JPEG_START = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PDF_START = new TextEncoder().encode("%PDF-1.7\n%");
const files = new Map<string, Uint8Array>(products.products.flatMap((product) => [[product.image, JPEG_START] as const, [product.analysis, PDF_START] as const]));
files.set("images/products/brochure.jpg", PDF_START);
const context: RuleContext = { file: FILE, readStart: (relative) => files.get(relative) ?? null };

/** A copy of the real catalogue with one product changed by `edit`. */
function catalogueWith(index: number, edit: (product: Record<string, unknown>) => void) {
  const copy = structuredClone(products) as { products: Record<string, unknown>[] };
  edit(copy.products[index]!);
  return copy;
}

function messages(data: unknown): string[] {
  return validateContent(data, contentModels["products.json"], context).map(formatProblem);
}

describe("content rules for content/products.json", () => {
  it("accepts the real catalogue", () => {
    expect(messages(products)).toEqual([]);
  });

  it.each([
    "id",
    "name",
    "alsoKnownAs",
    "image",
    "shortDescription",
    "description",
    "features",
    "packaging",
    "origin",
    "specifications",
    "hsCode",
    "packing",
    "availableMonths",
  ])(
    "names the file, product and field when %s is missing",
    (field) => {
      const data = catalogueWith(2, (product) => delete product[field]);
      expect(messages(data)).toEqual([`${FILE}, products[2]${field === "id" ? "" : ' (id "soya-meal")'}, field "${field}": is missing`]);
    },
  );

  it("names an other name left empty, or given twice", () => {
    expect(messages(catalogueWith(4, (product) => (product.alsoKnownAs = "Peanut oil, , Arachis oil")))).toEqual([
      `${FILE}, products[4] (id "groundnut-oil"), field "alsoKnownAs": "Peanut oil, , Arachis oil" has an empty name: separate the names with single commas`,
    ]);
    expect(messages(catalogueWith(4, (product) => (product.alsoKnownAs = "Peanut oil, Arachis oil, peanut oil")))).toEqual([
      `${FILE}, products[4] (id "groundnut-oil"), field "alsoKnownAs": names "peanut oil" twice`,
    ]);
  });

  it.each(["name", "description", "packaging"])("rejects an empty or blank %s", (field) => {
    const data = catalogueWith(4, (product) => (product[field] = "   "));
    expect(messages(data)).toEqual([`${FILE}, products[4] (id "groundnut-oil"), field "${field}": must not be empty`]);
  });

  it("rejects a value of the wrong type", () => {
    const data = catalogueWith(0, (product) => {
      product.name = 42;
      product.features = "High protein";
    });
    expect(messages(data)).toEqual([
      `${FILE}, products[0] (id "groundnut-meal"), field "name": must be text, but is number 42`,
      `${FILE}, products[0] (id "groundnut-meal"), field "features": must be a list, but is text "High protein"`,
    ]);
  });

  it("rejects a feature that is not text", () => {
    const data = catalogueWith(1, (product) => (product.features = ["Good", 7, ""]));
    expect(messages(data)).toEqual([
      `${FILE}, products[1] (id "rapeseed-meal"), field "features[1]": must be text, but is number 7`,
      `${FILE}, products[1] (id "rapeseed-meal"), field "features[2]": must not be empty`,
    ]);
  });

  it("rejects an empty features list", () => {
    const data = catalogueWith(3, (product) => (product.features = []));
    expect(messages(data)).toEqual([
      `${FILE}, products[3] (id "castor-meal"), field "features": must not be an empty list`,
    ]);
  });

  it("requires at least four specifications, each a parameter and a value, no parameter twice", () => {
    const short = catalogueWith(0, (product) => (product.specifications = (product.specifications as unknown[]).slice(0, 3)));
    expect(messages(short)).toEqual([
      `${FILE}, products[0] (id "groundnut-meal"), field "specifications": must have at least 4 entries, but has 3`,
    ]);
    const broken = catalogueWith(2, (product) => {
      const rows = product.specifications as Record<string, unknown>[];
      rows[1]!.value = " ";
      delete rows[2]!.parameter;
      rows[3]!.parameter = rows[0]!.parameter;
    });
    expect(messages(broken)).toEqual([
      `${FILE}, products[2] (id "soya-meal").specifications[1], field "value": must not be empty`,
      `${FILE}, products[2] (id "soya-meal").specifications[2], field "parameter": is missing`,
      `${FILE}, products[2] (id "soya-meal").specifications[3], field "parameter": "Crude protein" is already used by specifications[0]; each must be unique`,
    ]);
  });

  it.each(["2305.00", "2305 0000", "23050", "230500001", "HS230500", ""])("rejects the HS code %p", (code) => {
    const data = catalogueWith(6, (product) => (product.hsCode = code));
    const problem = code === "" ? "must not be empty" : `"${code}" must be a customs (HS) code of 6 to 8 digits`;
    expect(messages(data)).toEqual([expect.stringContaining(`${FILE}, products[6] (id "peanut-roaster"), field "hsCode": ${problem}`)]);
  });

  it.each(["230500", "2305000", "23050000"])("accepts the HS code %p", (code) => {
    expect(messages(catalogueWith(6, (product) => (product.hsCode = code)))).toEqual([]);
  });

  it("rejects an empty packing list, a unit without its net kg, a count that is no whole number, and months the build does not know", () => {
    const data = catalogueWith(8, (product) => {
      product.packing = [];
      product.availableMonths = ["jan", "janvier", "jan"];
    });
    expect(messages(data)).toEqual([
      `${FILE}, products[8] (id "pulses"), field "packing": must not be an empty list`,
      `${FILE}, products[8] (id "pulses"), field "availableMonths": must hold only months of the year, each once, written "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"; text "janvier" is not`,
    ]);
    const option = catalogueWith(8, (product) => {
      product.packing = [{ unit: "25 kg PP bag", netKg: 0, per20ft: 2.5, per40ft: 1040, leadTimeDays: 15 }];
      product.availableMonths = ["jan", "jan"];
    });
    expect(messages(option)).toEqual([
      `${FILE}, products[8] (id "pulses").packing[0], field "netKg": must be a number more than 0 (with a decimal point where needed, such as 13.65), but is number 0`,
      `${FILE}, products[8] (id "pulses").packing[0], field "per20ft": must be a whole number (0 or more), but is number 2.5`,
      `${FILE}, products[8] (id "pulses"), field "availableMonths": must name each month once, but names "jan" again`,
    ]);
  });

  it("rejects a duplicate id, naming both products", () => {
    const data = catalogueWith(5, (product) => (product.id = "soya-meal"));
    expect(messages(data)).toEqual([
      `${FILE}, products[5] (id "soya-meal"), field "id": "soya-meal" is already used by products[2]; each must be unique`,
    ]);
  });

  it.each(["Soya-Meal", "soya meal", "soya_meal", "-soya", "soya--meal", "soya-", "sóya"])(
    "rejects the id %p, which is not a lowercase URL slug",
    (id) => {
      const data = catalogueWith(2, (product) => (product.id = id));
      const [message] = messages(data);
      expect(message).toContain(`${FILE}, products[2] (id "${id}"), field "id": "${id}" is not a lowercase URL slug`);
    },
  );

  it("rejects an image path that does not resolve to a file", () => {
    const data = catalogueWith(6, (product) => (product.image = "images/products/missing.jpg"));
    expect(messages(data)).toEqual([
      `${FILE}, products[6] (id "peanut-roaster"), field "image": "images/products/missing.jpg" does not resolve to a file (looked for content/images/products/missing.jpg)`,
    ]);
  });

  it("rejects a file that is named like an image but is something else", () => {
    const data = catalogueWith(6, (product) => (product.image = "images/products/brochure.jpg"));
    expect(messages(data)).toEqual([
      `${FILE}, products[6] (id "peanut-roaster"), field "image": "images/products/brochure.jpg" is not a JPEG, PNG, WebP, AVIF or TIFF image inside, whatever its name says`,
    ]);
  });

  it("rejects an image that is not a raster image", () => {
    const data = catalogueWith(6, (product) => (product.image = "../package.json"));
    expect(messages(data)).toEqual([
      `${FILE}, products[6] (id "peanut-roaster"), field "image": "../package.json" must be a .jpg, .png, .webp or .avif image`,
    ]);
  });

  it("rejects an unknown extra field as a likely typo", () => {
    const data = catalogueWith(7, (product) => (product.orgin = "Gujarat"));
    const [message] = messages(data);
    expect(message).toMatch(
      new RegExp(`^${FILE}, products\\[7\\] \\(id "whole-spices"\\), field "orgin": is not a known field \\(a typo\\?\\)`),
    );
  });

  it("reports every problem at once", () => {
    const data = catalogueWith(8, (product) => {
      delete product.name;
      product.features = [];
      product.extra = true;
    });
    expect(messages(data)).toHaveLength(3);
  });

  it("rejects a catalogue whose root is not an object or has no products", () => {
    expect(messages([])).toEqual([`${FILE}, field "(root)": must be a JSON object`]);
    expect(messages({})).toEqual([`${FILE}, field "products": is missing`]);
    expect(messages({ products: [] })).toEqual([`${FILE}, field "products": must not be an empty list`]);
  });

  it("rejects a product that is not an object", () => {
    expect(messages({ products: ["soya-meal"] })).toEqual([
      `${FILE}, field "products[0]": must be an object, but is text "soya-meal"`,
    ]);
  });
});

describe("content rules for the other content files", () => {
  const site = jest.requireActual("../../../content/site.json");
  // A picture where the file names one, a PDF where it names a document.
  const siteContext: RuleContext = { file: "content/site.json", readStart: (relative) => (relative.endsWith(".pdf") ? PDF_START : JPEG_START) };
  const check = (data: unknown) => validateContent(data, contentModels["site.json"], siteContext).map(formatProblem);

  it("accepts the real site content", () => {
    expect(check(site)).toEqual([]);
  });

  it("names nested fields by their path", () => {
    const data = structuredClone(site);
    data.contact.emails[1].address = "marketing-at-example";
    data.contact.address.postalCode = "";
    expect(check(data)).toEqual([
      'content/site.json, contact.emails[1], field "address": "marketing-at-example" is not an e-mail address',
      'content/site.json, contact.address, field "postalCode": must not be empty',
    ]);
  });

  it("checks phone numbers, chat numbers, web addresses and whole numbers", () => {
    const data = structuredClone(site);
    data.contact.phone = "98765 43210";
    data.chat.number = "+91 98765 43210";
    data.social[0].url = "http://example.com/profile";
    data.company.foundingYear = "2011";
    expect(check(data)).toEqual([
      'content/site.json, company, field "foundingYear": must be a whole number (0 or more), but is text "2011"',
      'content/site.json, contact, field "phone": "98765 43210" must be an international number such as "+91 98765 43210"',
      'content/site.json, chat, field "number": "+91 98765 43210" must be digits only, with the country code and no "+", e.g. "919876543210"',
      'content/site.json, social[0], field "url": "http://example.com/profile" must be a full https:// address',
    ]);
  });

  it("checks the certifications, ports of loading and Incoterms", () => {
    const data = structuredClone(site);
    delete data.certifications[1].description;
    data.certifications[2].id = data.certifications[0].id;
    data.portsOfLoading = [];
    data.incoterms[1] = " ";
    expect(check(data)).toEqual([
      'content/site.json, certifications[1] (id "apeda-rcmc"), field "description": is missing',
      `content/site.json, certifications[2] (id "${site.certifications[0].id}"), field "id": "${site.certifications[0].id}" is already used by certifications[0]; each must be unique`,
      'content/site.json, field "portsOfLoading": must not be an empty list',
      'content/site.json, field "incoterms[1]": must not be empty',
    ]);
  });

  it("requires five distinct department e-mails", () => {
    const data = structuredClone(site);
    data.contact.emails.pop();
    expect(check(data)).toEqual(['content/site.json, contact, field "emails": must have at least 5 entries, but has 4']);
    const duplicated = structuredClone(site);
    duplicated.contact.emails[4].address = duplicated.contact.emails[0].address;
    expect(check(duplicated)).toEqual([
      `content/site.json, contact.emails[4], field "address": "${site.contact.emails[0].address}" is already used by emails[0]; each must be unique`,
    ]);
  });

  it.each(["home.json", "catalogue.json", "categories.json", "about.json", "contact.json", "privacy.json"] as const)("accepts the real %s", (name) => {
    const data = jest.requireActual(`../../../content/${name}`);
    const problems = validateContent(data, contentModels[name], { file: `content/${name}`, readStart: () => JPEG_START });
    expect(problems).toEqual([]);
  });
});

describe("references between content files", () => {
  const names = ["products.json", "categories.json", "site.json", "home.json", "catalogue.json", "about.json", "contact.json", "privacy.json"] as const;
  const real = () => Object.fromEntries(names.map((name) => [name, structuredClone(jest.requireActual(`../../../content/${name}`))])) as Parameters<typeof validateReferences>[0];
  const check = (data: Parameters<typeof validateReferences>[0]) => validateReferences(data, (name) => `content/${name}`).map(formatProblem);

  it("accepts the real content: every category and featured product exists, and Send by e-mail writes to a department of site.json", () => {
    expect(check(real())).toEqual([]);
  });

  it("names the file, product and field of a category that is not in categories.json", () => {
    const content = real();
    (content["products.json"].products[3] as { category: string }).category = "nuts";
    expect(check(content)).toEqual([
      'content/products.json, products[3] (id "castor-meal"), field "category": "nuts" is not a category of content/categories.json; use the id of one of its categories: "oil-meals", "oils", "peanuts", "spices", "pulses", "grains"',
    ]);
  });

  it("names a featured product that is not in the catalogue, and a product that takes an address of the product range's own pages", () => {
    const content = real();
    (content["home.json"].featured as unknown as { products: string[] }).products = ["castor-oil", "sesame"];
    (content["products.json"].products[0] as { id: string }).id = "page";
    const problems = check(content);
    expect(problems).toContain('content/home.json, featured, field "products[1]": "sesame" is not a product of content/products.json; use the id of one of its products: "page", "rapeseed-meal", "soya-meal", "castor-meal", "groundnut-oil", "castor-oil", "peanut-roaster", "whole-spices", ...');
    expect(problems).toContain('content/products.json, products[0] (id "page"), field "id": "page" is taken by the product range\'s own pages (/products/page/...); choose another id');
    // The register names the renamed product too (ISO 22000 covers groundnut-meal by name).
    expect(problems).toContain('content/site.json, certifications[4] (id "iso-22000"), field "coversProducts[0]": "groundnut-meal" is not a product of content/products.json; use the id of one of its products: "page", "rapeseed-meal", "soya-meal", "castor-meal", "groundnut-oil", "castor-oil", "peanut-roaster", "whole-spices", ...');
    expect(problems).toHaveLength(3);
  });

  it("names a product whose other names include its own name or another product's", () => {
    const content = real();
    (content["products.json"].products[6] as { alsoKnownAs: string }).alsoKnownAs = "Peanuts, Groundnut oil";
    (content["products.json"].products[5] as { alsoKnownAs: string }).alsoKnownAs = "Castor Oil, Ricinus oil";
    expect(check(content)).toEqual([
      'content/products.json, products[5] (id "castor-oil"), field "alsoKnownAs": "Castor Oil" is the product\'s own name: list only its other names',
      'content/products.json, products[6] (id "peanut-roaster"), field "alsoKnownAs": "Groundnut oil" is the name of another product, "groundnut-oil": a product\'s other names must not be another\'s name',
    ]);
  });

  it("names the file and field when the e-mail department is not one of site.json's", () => {
    const content = real();
    content["contact.json"].form.emailDepartment = "Export Sales";
    expect(check(content)).toEqual([
      'content/contact.json, form, field "emailDepartment": "Export Sales" is not a department of content/site.json (contact.emails); use one of "Info", "Marketing", "Sales", "Purchase", "Account"',
    ]);
    const gone = real();
    (gone["site.json"].contact as unknown as { emails: { department: string }[] }).emails = gone["site.json"].contact.emails.filter(({ department }) => department !== "Sales");
    expect(check(gone)).toHaveLength(1);
  });
});

describe("list sizes", () => {
  it("takes an empty list where the model allows none, and names a list longer than its most", () => {
    const model = contentModels["home.json"];
    const home = structuredClone(jest.requireActual("../../../content/home.json"));
    const context = { file: "content/home.json", readStart: () => JPEG_START };
    expect(validateContent(home, model, context)).toEqual([]);
    home.featured.products = Array.from({ length: 13 }, (_, index) => `product-${index}`);
    expect(validateContent(home, model, context).map(formatProblem)).toEqual(['content/home.json, featured, field "products": must have at most 12 entries, but has 13']);
  });
});

describe("image signatures", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it.each([
    ["JPEG", JPEG_START],
    ["PNG", Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ["WebP", bytes("RIFF\0\0\0\0WEBPVP8 ")],
    ["AVIF", bytes("\0\0\0\x1cftypavif")],
    ["TIFF", bytes("II*\0")],
  ])("recognises %s", (_, start) => expect(isRasterImage(start)).toBe(true));

  it.each([
    ["PDF", PDF_START],
    ["HTML", bytes("<!doctype html>")],
    ["HEIC", bytes("\0\0\0\x18ftypheic")],
  ])("refuses %s", (_, start) => expect(isRasterImage(start)).toBe(false));
});
