/**
 * The shape of every file in content/, declared once.
 *
 * The build validates each file against its model (content-rules.ts) and
 * derives the GraphQL types from it (content-schema.ts), so a field added
 * here is checked and queryable without being described twice.
 */
import { FEATURED_PRODUCTS_MAX } from "./catalogue";
import { CERTIFICATE_KIND_CODES } from "./certificate-kinds";
import { STANDINGS, USES } from "./markets";
import { SAMPLE_TERMS } from "./packing";

/** Fields whose value is a string, each with its own rule (content-rules.ts). */
type TextKind = "text" | "summary" | "names" | "slug" | "image" | "url" | "email" | "tel" | "digits" | "hsCode" | "date" | "document";

export type Field = TextField | ChoiceField | ReferenceField | { readonly kind: "count" } | { readonly kind: "decimal" } | { readonly kind: "months" } | ListField | ObjectField;

/**
 * A text; `shared` when it is the same in every language (a name, a code) and so never translated;
 * `optional` when it may be left out (or empty: the editor writes "" for a box emptied).
 */
interface TextField {
  readonly kind: TextKind;
  readonly shared?: true;
  readonly optional?: true;
}

/** One of a fixed set of codes (a certificate's kind): the same in every language, chosen in the editor. */
interface ChoiceField {
  readonly kind: "choice";
  readonly options: readonly string[];
}

/** What a reference can name: an entry of another content file, by its id. */
export const referenceTargets = {
  category: { file: "categories.json", list: "categories" },
  product: { file: "products.json", list: "products" },
} as const;
export type ReferenceTarget = keyof typeof referenceTargets;

/** The id of an entry of another file (a product's category, a featured product): the build checks that it exists. */
interface ReferenceField {
  readonly kind: "reference";
  readonly to: ReferenceTarget;
}

interface ListField<Of extends Field = Field> {
  readonly kind: "list";
  readonly of: Of;
  readonly min: number;
  readonly max?: number;
  readonly uniqueBy?: string;
}

export interface ObjectField<Fields extends Record<string, Field> = Record<string, Field>> {
  readonly kind: "object";
  readonly fields: Fields;
}

/** The value a field holds once the build has checked it: the TypeScript shape of content, derived from the model. */
export type ContentOf<F extends Field> =
  F extends ObjectField<infer Fields>
    ? { [Name in keyof Fields]: ContentOf<Fields[Name]> }
    : F extends ListField<infer Of>
      ? readonly ContentOf<Of>[]
      : F extends { kind: "count" } | { kind: "decimal" }
        ? number
        : F extends { kind: "months" }
          ? readonly string[]
          : F extends { optional: true }
          ? string | undefined
          : string;

/** Non-empty text. */
export const text = () => ({ kind: "text" }) as const;
/** Other names of a thing, separated by commas ("Peanut meal, Groundnut DOC"): other-names.ts. */
export const names = () => ({ kind: "names" }) as const;
/** Text of 50 to 160 characters: it doubles as the page's description in search results. */
export const summary = () => ({ kind: "summary" }) as const;
/** A lowercase URL slug such as "groundnut-meal". */
export const slug = () => ({ kind: "slug" }) as const;
/** Path of a raster image, relative to the content file. */
export const image = () => ({ kind: "image" }) as const;
/** An absolute https:// URL. */
export const url = () => ({ kind: "url" }) as const;
export const email = () => ({ kind: "email" }) as const;
/** A phone number as people read it, in international form: "+91 98765 43210". */
export const tel = () => ({ kind: "tel" }) as const;
/** Digits only, such as a chat number with its country code: "919876543210". */
export const digits = () => ({ kind: "digits" }) as const;
/** A customs tariff code of 6 to 8 digits, without dots or spaces: "23050000". */
export const hsCode = () => ({ kind: "hsCode" }) as const;
/** A day, as "2026-11-29" (ISO 8601): the same in every language, shown in each language's way. */
export const date = () => ({ kind: "date" }) as const;
/** Path of a PDF document, relative to the content file ("documents/certificates/fssai-licence.pdf"): published at the same path under the site. */
export const document = () => ({ kind: "document" }) as const;
/** One of `options`. */
export const choice = <Options extends readonly string[]>(options: Options) => ({ kind: "choice", options }) as const;
/** A text that may be left out. */
export const optional = <F extends TextField>(field: F) => ({ ...field, optional: true }) as const;
/** A whole number, zero or more. */
export const count = () => ({ kind: "count" }) as const;
/** A number more than 0, with decimals where it needs them: a unit's net mass in kilograms. */
export const decimal = () => ({ kind: "decimal" }) as const;
/** Some months of the year (packing.ts MONTHS: "jan" to "dec"), at least one, each once: the same in every language. */
export const months = () => ({ kind: "months" }) as const;
/** The id of a category (categories.json) or of a product (products.json). */
export const reference = <To extends ReferenceTarget>(to: To) => ({ kind: "reference", to }) as const;
export const list = <Of extends Field>(of: Of, options: { min?: number; max?: number; uniqueBy?: string } = {}): ListField<Of> => ({
  kind: "list",
  of,
  min: options.min ?? 1,
  ...(options.max !== undefined ? { max: options.max } : {}),
  ...(options.uniqueBy ? { uniqueBy: options.uniqueBy } : {}),
});
/** A text that is the same in every language (a company name, a code): written once, in the English file. */
export const shared = <F extends TextField>(field: F) => ({ ...field, shared: true }) as const;
export const object = <Fields extends Record<string, Field>>(fields: Fields): ObjectField<Fields> => ({ kind: "object", fields });

const titledText = () => object({ title: text(), text: text() });

export const productModel = object({
  id: slug(),
  name: text(),
  /** "Also known as": the names buyers and the trade also use for it, in each language its own. */
  alsoKnownAs: names(),
  category: reference("category"),
  image: image(),
  shortDescription: summary(),
  description: text(),
  features: list(text()),
  /** How it is packed beyond what the packing table says: the bags' make, marking, labelling. */
  packaging: text(),
  origin: text(),
  specifications: list(object({ parameter: text(), value: text() }), { min: 4, uniqueBy: "parameter" }),
  hsCode: hsCode(),
  /**
   * The ways it is packed (packing.ts): each unit ("50 kg HDPE bag"), the net kg of one, how many a
   * 20 ft and a 40 ft container take (0: not loaded so), and the days from order to loading. The
   * minimum order follows: one container of the smallest size loaded.
   */
  packing: list(object({ unit: text(), netKg: decimal(), per20ft: count(), per40ft: count(), leadTimeDays: count() })),
  /** The months it is available: its crop's seasons, or all twelve where it is stored or made all year. */
  availableMonths: months(),
  /**
   * Samples (packing.ts): whether they are sent and who pays their courier, their size in kg and
   * the days from request to dispatch (kept, not shown, while samples are not sent).
   */
  samples: object({ terms: choice(SAMPLE_TERMS), sizeKg: decimal(), dispatchDays: count() }),
  /**
   * Its indicative price (price.ts): the range its grades sell at, in US dollars a tonne FOB, and
   * the last day it holds; 0, 0 and no day where it is quoted on request only.
   */
  price: object({ lowUsd: count(), highUsd: count(), quotedUntil: optional(date()) }),
  /** What it is sold for (markets.ts USES): the use decides which limits apply. */
  intendedUse: choice(USES),
  /**
   * What it meets in the markets it is offered to (markets.ts): the market and the limit its buyers
   * check, citing the law (`source`), where the product stands (STANDINGS) and how (which grade,
   * tested how, by whom), and the day the statement was last checked against the law.
   */
  markets: list(object({ market: text(), limit: text(), source: url(), standing: choice(STANDINGS), detail: text(), reviewedOn: date() }), { min: 0 }),
  /** A certificate of analysis representative of the product (a PDF): each shipment comes with its own lot's. */
  analysis: document(),
});

/**
 * A certificate, licence or registration of the company's register (certificates.ts): its kind,
 * its name and what it certifies (translated), who issued it, its number, what it covers (products,
 * and every product of categories), its dates, the document itself and where the issuer lets
 * anyone check it. The number, dates and documents are the same in every language.
 */
export const certificateModel = object({
  id: slug(),
  kind: choice(CERTIFICATE_KIND_CODES),
  name: text(),
  description: text(),
  issuer: text(),
  number: shared(text()),
  coversProducts: list(reference("product"), { min: 0 }),
  coversCategories: list(reference("category"), { min: 0 }),
  issuedOn: date(),
  validUntil: optional(date()),
  document: document(),
  verifyUrl: optional(url()),
});

/** A kind of product, with a page of its own (/products/category/{id}/); the file's order is the order the site lists them in. */
export const categoryModel = object({
  id: slug(),
  name: text(),
  /** The category page's introduction, and its description in search results. */
  intro: summary(),
});

export const contentModels = defineModels({
  "products.json": object({
    products: list(productModel, { uniqueBy: "id" }),
  }),

  "categories.json": object({
    categories: list(categoryModel, { uniqueBy: "id" }),
  }),

  "site.json": object({
    company: object({
      name: shared(text()),
      shortName: shared(text()),
      description: text(),
      logo: image(),
      foundingYear: count(),
    }),
    siteDescription: summary(),
    contact: object({
      phone: tel(),
      emails: list(object({ department: text(), address: email() }), { min: 5, uniqueBy: "address" }),
      address: object({
        street: shared(text()),
        locality: shared(text()),
        region: shared(text()),
        postalCode: shared(text()),
        country: text(),
        countryCode: shared(text()),
      }),
    }),
    chat: object({
      label: shared(text()),
      number: digits(),
      greeting: text(),
    }),
    social: list(object({ label: shared(text()), url: url() }), { min: 2, uniqueBy: "url" }),
    /** The register of certificates: on the About page, and each on the pages of the products it covers. */
    certifications: list(certificateModel, { uniqueBy: "id" }),
    portsOfLoading: list(text()),
    /** What every shipment comes with (a phytosanitary certificate...): a trade term on every product page. */
    shipmentDocuments: text(),
    incoterms: list(shared(text())),
    navigation: object({ home: text(), products: text(), about: text(), contact: text() }),
    header: object({
      menuLabel: text(),
      closeLabel: text(),
      drawerLabel: text(),
      /** Names the header's navigation for screen readers (a landmark), and the drawer's. */
      navigationLabel: text(),
      drawerNavigationLabel: text(),
      productsMenuLabel: text(),
      skipLinkLabel: text(),
      /** Names the language switcher (header and drawer). */
      languageLabel: text(),
    }),
    footer: object({
      quickLinksHeading: text(),
      contactHeading: text(),
      followHeading: text(),
      scrollToTopLabel: text(),
      /** Said after the name of a link to another network (the footer's and the contact page's), which opens in a new tab. */
      newTabLabel: text(),
      copyright: text(),
      /** The link to the privacy notice, beside the copyright. */
      privacyLabel: text(),
    }),
    notFound: object({
      title: text(),
      text: summary(),
      productTitle: text(),
      productText: summary(),
      homeLabel: text(),
      productsLabel: text(),
    }),
    /** The search field in every page's header, its results, and the search page (/search/). */
    search: object({
      /** The field's name, read out and shown as its placeholder. */
      label: text(),
      title: text(),
      description: summary(),
      /** The search page without JavaScript, above the category links. */
      noScript: text(),
      /** A query that matches nothing, above the category links. */
      noResults: text(),
      /** Before the number of results, as it is announced. */
      resultsLabel: text(),
      /** Offers a correction of a query with a word the catalogue does not have; {query} is where the corrected query goes, as a link. */
      didYouMean: text(),
      /** Names the words typed that name no product ("exporter"), which search left out; {words} is where they go. */
      leftOut: text(),
      /** Before the other names a result matched ("Also known as"). */
      otherNamesLabel: text(),
    }),
  }),

  "home.json": object({
    title: text(),
    description: summary(),
    hero: object({ headline: text(), text: text(), cta: text(), image: image() }),
    featured: object({
      /** The products the carousel shows, in this order; none chosen: the first FEATURED_PRODUCTS_MAX of the catalogue. */
      products: list(reference("product"), { min: 0, max: FEATURED_PRODUCTS_MAX }),
      heading: text(),
      text: text(),
      detailsLabel: text(),
      allLabel: text(),
      previousLabel: text(),
      nextLabel: text(),
    }),
    whyChooseUs: object({ heading: text(), points: list(titledText(), { min: 6 }) }),
  }),

  "catalogue.json": object({
    title: text(),
    description: summary(),
    heading: text(),
    intro: text(),
    detailsLabel: text(),
    /** Names the category links above the grid. */
    categoriesLabel: text(),
    /** The product range itself: the first of the category links, and the last link of a menu that lists categories. */
    allProductsLabel: text(),
    /** Names the links to the numbered pages of a listing. */
    paginationLabel: text(),
    /** "Page", before a page's number in its title and its link. */
    pageLabel: text(),
    /** A category page's title ("{category}: products"), which a product of the category's name does not share. */
    categoryTitle: text(),
    previousPageLabel: text(),
    nextPageLabel: text(),
    featuresHeading: text(),
    packagingHeading: text(),
    packagingLabel: text(),
    originLabel: text(),
    specificationsHeading: text(),
    parameterLabel: text(),
    valueLabel: text(),
    tradeTermsHeading: text(),
    hsCodeLabel: text(),
    minimumOrderLabel: text(),
    /** The minimum order, from the packing table (packing.ts): {container} is a container's size below ("20 ft"), {tonnes} the net tonnes it holds ("25–26"). */
    minimumOrderValue: text(),
    /** The indicative price (price.ts), while current: {range} is its range in US dollars as the language writes money ("US$480–520"), {date} its last day. */
    priceLabel: text(),
    priceValue: text(),
    /** The packing table (packing-loads.tsx): its caption, and its first column's heading. */
    loadsHeading: text(),
    packingOptionsLabel: text(),
    /** A container's size, the packing table's columns ("20 ft"). */
    container20Label: text(),
    container40Label: text(),
    leadTimeLabel: text(),
    /** A load's net tonnes, {tonnes}; its units, {count}; a lead time, {days}. */
    netTonnesLabel: text(),
    unitsLabel: text(),
    leadTimeDaysLabel: text(),
    /** A packing not loaded in a container of that size. */
    notLoadedLabel: text(),
    /** Under the loads, where a 40 ft holds less of a packing than a 20 ft: why, with each size's most net tonnes, {tonnes20} and {tonnes40}. */
    payloadNote: text(),
    /** The strip of the months a product is available, each said available or not to those who listen. */
    monthsHeading: text(),
    availableLabel: text(),
    notAvailableLabel: text(),
    /** Samples, a row of Packaging & Origin: "{kg} kg, sent within {days} days; {courier}", {courier} one of the two below; or not sent. */
    samplesLabel: text(),
    samplesValue: text(),
    courierBuyerValue: text(),
    courierCompanyValue: text(),
    samplesNotSentValue: text(),
    /** The product page's button to the contact form with the product chosen and its sample asked for. */
    requestSampleLabel: text(),
    /** Limits by market (markets.ts): the section's heading, a product's intended use (one per USES), where it stands (one per STANDINGS), "Reviewed on {date}", the link to the law, and the sample certificate of analysis with its note. */
    marketsHeading: text(),
    intendedUseLabel: text(),
    useFood: text(),
    useFeed: text(),
    useFertiliser: text(),
    useIndustrial: text(),
    asStandardLabel: text(),
    onRequestLabel: text(),
    notOfferedLabel: text(),
    reviewedLabel: text(),
    sourceLabel: text(),
    analysisLabel: text(),
    analysisNote: text(),
    alsoKnownAsLabel: text(),
    portsLabel: text(),
    incotermsLabel: text(),
    shipmentDocumentsLabel: text(),
    certificationsHeading: text(),
    /** A certificate's facts (certificates.ts), on product pages and the About page's register. */
    certificateNumberLabel: text(),
    issuedByLabel: text(),
    /** Before the day a certificate was issued, in the register (a product page shows how long it is valid only). */
    issuedOnLabel: text(),
    validUntilLabel: text(),
    /** Before the day a certificate expired, instead of "Valid until". */
    expiredLabel: text(),
    /** A certificate whose kind does not expire (an IEC), where "Valid until" would be. */
    noExpiryLabel: text(),
    /** Before the categories and products a certificate covers, in the register. */
    coversLabel: text(),
    documentLabel: text(),
    verifyLabel: text(),
    /** From a product page's certificates to the register (the About page). */
    allCertificatesLabel: text(),
    inquireLabel: text(),
    specSheetLabel: text(),
    specSheetTitle: text(),
    issuedLabel: text(),
  }),

  "about.json": object({
    title: text(),
    description: summary(),
    banner: object({ heading: text(), text: text(), image: image() }),
    story: object({ heading: text(), paragraphs: list(text()) }),
    timeline: object({
      heading: text(),
      entries: list(object({ year: text(), content: text() }), { min: 4 }),
    }),
    counters: list(object({ target: count(), suffix: shared(text()), label: text() }), { min: 3 }),
    values: object({ heading: text(), items: list(text(), { min: 4 }) }),
    certificationsHeading: text(),
    vision: titledText(),
    mission: titledText(),
  }),

  "contact.json": object({
    title: text(),
    description: summary(),
    heading: text(),
    intro: text(),
    form: object({
      heading: text(),
      nameLabel: text(),
      emailLabel: text(),
      messageLabel: text(),
      submitLabel: text(),
      emailSubmitLabel: text(),
      /** The department (site.json, contact.emails) whose address "Send by e-mail" writes to. */
      emailDepartment: shared(text()),
      tradeDetailsHeading: text(),
      companyLabel: text(),
      countryLabel: text(),
      productLabel: text(),
      anyProductLabel: text(),
      quantityLabel: text(),
      /** A quantity field's hint, which the browser also says when what was typed is not a number (inquiry-fields.ts QUANTITY_PATTERN). */
      quantityFormat: text(),
      /** A product row's box asking for a sample of its product. */
      sampleLabel: text(),
      /** In a product's row, instead of the sample box, where its samples are not sent. */
      noSamplesNote: text(),
      /** Said above the buttons when a product page asks for a product and every product row is taken: {product} is its name. */
      rowsFull: text(),
      portLabel: text(),
      incotermLabel: text(),
      anyIncotermLabel: text(),
      /** Said beside the buttons with scripts (hidden where the browser says it runs none); noScriptNote without them. */
      note: text(),
      noScriptNote: text(),
      /**
       * Said above the product rows without scripts, which alone fill in the product a product page's Inquire Now or
       * Request a sample asked about: the buyer chooses it.
       */
      noScriptProductNote: text(),
      /** Said above the buttons when the inquiry could not be recorded (the chat or the e-mail opened all the same). */
      recordFailed: text(),
      /** The link to the privacy notice, below the buttons. */
      privacyLabel: text(),
    }),
    /** The page the form lands on without scripts, once the inquiry is recorded (/contact/received/). */
    received: object({
      title: text(),
      heading: text(),
      text: text(),
      chatLabel: text(),
      backLabel: text(),
    }),
    panel: object({
      heading: text(),
      phoneLabel: text(),
      emailLabel: text(),
      addressLabel: text(),
      followLabel: text(),
    }),
  }),

  /** The privacy notice (/privacy/): what the contact form records, why, where, for how long, and the buyer's rights. */
  "privacy.json": object({
    title: text(),
    description: summary(),
    heading: text(),
    intro: text(),
    /** "Last updated: ...", under the heading. */
    updated: text(),
    /** Who keeps the data: shown with the company's name, postal address and e-mail address from site.json. */
    controller: object({
      heading: text(),
      text: text(),
      emailLabel: text(),
      /** The department (site.json, contact.emails) whose address buyers write to about their data. */
      requestsDepartment: shared(text()),
    }),
    sections: list(object({ heading: text(), paragraphs: list(text()) })),
  }),
});

/** Keeps the file names as literal keys while checking every value is an object model. */
function defineModels<Models extends Record<string, ObjectField>>(models: Models): Models {
  return models;
}

export type ContentFileName = keyof typeof contentModels;

/** A product as content/products.json holds it. */
export type Product = ContentOf<typeof productModel>;

/** A certificate of the register (site.json, certifications). */
export type Certificate = ContentOf<typeof certificateModel>;

/** A category as content/categories.json holds it. */
export type Category = ContentOf<typeof categoryModel>;

/** content/site.json: the company's facts, contact details and shared labels. */
export type SiteFacts = ContentOf<(typeof contentModels)["site.json"]>;

export function isContentFileName(name: string): name is ContentFileName {
  return Object.prototype.hasOwnProperty.call(contentModels, name);
}
