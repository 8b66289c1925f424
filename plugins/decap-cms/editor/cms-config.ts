/**
 * The Decap CMS configuration, generated from the content model so the forms
 * ask for exactly what the build accepts: every field required, the same
 * patterns and lengths as content-rules.ts, list minimums, and unique values
 * (the "unique-string" widget, see unique-string-widget.tsx). No React and no
 * Decap import here, so unit tests can check it against the model.
 */
import { LOCAL_BACKEND_PATH } from "../local-backend.mjs";
import { CERTIFICATE_KINDS, isCertificateKind } from "../../../src/lib/certificate-kinds";
import { EXPIRING_WITHIN_DAYS } from "../../../src/lib/certificates";
import { PRICE_NOTICE_DAYS } from "../../../src/lib/price";
import { contentModels, referenceTargets, type ContentFileName, type Field, type ObjectField, type ReferenceTarget } from "../../../src/lib/content-model";
import { DEFAULT_LOCALE, localizedPath, translatedLocales, type Locale, type LocaleCode } from "../../../src/lib/locales";
import type { Standing, Use } from "../../../src/lib/markets";
import { MONTHS, type SampleTerms } from "../../../src/lib/packing";
import { routes } from "../../../src/lib/routes";
import { TRANSLATED_FROM, translationModel } from "../../../src/lib/translations";
import {
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  HS_CODE_PATTERN,
  IMAGE_EXTENSIONS,
  SLUG_PATTERN,
  SUMMARY_LENGTH,
  TEL_PATTERN,
} from "../../../src/lib/content-rules";

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  /** [regular expression, message shown under the field when it does not match]. */
  pattern?: [string, string];
  fields?: CmsField[];
  field?: CmsField;
  min?: number;
  max?: number;
  /** number widget: whole numbers, or with decimals in steps of `step`. */
  value_type?: "int" | "float";
  step?: number;
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  allow_add?: boolean;
  choose_url?: boolean;
  /** image widget: folder of uploads, relative to the content file, and the matching start of the stored value. */
  media_folder?: string;
  public_folder?: string;
  /** unique-string widget: dotted path of the list in the entry, and the key that must be unique in it. */
  unique_in?: string;
  unique_key?: string;
  /** relation widget: the entry of another file it names (Decap's file collections address a list's items with "*"). */
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  multiple?: boolean;
  options_length?: number;
  /** What a new entry holds before anything is chosen (a picker of several: none). */
  default?: unknown;
  /** select widget: the codes to choose from, each with its name. */
  options?: { label: string; value: string }[];
  /** translation-status widget: the English file translated, and the language. */
  translation_of?: ContentFileName;
  locale?: string;
  /** text-box widget (text-box-widget.tsx): a growing box, the text's language and direction, its length, and whether it translates an English text. */
  multiline?: boolean;
  lang?: string;
  dir?: "ltr" | "rtl";
  length_min?: number;
  length_max?: number;
  translation?: boolean;
}

interface CmsFile {
  name: string;
  label: string;
  file: string;
  /** The page that shows the file, without its leading slash: "View preview" and "View live" open it on the deploy preview or the site. */
  preview_path: string;
  /** A translation's previews draw the English file's pictures: its folder, from the repository's root. */
  media_folder?: string;
  fields: CmsField[];
}

interface CmsCollection {
  name: string;
  label: string;
  /** Decap reads the format of a file collection's files here, not per file. */
  format: typeof CONTENT_FORMAT;
  files: CmsFile[];
  editor: { preview: boolean };
}

interface CmsBackend {
  name: string;
  repo?: string;
  branch?: string;
  base_url?: string;
}

export interface CmsConfig {
  load_config_file: false;
  backend: CmsBackend;
  publish_mode: "editorial_workflow";
  local_backend: false | { url: string };
  site_url: string;
  media_folder: string;
  public_folder: string;
  collections: CmsCollection[];
}

/**
 * The content files' format, registered in cms.tsx: JSON indented by two
 * spaces, ending in a newline, with each object's keys in the model's order,
 * as the files are written, so a save changes only the lines that were edited.
 * (Decap's own "json" drops the last newline, and its Immutable.js maps lose
 * the order of objects with more than eight keys, such as a product.)
 */
export const CONTENT_FORMAT = "content-json";

export function toContentFile(data: unknown): string {
  if (!isRecord(data)) return `${JSON.stringify(data, null, 2)}\n`;
  // A translation's record of what each text was translated from comes last, one line per text in a fixed order.
  // The workflow card's summary (workflow-card.ts) is the editor's own, never written.
  const { [TRANSLATED_FROM]: record, [WORKFLOW_CARD_FIELD]: _card, ...texts } = data;
  void _card;
  const model = Object.values(contentModels).find((candidate) => hasOnlyFieldsOf(candidate, texts));
  const ordered = model ? (inModelOrder(texts, model) as Record<string, unknown>) : texts;
  const sortedRecord = isRecord(record) ? Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : record;
  return `${JSON.stringify(record === undefined ? ordered : { ...ordered, [TRANSLATED_FROM]: sortedRecord }, null, 2)}\n`;
}

export function hasOnlyFieldsOf(model: ObjectField, data: Record<string, unknown>): boolean {
  const names = Object.keys(data);
  return names.length > 0 && names.every((name) => name in model.fields);
}

function inModelOrder(value: unknown, field: Field): unknown {
  if (field.kind === "list" && Array.isArray(value)) return value.map((item) => inModelOrder(item, field.of));
  if (field.kind !== "object" || !isRecord(value)) return value;
  const known = Object.keys(field.fields).filter((name) => name in value);
  const unknown = Object.keys(value).filter((name) => !(name in field.fields));
  return Object.fromEntries([
    ...known.map((name) => [name, inModelOrder(value[name], field.fields[name]!)]),
    ...unknown.map((name) => [name, value[name]]),
  ]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The data field Decap shows on a draft's card of the Workflow board, under its title (its
 * WorkflowList reads `data.body`): the editor puts there what the draft changes
 * (workflow-card.ts). No content file has such a field; toContentFile leaves it out.
 */
export const WORKFLOW_CARD_FIELD = "body";

/** Where content lives in the repository; image values are stored relative to it ("images/products/x.jpg"). */
const CONTENT_FOLDER = "content";

/**
 * The production backend: staff sign in with GitHub (Netlify provides the
 * OAuth step, see docs/editing.md) and every save is a commit on `branch`,
 * which CI builds and deploys. Change `repo` when the repository moves.
 */
export const PRODUCTION_BACKEND: CmsBackend = { name: "github", repo: "sorath-agro-exports/website", branch: "main" };

const PRODUCT_IMAGES = "images/products";
/** Where a certificate's PDF is uploaded, relative to content/ (published at the same path, src/build/documents.ts). */
const CERTIFICATE_DOCUMENTS = "documents/certificates";
/** Where a product's certificate of analysis is uploaded, likewise. */
const ANALYSIS_DOCUMENTS = "documents/analyses";
/** The folders of documents (PDFs), whose requests the editor's notices name as documents, not pictures (request-faults.ts). */
export const DOCUMENT_FOLDERS = [CERTIFICATE_DOCUMENTS, ANALYSIS_DOCUMENTS] as const;
// As the build's rule (content-rules.ts DOCUMENT_EXTENSION, which ignores case): a pattern here cannot.
const DOCUMENT_WIDGET_PATTERN: [string, string] = ["\\.[pP][dD][fF]$", "Choose a PDF document (.pdf)"];

/** What a product's standing in a market and its use (markets.ts STANDINGS, USES) say, in the editor's selects. */
const MARKET_CHOICE_NAMES: Record<Standing | Use, string> = {
  "as-standard": "Meets it as standard",
  "on-request": "Meets it on request",
  "not-offered": "Not offered for this use",
  food: "Food",
  feed: "Animal feed",
  fertiliser: "Fertiliser, not feed",
  industrial: "Industrial, cosmetic or pharmaceutical use; not food or feed",
};

/** What a product's sample terms (packing.ts SAMPLE_TERMS) say, in the editor's select. */
const SAMPLE_TERM_NAMES: Record<SampleTerms, string> = {
  "buyer-pays-courier": "Sent; the buyer pays the courier",
  "company-pays-courier": "Sent; we pay the courier",
  "not-sent": "Not sent",
};

/** The name of a choice's code: a certificate's kind (certificate-kinds.ts), a product's sample terms, use and standings. */
function choiceLabel(value: string): string {
  if (isCertificateKind(value)) return CERTIFICATE_KINDS[value].name;
  return SAMPLE_TERM_NAMES[value as SampleTerms] ?? MARKET_CHOICE_NAMES[value as Standing | Use] ?? value;
}

const IMAGE_WIDGET_PATTERN: [string, string] = [
  IMAGE_EXTENSIONS.source,
  "Choose a .jpg, .png, .webp or .avif picture",
];

/** The two collections of English content staff see in the CMS: the catalogue, and the copy of the site's pages. */
const collections: { name: string; label: string; files: { file: ContentFileName; label: string }[] }[] = [
  {
    name: "catalogue",
    label: "Products",
    files: [
      { file: "products.json", label: "Product catalogue" },
      { file: "categories.json", label: "Product categories" },
    ],
  },
  {
    name: "pages",
    label: "Site content",
    files: [
      { file: "site.json", label: "Company, contact details and footer" },
      { file: "home.json", label: "Home page" },
      { file: "about.json", label: "About page (company story)" },
      { file: "contact.json", label: "Contact page" },
      { file: "privacy.json", label: "Privacy notice" },
      { file: "catalogue.json", label: "Product range and product pages" },
    ],
  },
];

/** The English collection a content file is edited in: "catalogue" for products.json (a draft's branch is named after it). */
export function englishCollectionOf(file: ContentFileName): string {
  return collections.find((collection) => collection.files.some((entry) => entry.file === file))!.name;
}

/** A content file as a commit message names it: "Products", "Home page"; "Spanish, Products". */
export function fileLabelOf(file: ContentFileName, locale?: Locale): string {
  const label = file === "products.json" ? "Products" : collections.flatMap((collection) => collection.files).find((entry) => entry.file === file)!.label;
  return locale ? `${locale.englishName}, ${label}` : label;
}

/** Fields whose text is long enough to want a multi-line box. */
/** The catalogue's labels with a number in them, whose words change with the number (src/lib/counts.ts): a growing box, and a hint. */
const COUNTED_LABELS = ["netTonnesLabel", "unitsLabel", "leadTimeDaysLabel", "samplesValue", "minimumOrderValue", "payloadNote"];
const COUNT_HINT =
  "A number goes where # is; its words are given for each form the number takes: {days, plural, one {# day} other {# days}}. Keep the names in braces as the English has them. Arabic has the forms zero, one, two, few (3 to 10), many (11 to 99) and other (100 and more); French and Spanish one, many and other; a form left out takes other's words. The preview's Beside the English shows the label with a number of each form.";

const MULTILINE = new Set(["description", "text", "content", "paragraphs", "intro", "greeting", "note", "noScriptNote", "noScriptProductNote", ...COUNTED_LABELS]);

/** The configuration for the admin opened at `siteUrl` (its origin); `local` when that is localhost. */
export function buildCmsConfig(options: { local: boolean; siteUrl: string }): CmsConfig {
  return {
    load_config_file: false,
    backend: PRODUCTION_BACKEND,
    // Every save is a draft (a cms/... branch and pull request, which CI builds into a deploy
    // preview) that moves through Drafts, In review and Ready; Publish merges it into main.
    publish_mode: "editorial_workflow",
    // decap-server on the admin's own origin (plugins/decap-cms/local-backend.mjs), tried only on
    // localhost. Decap 3.16 ignores a local backend whose address is not absolute.
    local_backend: options.local ? { url: new URL(LOCAL_BACKEND_PATH, options.siteUrl).href } : false,
    site_url: options.siteUrl,
    media_folder: `${CONTENT_FOLDER}/images`,
    public_folder: "images",
    collections: [
      ...collections.map((collection): CmsCollection => ({
        name: collection.name,
        label: collection.label,
        format: CONTENT_FORMAT,
        editor: { preview: true },
        files: collection.files.map(({ file, label }) => ({
          name: file.replace(/\.json$/, ""),
          label,
          file: `${CONTENT_FOLDER}/${file}`,
          preview_path: previewPath(DEFAULT_LOCALE, file),
          fields: objectFields(contentModels[file], []),
        })),
      })),
      ...translatedLocales.map(translationCollection),
    ],
  };
}

/**
 * One collection per translated language: every content file's texts in that language
 * (content/locales/{code}/{file}.json, only the texts, so a save changes only the edited lines),
 * previewed as the site shows them in that language and direction. A file's name is its
 * language code and its English name ("ar-products"), which cms.tsx registers previews by.
 */
function translationCollection(locale: Locale): CmsCollection {
  return {
    name: `translation-${locale.code}`,
    label: `${locale.englishName} (${locale.name})`,
    format: CONTENT_FORMAT,
    editor: { preview: true },
    files: collections.flatMap((collection) => collection.files).map(({ file, label }) => ({
      name: translationFileName(locale.code, file),
      label: `${label}, in ${locale.englishName}`,
      file: `${CONTENT_FOLDER}/locales/${locale.code}/${file}`,
      preview_path: previewPath(locale.code, file),
      media_folder: `/${CONTENT_FOLDER}/${file === "products.json" ? PRODUCT_IMAGES : "images"}`,
      fields: [
        translationStatusField(file, locale),
        ...objectFields(translationModel(contentModels[file]), [])
          .map((field) => (field.name === "products" || field.name === "categories" ? translatedEntries(field, locale) : field))
          .map((field) => inLanguage(field, locale)),
      ],
    })),
  };
}

/**
 * The record of what each text was translated from (translation-status.ts), shown first: what is
 * outdated, with a button to confirm each, and what is not translated yet
 * (translation-status-widget.tsx). Nobody types it. Required, so that Decap does not label it
 * "optional" (the widget is always valid when present, an empty record included).
 */
function translationStatusField(file: ContentFileName, locale: Locale): CmsField {
  return { name: TRANSLATED_FROM, label: "Translation status", widget: "translation-status", required: true, translation_of: file, locale: locale.code };
}

/**
 * The page that shows most of a content file, in English: where a change to it is seen first.
 * The company facts and labels of site.json are on every page, the home page first.
 */
const contentFilePages = {
  "products.json": routes.products,
  "categories.json": routes.products,
  "catalogue.json": routes.products,
  "home.json": routes.home,
  "about.json": routes.about,
  "contact.json": routes.contact,
  "privacy.json": routes.privacy,
  "site.json": routes.home,
} as const satisfies Record<string, string>;

/**
 * Where a file's change is seen, in its language, relative to the site (Decap puts it after the
 * deploy preview's address): "es/products/" for the Spanish of products.json. The home page's is
 * empty, which Decap takes as the address itself.
 */
export function previewPath(code: LocaleCode, file: ContentFileName): string {
  return localizedPath(code, contentFilePages[file]).slice(1);
}

/** The file an entry of the editor edits ("catalogue", "products": "content/products.json"); null for none. */
export function entryFilePath(collection: string, slug: string): string | null {
  const englishFile = collections.find((candidate) => candidate.name === collection)?.files.find(({ file }) => file.replace(/\.json$/, "") === slug);
  if (englishFile) return `${CONTENT_FOLDER}/${englishFile.file}`;
  const locale = translatedLocales.find(({ code }) => collection === `translation-${code}`);
  const translated = locale && collections.flatMap((candidate) => candidate.files).find(({ file }) => translationFileName(locale.code, file) === slug);
  return locale && translated ? `${CONTENT_FOLDER}/locales/${locale.code}/${translated.file}` : null;
}

/** A translation file's name in the CMS: "ar-products" for the Arabic of products.json. */
export function translationFileName(code: string, file: ContentFileName): string {
  return `${code}-${file.replace(/\.json$/, "")}`;
}

/** A translation's text boxes are written in its language and direction, and check their numbers against the English. */
function inLanguage(field: CmsField, locale: Locale): CmsField {
  if (field.widget === "string" || field.widget === "text" || field.widget === "text-box") {
    return { ...field, widget: "text-box", multiline: field.widget === "text" || field.multiline, lang: locale.code, dir: locale.dir, translation: true };
  }
  return {
    ...field,
    ...(field.fields ? { fields: field.fields.map((inner) => inLanguage(inner, locale)) } : {}),
    ...(field.field ? { field: inLanguage(field.field, locale) } : {}),
  };
}

/** In a translation, a product's (or a category's) id says which one it translates, and must not change. */
function translatedEntries(field: CmsField, locale: Locale): CmsField {
  const kind = singular(field.name);
  const hint = `Which ${kind} this translates: its web address (id) under Products, as it is there. Add a ${kind} here, with its ${locale.englishName} texts, whenever one is added to Products.`;
  return { ...field, fields: field.fields?.map((item) => (item.name === "id" ? { ...item, hint } : item)) };
}

function objectFields(model: ObjectField, path: string[]): CmsField[] {
  return Object.entries(model.fields).map(([name, field]) => cmsField(name, field, [...path, name]));
}

/** `inList`: the field belongs to an item of a list, whose own lists the unique-string widget cannot address. */
function cmsField(name: string, field: Field, path: string[], unique?: { in: string; key: string }, inList = false): CmsField {
  const optional = "optional" in field && field.optional === true;
  const base = { name, label: labelOf(name), required: !optional, ...(FIELD_HINTS[name] ? { hint: FIELD_HINTS[name] } : {}) };
  switch (field.kind) {
    case "object":
      return { ...base, widget: "object", collapsed: path.length > 1, fields: objectFields(field, path) };

    case "reference":
      return { ...base, ...relationTo(field.to) };

    case "list": {
      // A list of references (the featured products) is one picker of several entries.
      if (field.of.kind === "reference") {
        const hint = field.max
          ? `Pick up to ${field.max}, in the order to show them; none picked: the first ${field.max} in the catalogue's order.`
          : (FIELD_HINTS[name] ?? `Pick the ${labelOf(name).toLowerCase()}.`);
        // None picked is written as [], which the build expects, rather than left out.
        return { ...base, required: field.min > 0, hint, ...relationTo(field.of.to), multiple: true, min: field.min, ...(field.max ? { max: field.max } : {}), ...(field.min === 0 ? { default: [] } : {}) };
      }
      // A list that may be empty (a product's limits by market) is written as [] when it is, as the build expects.
      const list = { ...base, widget: "list", required: field.min > 0, min: field.min, ...(field.max ? { max: field.max } : {}), allow_add: true, ...(field.min === 0 ? { default: [] } : {}) };
      if (field.of.kind === "object") {
        // The products and the categories are the lists whose items have an id (English, or a translation's).
        const hasId = "id" in field.of.fields;
        const isProduct = hasId && name === "products";
        const uniqueIn = field.uniqueBy && !inList ? { in: path.join("."), key: field.uniqueBy } : undefined;
        const fields = Object.entries(field.of.fields).map(([itemName, itemField]) => {
          const unique = itemName === uniqueIn?.key ? uniqueIn : undefined;
          const item = cmsField(itemName, itemField, [...path, itemName], unique, true);
          // Product pictures live in images/products/, as the README asks; Decap keeps only the file name of a path.
          return isProduct && item.widget === "image" ? { ...item, media_folder: PRODUCT_IMAGES, public_folder: PRODUCT_IMAGES } : item;
        });
        const firstText = fields.find((item) => item.widget === "string" || item.widget === "unique-string");
        // Decap's list, drawing an entry's boxes only once it is opened (lazy-list-widget.tsx).
        return {
          ...list,
          widget: "lazy-list",
          collapsed: true,
          fields,
          label_singular: itemLabel(name),
          ...(hasId ? { summary: "{{fields.name}}" } : {}),
          ...(!hasId && firstText ? { summary: `{{fields.${firstText.name}}}` } : {}),
        };
      }
      // Short texts (a product's features) show their boxes at once, one per line.
      return { ...list, collapsed: false, label_singular: itemLabel(name), field: cmsField(singular(name), field.of, path) };
    }

    case "count":
      return { ...base, widget: "number", value_type: "int", min: 0 };

    case "decimal":
      return { ...base, widget: "number", value_type: "float", min: 0, step: 0.01 };

    case "months":
      // One select of the twelve, as many chosen as the product is available in; stored as "jan"...
      return { ...base, widget: "select", multiple: true, min: 1, options: MONTHS.map((value, index) => ({ label: MONTH_NAMES[index]!, value })) };

    case "choice":
      return { ...base, widget: "select", options: field.options.map((value) => ({ label: choiceLabel(value), value })) };

    case "date":
      // A day, stored as the browser's date box gives it, 2026-11-29 (day-widget.tsx).
      return { ...base, widget: "day" };

    case "document": {
      // A product's certificate of analysis beside the others; a certificate's beside the certificates.
      const folder = name === "analysis" ? ANALYSIS_DOCUMENTS : CERTIFICATE_DOCUMENTS;
      return { ...base, widget: "file", choose_url: false, pattern: DOCUMENT_WIDGET_PATTERN, media_folder: folder, public_folder: folder, hint: FIELD_HINTS[name] ?? HINTS.document };
    }

    case "image":
      return { ...base, widget: "image", choose_url: false, pattern: IMAGE_WIDGET_PATTERN, hint: HINTS.image };

    case "summary":
      // The box counts its characters and says how many it has (text-box-widget.tsx), where a pattern could not.
      return { ...base, widget: "text-box", multiline: true, length_min: SUMMARY_LENGTH.min, length_max: SUMMARY_LENGTH.max, hint: HINTS.summary };

    default: {
      const [pattern, hint] = textRule(field.kind);
      const widget = unique ? "unique-string" : MULTILINE.has(name) ? "text" : "string";
      return {
        ...base,
        widget,
        pattern,
        ...(hint ? { hint } : {}),
        ...(unique ? { unique_in: unique.in, unique_key: unique.key } : {}),
      };
    }
  }
}

/** A picker of the entries of another content file, by name, storing the entry's id: never free text. */
function relationTo(target: ReferenceTarget): Pick<CmsField, "widget" | "collection" | "file" | "value_field" | "search_fields" | "display_fields" | "options_length"> {
  const { file, list } = referenceTargets[target];
  const collection = collections.find((candidate) => candidate.files.some((entry) => entry.file === file))!;
  return {
    widget: "relation",
    collection: collection.name,
    file: file.replace(/\.json$/, ""),
    value_field: `${list}.*.id`,
    search_fields: [`${list}.*.name`, `${list}.*.id`],
    display_fields: [`${list}.*.name`],
    // Decap lists 20 options unless told; a category or a featured product is picked from all of them.
    options_length: 1000,
  };
}

/** Help under fields whose rule is not in their kind: what buyers read there and the least the build accepts. */
const FIELD_HINTS: Record<string, string> = {
  ...Object.fromEntries(COUNTED_LABELS.map((name) => [name, COUNT_HINT])),
  specifications:
    "At least 4 rows, each a parameter and its value as the spec sheet gives it, e.g. Crude protein / 45% min. No parameter twice.",
  packaging: "How it is packed beyond the packing table below: the bags' make, marking, labelling. Not the units again: the table lists them.",
  packing:
    "Each way it is packed: the unit (e.g. 50 kg HDPE bag), the net kg of one, how many a 20 ft and a 40 ft container take (0 where it is not loaded so) and the days from order to loading. The page shows the net tonnes and the minimum order (one container); the build refuses a load above what a container carries (28 t for a 20 ft, 26.7 t for a 40 ft).",
  samples:
    "Whether you send samples of it and who pays their courier, their size in kg and the days from a request to dispatch (kept but not shown while samples are not sent). The page shows them under Packaging & Origin, with a Request a sample button, which ticks the sample box of the inquiry form.",
  price: `Its indicative price: the range its grades sell at, in US dollars a tonne FOB, and the last day you quote it (0, 0 and no day where you quote it on request only). Shown with the trade terms and given to search engines as the product's offer; from the day after its last day it is shown nowhere, and the build names it ${PRICE_NOTICE_DAYS} days before. The prices there now are examples: replace them (README, Indicative prices).`,
  lowUsd: "The lowest price of its grades, in whole US dollars a tonne FOB; 0 where it is quoted on request only.",
  highUsd: "The highest price of its grades, in whole US dollars a tonne FOB; the same as the lowest for a single price.",
  quotedUntil: "The last day the price holds. Empty where there is no price.",
  intendedUse: "What it is sold for: food, animal feed, fertiliser or industrial use. Shown with its limits by market; the use decides which limits apply (a feed limit is not a food limit).",
  markets:
    "What it meets in each market it is offered to: the market, the limit buyers there check (citing the law), the law's address, where the product stands (as standard, on request, not offered there) and how (which grade, tested how, by whom), and the day you last checked it against the law. State facts only. The build names a statement not reviewed for more than 180 days.",
  reviewedOn: "The day you last checked this statement against the law it cites. After 180 days the build, and this preview, name it for review.",
  source: "The address of the law's current text, e.g. on EUR-Lex.",
  analysis:
    "A certificate of analysis representative of the product, as a PDF: buyers download it from the product's page, which says each shipment comes with its own lot's. The files there now are specimens: replace them (README, Limits by market).",
  availableMonths: "The months it is available: its crop's seasons, or all twelve where it is stored or made all year. Shown as a strip of the year.",
  alsoKnownAs:
    "The other names buyers and the trade use for it, separated by commas, e.g. Peanut meal, Groundnut DOC. Shown under the product's name; search finds the product by them. In a translation, the names used in that language: they need not match the English ones.",
  certifications:
    "The company's certificates, licences and registrations: all on the About page, each on the pages of the products it covers, with its number, validity and document. The numbers and documents here now are examples: replace each with the company's own (README, Certificates).",
  number: "As printed on the certificate. The build checks the form where the kind has one: an FSSAI licence is 14 digits, an IEC 10 characters, a GSTIN 15.",
  issuedOn: "The day the certificate was issued, as printed on it.",
  validUntil: `The last day it is valid, as printed on it; empty for a kind that does not expire (an IEC, a GSTIN). From the day after, the site shows it as expired; the build names it ${EXPIRING_WITHIN_DAYS} days before.`,
  verifyUrl: "Where the issuer lets anyone check the certificate (FSSAI's FoSCoS, DGFT for an IEC...), if it has such a page.",
  coversProducts: "The products it covers, besides every product of the categories below. It must cover at least one product.",
  coversCategories: "The categories whose products it covers, besides the products above.",
  shipmentDocuments: "What every shipment comes with, e.g. a phytosanitary certificate and a certificate of origin: a trade term on every product page.",
  portsOfLoading: "The ports you ship from, one per line, e.g. Mundra.",
  incoterms: "The delivery terms you quote, one per line, e.g. FOB. Buyers choose from these on the contact form.",
  category: "The kind of product: its page lists the product, and the header's menus list the categories once there are more than 12 products. Add a category under Product categories.",
  emailDepartment:
    "Where Send by e-mail writes to: the department of one of the e-mail addresses under Company, contact details and footer, spelt as there, e.g. Sales.",
  updated: "The date of this version, e.g. Last updated: 27 November 2026. Change it whenever the notice changes.",
  controller: "Who keeps buyers' data: shown with the company's name, postal address and e-mail address, taken from Company, contact details and footer.",
  requestsDepartment:
    "Where buyers write to have their data shown, corrected or removed: the department of one of the e-mail addresses under Company, contact details and footer, spelt as there, e.g. Info.",
  sections:
    "The notice itself, a heading and its paragraphs each. It must say what the contact form records, where and for how long: change it whenever the form's fields, the website's host or how long inquiries are kept change.",
};

/** Names separated by single commas (Latin or Arabic): no empty name; mirrors other-names.ts. */
const NAMES_PATTERN = "^\\s*[^\\s,،][^,،]*([,،]\\s*[^\\s,،][^,،]*)*$";

const HINTS = {
  slug: "The web address of the page: lowercase letters, digits and single hyphens, e.g. groundnut-meal. No two may be the same.",
  summary: `${SUMMARY_LENGTH.min} to ${SUMMARY_LENGTH.max} characters: shown on cards and by search engines.`,
  image: "A photo at least 1600 pixels wide is best; the site makes every size from it.",
  tel: 'In international form, e.g. "+91 98765 43210".',
  digits: 'Digits only, with the country code and no "+", e.g. 919876543210.',
  url: "A full address starting with https://",
  hsCode: "The customs tariff (HS) code: 6 to 8 digits, no dots or spaces, e.g. 23050000.",
  document: "The certificate itself, as a PDF: buyers download it from the product pages and the About page.",
};

/** The form's rule for each kind of text, as [pattern, message], and a hint; mirrors content-rules.ts. */
export function textRule(kind: Field["kind"]): [[string, string], string | undefined] {
  switch (kind) {
    case "slug":
      return [[SLUG_PATTERN.source, "Use lowercase letters, digits and single hyphens, e.g. groundnut-meal"], HINTS.slug];
    case "summary":
      return [
        [`^[\\s\\S]{${SUMMARY_LENGTH.min},${SUMMARY_LENGTH.max}}$`, `Write ${SUMMARY_LENGTH.min} to ${SUMMARY_LENGTH.max} characters`],
        HINTS.summary,
      ];
    case "email":
      return [[EMAIL_PATTERN.source, "Enter an e-mail address, e.g. info@example.com"], undefined];
    case "tel":
      return [[TEL_PATTERN.source, 'Enter an international number such as "+91 98765 43210"'], HINTS.tel];
    case "digits":
      return [[DIGITS_PATTERN.source, "Digits only, with the country code, e.g. 919876543210"], HINTS.digits];
    case "hsCode":
      return [[HS_CODE_PATTERN.source, "Write 6 to 8 digits, no dots or spaces, e.g. 23050000"], HINTS.hsCode];
    case "url":
      return [["^https://[^\\s/?#]+([/?#].*)?$", "Enter a full https:// address"], HINTS.url];
    case "names":
      return [[NAMES_PATTERN, "Write names separated by single commas, e.g. Peanut meal, Groundnut DOC"], undefined];
    default:
      return [["\\S", "Must not be empty"], undefined];
  }
}

/** "shortDescription" -> "Short description"; "id" -> "Web address (id)"; a label ("Feature 2") stays as it is. */
/** The months as the editor's list of them names them (English, as the editor is). */
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Field names their words alone would not say well. */
const LABELS: Record<string, string> = {
  id: "Web address (id)",
  netKg: "Net kg of one unit",
  per20ft: "Units in a 20 ft container",
  per40ft: "Units in a 40 ft container",
  leadTimeDays: "Lead time (days)",
  terms: "Sent?",
  sizeKg: "Size (kg)",
  dispatchDays: "Days from request to dispatch",
  price: "Indicative price",
  lowUsd: "From (US$ a tonne)",
  highUsd: "To (US$ a tonne)",
  quotedUntil: "Quoted until",
  intendedUse: "Intended use",
  markets: "Limits by market",
  limit: "Limit buyers check (citing the law)",
  source: "The law's address",
  standing: "Where it stands",
  detail: "How (grade, test, laboratory)",
  reviewedOn: "Reviewed on",
  analysis: "Sample certificate of analysis (PDF)",
};

export function labelOf(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
}

/** What "Add ..." adds to a list, in words: "packing option", "specification", "product". */
export function itemLabel(name: string): string {
  return labelOf(singular(name)).toLowerCase();
}

export function singular(name: string): string {
  if (/sOf[A-Z]/.test(name)) return name.replace(/sOf([A-Z])/, "Of$1");
  if (name.endsWith("ies")) return `${name.slice(0, -3)}y`;
  return name.endsWith("s") ? name.slice(0, -1) : name;
}
