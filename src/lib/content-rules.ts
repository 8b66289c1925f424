/**
 * Checks a parsed content file against its model and names every problem by
 * file, item and field, so that broken content stops the build with a message
 * a content editor can act on.
 */
import { contentModels, referenceTargets, type ContentOf, type Field, type ObjectField, type ReferenceTarget } from "./content-model";
import { nameClashes, otherNamesProblem } from "./other-names";
import { PRODUCT_RANGE_SEGMENTS, SLUG_PATTERN } from "./routes";
import { CERTIFICATE_KINDS, type CertificateKind } from "./certificate-kinds";
import { countsProblem } from "./counts";
import { certificateState, coveredProducts, DAY_YEARS, daysBetween, isDay } from "./certificates";
import { REVIEW_WITHIN_DAYS, statementsToReview } from "./markets";
import { CONTAINER_PAYLOAD_KG, CONTAINERS, loadKg, MONTHS } from "./packing";
import { priceState } from "./price";

export { SLUG_PATTERN };

export interface ContentProblem {
  /** The content file, as the editor knows it: "content/products.json". */
  file: string;
  /** The item that holds the field: 'products[2] (id "soya-meal")', or "" at the top level. */
  item: string;
  /** The field, with its position in a list where it has one: "features[1]". */
  field: string;
  message: string;
}

export interface RuleContext {
  /** The content file's path, used in messages and to resolve image paths. */
  file: string;
  /** The first bytes of the file at a path relative to the content file, or null when there is no such file. */
  readStart: (relativePath: string) => Uint8Array | null;
}

export const SUMMARY_LENGTH = { min: 50, max: 160 };
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const TEL_PATTERN = /^\+[1-9][0-9 ]{6,18}[0-9]$/;
export const DIGITS_PATTERN = /^[1-9][0-9]{7,14}$/;
export const HS_CODE_PATTERN = /^[0-9]{6,8}$/;
export const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|avif|tiff?)$/i;
export const DOCUMENT_EXTENSION = /\.pdf$/i;
/** Where documents live, under content/, and are published, under the site (src/build/documents.ts). */
export const DOCUMENTS_FOLDER = "documents";

export function formatProblem(problem: ContentProblem): string {
  const item = problem.item ? `, ${problem.item}` : "";
  return `${problem.file}${item}, field "${problem.field}": ${problem.message}`;
}

export function validateContent(data: unknown, model: ObjectField, context: RuleContext): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (!isPlainObject(data)) {
    return [{ file: context.file, item: "", field: "(root)", message: "must be a JSON object" }];
  }
  checkObject(data, model, "", context, problems);
  return problems;
}

/** The content files, each valid on its own, as validateReferences reads them. */
type ContentFiles = { [Name in keyof typeof contentModels]: ContentOf<(typeof contentModels)[Name]> };

/**
 * What one content file names in another, checked once each file is valid on its own: every
 * reference (a product's category, a featured product) names an entry that exists; no product
 * takes an address the product range's own pages use (PRODUCT_RANGE_SEGMENTS); and the department
 * Send by e-mail writes to (contact.json) is one of site.json's contact e-mails. `fileOf` gives a
 * file's path as the editor knows it.
 */
export function validateReferences(content: ContentFiles, fileOf: (name: keyof ContentFiles) => string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const name of Object.keys(content) as (keyof ContentFiles)[]) {
    walkReferences(content[name], contentModels[name], "", (item, field, id, to) => {
      const target = referenceTargets[to];
      const ids = (content[target.file] as Record<string, readonly { id: string }[]>)[target.list]!.map((entry) => entry.id);
      if (ids.includes(id)) return;
      const known = ids.length > 8 ? `${ids.slice(0, 8).map(quoted).join(", ")}, ...` : ids.map(quoted).join(", ");
      problems.push({ file: fileOf(name), item, field, message: `"${id}" is not a ${to} of ${fileOf(target.file)}; use the id of one of its ${target.list}: ${known}` });
    });
  }
  problems.push(...otherNameProblems(content["products.json"].products, fileOf("products.json")));
  content["products.json"].products.forEach((product, index) => {
    if (!(PRODUCT_RANGE_SEGMENTS as readonly string[]).includes(product.id)) return;
    const message = `"${product.id}" is taken by the product range's own pages (/products/${product.id}/...); choose another id`;
    problems.push({ file: fileOf("products.json"), item: listItemName("products", index, product), field: "id", message });
  });
  const site = content["site.json"];
  const departments = site.contact.emails.map(({ department }) => department);
  const { emailDepartment } = content["contact.json"].form;
  if (!departments.includes(emailDepartment)) {
    const message = `"${emailDepartment}" is not a department of ${fileOf("site.json")} (contact.emails); use one of ${departments.map(quoted).join(", ")}`;
    problems.push({ file: fileOf("contact.json"), item: "form", field: "emailDepartment", message });
  }
  problems.push(...certificateProblems(site.certifications, content["products.json"].products, fileOf("site.json")));
  problems.push(...packingProblems(content["products.json"].products, fileOf("products.json")));
  problems.push(...priceProblems(content["products.json"].products, fileOf("products.json")));
  return problems;
}

/**
 * What a product's indicative price must hold beyond each field's own rule (price.ts): a range
 * from a lower figure to a higher one with the day it ends, or, quoted on request only, no figures
 * and no day.
 */
export function priceProblems(products: readonly Pick<ContentFiles["products.json"]["products"][number], "id" | "price">[], file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  products.forEach((product, index) => {
    const { lowUsd, highUsd, quotedUntil } = product.price;
    const report = (field: string, message: string) => problems.push({ file, item: join(listItemName("products", index, product as Record<string, unknown>), "price"), field, message });
    if (lowUsd === 0 && highUsd === 0) {
      if (quotedUntil) report("quotedUntil", `must be left empty while there is no price (lowUsd and highUsd 0: quoted on request only)`);
      return;
    }
    if (lowUsd === 0 || highUsd === 0) report(lowUsd === 0 ? "lowUsd" : "highUsd", "is 0 while the other figure is not: give both, in US dollars a tonne FOB, or 0 for both where the product is quoted on request only");
    else if (lowUsd > highUsd) report("highUsd", `${highUsd} is lower than lowUsd, ${lowUsd}: give the range from its lower figure to its higher one`);
    if (!quotedUntil) report("quotedUntil", "is missing: give the last day the price holds, so that it is never shown after it");
  });
  return problems;
}

/**
 * What a product's packing options must hold beyond each field's own rule (packing.ts): each is
 * loaded in a container of at least one size, and no load is heavier than its container carries.
 */
export function packingProblems(products: ContentFiles["products.json"]["products"], file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  products.forEach((product, index) => {
    product.packing.forEach((option, at) => {
      // Named as the field's own rules name it, with the unit the editor's list shows.
      const item = `${join(listItemName("products", index, product), `packing[${at}]`)} ("${option.unit}")`;
      if (option.per20ft === 0 && option.per40ft === 0) {
        problems.push({ file, item, field: "per20ft", message: "and per40ft are both 0: give how many units a 20 ft or a 40 ft container takes" });
      }
      for (const container of CONTAINERS) {
        const kg = loadKg(option, container);
        if (kg <= CONTAINER_PAYLOAD_KG[container]) continue;
        const units = container === "20ft" ? option.per20ft : option.per40ft;
        const message = `${units} units of ${option.netKg} kg are ${kg / 1000} t net, more than a ${container.replace("ft", " ft")} container carries (${CONTAINER_PAYLOAD_KG[container] / 1000} t by its rating); give the units it really takes`;
        problems.push({ file, item, field: `per${container}`, message });
      }
    });
  });
  return problems;
}

const quoted = (value: string) => `"${value}"`;

/**
 * What the register of certificates (site.json) must hold beyond each field's own rule
 * (certificates.ts): a number in its kind's form, a valid-until date where the kind expires (and
 * none where it does not) that is not before the issue date, and a scope that covers a product and
 * no product of a use the kind is not about (certificate-kinds.ts `uses`).
 */
export function certificateProblems(certificates: SiteCertificates, products: readonly { id: string; category: string; intendedUse: string }[], file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  certificates.forEach((certificate, index) => {
    const item = listItemName("certifications", index, certificate);
    const report = (field: string, message: string) => problems.push({ file, item, field, message });
    const kind = CERTIFICATE_KINDS[certificate.kind as CertificateKind];
    if (!kind) return;
    const number: { pattern: RegExp; rule: string } | undefined = "number" in kind ? kind.number : undefined;
    if (number && !number.pattern.test(certificate.number)) report("number", `"${certificate.number}" is not a number of this kind (${kind.name}): ${number.rule}`);
    if (kind.expires && !certificate.validUntil) report("validUntil", `is missing: this kind (${kind.name}) is valid until a date; give it as on the certificate`);
    if (!kind.expires && certificate.validUntil) report("validUntil", `must be left empty: this kind (${kind.name}) does not expire`);
    if (certificate.validUntil && certificate.validUntil < certificate.issuedOn) {
      report("validUntil", `"${certificate.validUntil}" is before the day it was issued, "${certificate.issuedOn}" (issuedOn)`);
    }
    const covered = coveredProducts(certificate, products);
    if (covered.length === 0) {
      report("coversProducts", "covers no product: choose the products it covers, or categories that have products (coversCategories)");
    }
    // A certificate shown on a product it cannot be about tells a buyer something untrue.
    const uses: readonly string[] = "uses" in kind ? kind.uses : [];
    for (const product of uses.length > 0 ? covered.filter(({ intendedUse }) => !uses.includes(intendedUse)) : []) {
      const through = certificate.coversProducts.includes(product.id) ? "coversProducts" : "coversCategories";
      report(
        through,
        `covers ${product.id} (products.json), whose intended use is ${product.intendedUse}: this kind (${kind.name}) is about ${uses.join(" and ")} only; ` +
          (through === "coversProducts" ? `take ${product.id} out of its products` : `choose its products one by one instead of the category ${product.category}`),
      );
    }
  });
  return problems;
}

type SiteCertificates = ContentFiles["site.json"]["certifications"];

/**
 * The certificates that have expired on `today` or expire within EXPIRING_WITHIN_DAYS, for staff:
 * the build prints them (every Publish runs it) and the editor's preview of the company file shows
 * them. Not problems: the site goes on, showing an expired certificate as expired.
 */
export function certificateNotices(certificates: SiteCertificates, today: string, file: string): ContentProblem[] {
  return certificates.flatMap((certificate, index) => {
    const state = certificateState(certificate, today);
    if (state === "valid" || !certificate.validUntil) return [];
    const days = Math.abs(daysBetween(today, certificate.validUntil));
    const message =
      state === "expired"
        ? `expired on ${certificate.validUntil} (${days} ${days === 1 ? "day" : "days"} ago): the site shows it as expired; upload the renewed certificate with its new dates`
        : days === 0
          ? `expires on ${certificate.validUntil}, today, its last valid day: upload the renewed certificate with its new dates`
          : `expires on ${certificate.validUntil}, in ${days} ${days === 1 ? "day" : "days"}: upload the renewed certificate with its new dates before then`;
    return [{ file, item: listItemName("certifications", index, certificate), field: "validUntil", message }];
  });
}

/**
 * The products' limits by market reviewed more than REVIEW_WITHIN_DAYS before `today` (markets.ts),
 * for staff, as certificateNotices names certificates: the build prints them, the editor's preview
 * of the product shows them. Not problems: the statement stays on the page with its review day.
 */
export function marketNotices(products: readonly Pick<ContentFiles["products.json"]["products"][number], "id" | "markets">[], today: string, file: string): ContentProblem[] {
  return products.flatMap((product, index) =>
    statementsToReview(product.markets, today).map(({ index: at, days }) => ({
      file,
      item: `${join(listItemName("products", index, product as Record<string, unknown>), `markets[${at}]`)} ("${product.markets[at]!.market}")`,
      field: "reviewedOn",
      message: `last reviewed on ${product.markets[at]!.reviewedOn}, ${days} days ago (more than ${REVIEW_WITHIN_DAYS}): check the limit against the law it cites, correct what changed, and set the day reviewed`,
    })),
  );
}

/**
 * The indicative prices past their last day on `today`, or ending within PRICE_NOTICE_DAYS
 * (price.ts), for staff, as certificateNotices names certificates: the build prints them, the
 * editor's preview of the product shows them. Not problems: a price past its day is shown nowhere.
 */
export function priceNotices(products: readonly Pick<ContentFiles["products.json"]["products"][number], "id" | "price">[], today: string, file: string): ContentProblem[] {
  return products.flatMap((product, index) => {
    const state = priceState(product.price, today);
    if (state !== "expired" && state !== "ending") return [];
    const until = product.price.quotedUntil!;
    const days = Math.abs(daysBetween(today, until));
    const message =
      state === "expired"
        ? `ended on ${until} (${days} ${days === 1 ? "day" : "days"} ago): the site no longer shows the price, nor gives search engines an offer; give the current range and its last day`
        : `ends on ${until}, ${days === 0 ? "today" : `in ${days} ${days === 1 ? "day" : "days"}`}: give the current range and its new last day before then`;
    return [{ file, item: join(listItemName("products", index, product as Record<string, unknown>), "price"), field: "quotedUntil", message }];
  });
}

/** A catalogue's other names (English, or a translation's) that repeat the product's own name or name another product. */
export function otherNameProblems(products: readonly unknown[], file: string): ContentProblem[] {
  return nameClashes(products).map(({ index, message }) => ({
    file,
    item: listItemName("products", index, products[index] as Record<string, unknown>),
    field: "alsoKnownAs",
    message,
  }));
}

/** Calls `found` for every reference in a (valid) value of `model`, named as a content problem names it. */
function walkReferences(value: unknown, field: Field, item: string, found: (item: string, field: string, id: string, to: ReferenceTarget) => void, name = "") {
  switch (field.kind) {
    case "reference":
      return found(item, name, value as string, field.to);
    case "object":
      for (const [child, childField] of Object.entries(field.fields)) {
        walkReferences((value as Record<string, unknown>)[child], childField, name ? join(item, name) : item, found, child);
      }
      return;
    case "list":
      (value as unknown[]).forEach((entry, index) => {
        if (field.of.kind === "object") walkReferences(entry, field.of, join(item, listItemName(name, index, entry as Record<string, unknown>)), found);
        else walkReferences(entry, field.of, item, found, `${name}[${index}]`);
      });
  }
}

function checkObject(
  value: Record<string, unknown>,
  model: ObjectField,
  item: string,
  context: RuleContext,
  problems: ContentProblem[],
) {
  for (const [name, field] of Object.entries(model.fields)) {
    checkField(value[name], field, item, name, context, problems);
  }
  for (const name of Object.keys(value)) {
    if (!(name in model.fields)) {
      const known = Object.keys(model.fields).join(", ");
      problems.push({
        file: context.file,
        item,
        field: name,
        message: `is not a known field (a typo?). Known fields here: ${known}`,
      });
    }
  }
}

function checkField(
  value: unknown,
  field: Field,
  item: string,
  name: string,
  context: RuleContext,
  problems: ContentProblem[],
) {
  const report = (message: string) => problems.push({ file: context.file, item, field: name, message });

  const optional = "optional" in field && field.optional === true;
  if (value === undefined || value === null) {
    if (!optional) report("is missing");
    return;
  }

  switch (field.kind) {
    case "object":
      if (!isPlainObject(value)) return report(`must be an object, but is ${describe(value)}`);
      return checkObject(value, field, join(item, name), context, problems);

    case "list":
      if (!Array.isArray(value)) return report(`must be a list, but is ${describe(value)}`);
      if (value.length === 0 && field.min > 0) return report("must not be an empty list");
      if (value.length < field.min) return report(`must have at least ${field.min} entries, but has ${value.length}`);
      if (field.max !== undefined && value.length > field.max) return report(`must have at most ${field.max} entries, but has ${value.length}`);
      value.forEach((entry, index) => {
        if (field.of.kind === "object" && isPlainObject(entry)) {
          checkObject(entry, field.of, join(item, listItemName(name, index, entry)), context, problems);
        } else {
          checkField(entry, field.of, item, `${name}[${index}]`, context, problems);
        }
      });
      if (field.uniqueBy) checkUnique(value, field.uniqueBy, item, name, context, problems);
      return;

    case "count":
      if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
        report(`must be a whole number (0 or more), but is ${describe(value)}`);
      }
      return;

    case "decimal":
      if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
        report(`must be a number more than 0 (with a decimal point where needed, such as 13.65), but is ${describe(value)}`);
      }
      return;

    case "months": {
      const named = `months of the year, each once, written ${MONTHS.map(quoted).join(", ")}`;
      if (!Array.isArray(value) || value.length === 0) return report(`must be a list of at least one of the ${named}, but is ${describe(value)}`);
      const unknown = value.filter((month) => !(MONTHS as readonly unknown[]).includes(month));
      if (unknown.length > 0) return report(`must hold only ${named}; ${unknown.map((month) => describe(month)).join(", ")} ${unknown.length === 1 ? "is" : "are"} not`);
      const twice = value.filter((month, index) => value.indexOf(month) !== index);
      if (twice.length > 0) report(`must name each month once, but names ${twice.map((month) => quoted(String(month))).join(", ")} again`);
      return;
    }

    case "choice":
      if (typeof value !== "string" || !field.options.includes(value)) {
        report(`must be one of ${field.options.map(quoted).join(", ")}, but is ${describe(value)}`);
      }
      return;

    default:
      if (typeof value !== "string") return report(`must be text, but is ${describe(value)}`);
      // The editor writes "" for a box emptied: an optional text left empty is left out.
      if (value.trim() === "") return optional ? undefined : report("must not be empty");
      return checkText(value, field.kind, context, report);
  }
}

function checkText(value: string, kind: Field["kind"], context: RuleContext, report: (message: string) => void) {
  switch (kind) {
    case "text": {
      // English: a translation's counts are checked in its language (translations.ts).
      const problem = countsProblem(value, "en");
      if (problem) report(problem);
      return;
    }
    case "summary":
      if (value.length < SUMMARY_LENGTH.min || value.length > SUMMARY_LENGTH.max) {
        report(
          `must be ${SUMMARY_LENGTH.min} to ${SUMMARY_LENGTH.max} characters (it is the description search engines show), but has ${value.length}`,
        );
      }
      return;
    case "slug":
    case "reference":
      if (!SLUG_PATTERN.test(value)) {
        report(`"${value}" is not a lowercase URL slug: use a-z, 0-9 and single hyphens, e.g. "groundnut-meal"`);
      }
      return;
    case "image": {
      if (!IMAGE_EXTENSIONS.test(value)) return report(`"${value}" must be a .jpg, .png, .webp or .avif image`);
      const start = context.readStart(value);
      if (!start) return report(`"${value}" does not resolve to a file (looked for ${resolveBeside(context.file, value)})`);
      if (!isRasterImage(start)) {
        report(`"${value}" is not a JPEG, PNG, WebP, AVIF or TIFF image inside, whatever its name says`);
      }
      return;
    }
    case "url":
      if (!isHttpsUrl(value)) report(`"${value}" must be a full https:// address`);
      return;
    case "email":
      if (!EMAIL_PATTERN.test(value)) report(`"${value}" is not an e-mail address`);
      return;
    case "tel":
      if (!TEL_PATTERN.test(value)) report(`"${value}" must be an international number such as "+91 98765 43210"`);
      return;
    case "digits":
      if (!DIGITS_PATTERN.test(value)) {
        report(`"${value}" must be digits only, with the country code and no "+", e.g. "919876543210"`);
      }
      return;
    case "names": {
      const problem = otherNamesProblem(value);
      if (problem) report(problem);
      return;
    }
    case "hsCode":
      if (!HS_CODE_PATTERN.test(value)) {
        report(`"${value}" must be a customs (HS) code of 6 to 8 digits, without dots or spaces, e.g. "23050000"`);
      }
      return;
    case "date":
      if (!isDay(value)) report(`"${value}" must be a day written YYYY-MM-DD, of a year from ${DAY_YEARS.first} to ${DAY_YEARS.last}, e.g. "2026-11-29"`);
      return;
    case "document": {
      if (!DOCUMENT_EXTENSION.test(value)) return report(`"${value}" must be a .pdf document`);
      // The site publishes that folder, at the same path (src/build/documents.ts).
      if (!value.startsWith(`${DOCUMENTS_FOLDER}/`) || value.split("/").includes("..")) return report(`"${value}" must be in ${DOCUMENTS_FOLDER}/, which the site publishes, e.g. "${DOCUMENTS_FOLDER}/certificates/iec.pdf"`);
      const start = context.readStart(value);
      if (!start) return report(`"${value}" does not resolve to a file (looked for ${resolveBeside(context.file, value)})`);
      if (String.fromCharCode(...start.slice(0, 5)) !== "%PDF-") report(`"${value}" is not a PDF document inside, whatever its name says`);
      return;
    }
  }
}

function checkUnique(
  entries: unknown[],
  key: string,
  item: string,
  name: string,
  context: RuleContext,
  problems: ContentProblem[],
) {
  const firstSeen = new Map<unknown, number>();
  entries.forEach((entry, index) => {
    if (!isPlainObject(entry) || typeof entry[key] !== "string") return;
    const value = entry[key];
    const first = firstSeen.get(value);
    if (first === undefined) {
      firstSeen.set(value, index);
      return;
    }
    problems.push({
      file: context.file,
      item: join(item, listItemName(name, index, entry)),
      field: key,
      message: `"${String(value)}" is already used by ${name}[${first}]; each must be unique`,
    });
  });
}

/** `products[2] (id "soya-meal")`: the position, plus the id when the entry has one. */
export function listItemName(name: string, index: number, entry: Record<string, unknown>): string {
  const id = typeof entry.id === "string" ? ` (id "${entry.id}")` : "";
  return `${name}[${index}]${id}`;
}

export function join(parent: string, child: string): string {
  return parent ? `${parent}.${child}` : child;
}

function resolveBeside(file: string, relative: string): string {
  const parts = file.split("/").slice(0, -1);
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

/** Recognises a raster image by its first bytes (its "magic number"), as image decoders do. */
export function isRasterImage(start: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...start.slice(from, to));
  const jpeg = start[0] === 0xff && start[1] === 0xd8 && start[2] === 0xff;
  const png = start[0] === 0x89 && ascii(1, 4) === "PNG";
  const webp = ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
  const avif = ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12));
  const tiff = ascii(0, 4) === "II*\0" || ascii(0, 4) === "MM\0*";
  return jpeg || png || webp || avif || tiff;
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function describe(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "null";
  if (typeof value === "string") return `text "${value}"`;
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}
