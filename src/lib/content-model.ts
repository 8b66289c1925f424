/**
 * The shape of every file in content/, declared once.
 *
 * The build validates each file against its model (content-rules.ts) and
 * derives the GraphQL types from it (content-schema.ts), so a field added
 * here is checked and queryable without being described twice.
 */

export type Field =
  | { kind: "text" }
  | { kind: "summary" }
  | { kind: "slug" }
  | { kind: "image" }
  | { kind: "url" }
  | { kind: "email" }
  | { kind: "tel" }
  | { kind: "digits" }
  | { kind: "count" }
  | { kind: "list"; of: Field; min: number; uniqueBy?: string }
  | ObjectField;

export interface ObjectField {
  kind: "object";
  fields: Record<string, Field>;
}

/** Non-empty text. */
export const text = (): Field => ({ kind: "text" });
/** Text of 50 to 160 characters: it doubles as the page's description in search results. */
export const summary = (): Field => ({ kind: "summary" });
/** A lowercase URL slug such as "groundnut-meal". */
export const slug = (): Field => ({ kind: "slug" });
/** Path of a raster image, relative to the content file. */
export const image = (): Field => ({ kind: "image" });
/** An absolute https:// URL. */
export const url = (): Field => ({ kind: "url" });
export const email = (): Field => ({ kind: "email" });
/** A phone number as people read it, in international form: "+91 98765 43210". */
export const tel = (): Field => ({ kind: "tel" });
/** Digits only, such as a chat number with its country code: "919876543210". */
export const digits = (): Field => ({ kind: "digits" });
/** A whole number, zero or more. */
export const count = (): Field => ({ kind: "count" });
export const list = (of: Field, options: { min?: number; uniqueBy?: string } = {}): Field => ({
  kind: "list",
  of,
  min: options.min ?? 1,
  ...(options.uniqueBy ? { uniqueBy: options.uniqueBy } : {}),
});
export const object = (fields: Record<string, Field>): ObjectField => ({ kind: "object", fields });

const titledText = () => object({ title: text(), text: text() });

export const productModel = object({
  id: slug(),
  name: text(),
  category: text(),
  image: image(),
  shortDescription: summary(),
  description: text(),
  features: list(text()),
  packaging: text(),
  origin: text(),
});

export const contentModels = defineModels({
  "products.json": object({
    products: list(productModel, { uniqueBy: "id" }),
  }),

  "site.json": object({
    company: object({
      name: text(),
      shortName: text(),
      description: text(),
      logo: image(),
      foundingYear: count(),
    }),
    siteDescription: summary(),
    contact: object({
      phone: tel(),
      emails: list(object({ department: text(), address: email() }), { min: 5, uniqueBy: "address" }),
      address: object({
        street: text(),
        locality: text(),
        region: text(),
        postalCode: text(),
        country: text(),
        countryCode: text(),
      }),
    }),
    chat: object({
      label: text(),
      number: digits(),
      greeting: text(),
    }),
    social: list(object({ label: text(), url: url() }), { min: 2, uniqueBy: "url" }),
    navigation: object({ home: text(), products: text(), about: text(), contact: text() }),
    header: object({
      menuLabel: text(),
      closeLabel: text(),
      drawerLabel: text(),
      productsMenuLabel: text(),
      skipLinkLabel: text(),
    }),
    footer: object({
      quickLinksHeading: text(),
      contactHeading: text(),
      followHeading: text(),
      scrollToTopLabel: text(),
      copyright: text(),
    }),
    notFound: object({
      title: text(),
      text: summary(),
      productTitle: text(),
      productText: summary(),
      homeLabel: text(),
      productsLabel: text(),
    }),
  }),

  "home.json": object({
    title: text(),
    description: summary(),
    hero: object({ headline: text(), text: text(), cta: text(), image: image() }),
    featured: object({
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
    featuresHeading: text(),
    packagingHeading: text(),
    packagingLabel: text(),
    originLabel: text(),
    inquireLabel: text(),
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
    counters: list(object({ target: count(), suffix: text(), label: text() }), { min: 3 }),
    values: object({ heading: text(), items: list(text(), { min: 4 }) }),
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
      note: text(),
      inquiryPrefix: text(),
      noScriptNote: text(),
    }),
    panel: object({
      heading: text(),
      phoneLabel: text(),
      emailLabel: text(),
      addressLabel: text(),
      followLabel: text(),
    }),
  }),
});

/** Keeps the file names as literal keys while checking every value is an object model. */
function defineModels<Models extends Record<string, ObjectField>>(models: Models): Models {
  return models;
}

export type ContentFileName = keyof typeof contentModels;

export function isContentFileName(name: string): name is ContentFileName {
  return Object.prototype.hasOwnProperty.call(contentModels, name);
}
