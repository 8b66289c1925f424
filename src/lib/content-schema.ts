/**
 * GraphQL type definitions derived from the content model, so the schema is
 * declared (never inferred) and cannot drift from what the build validates.
 */
import { contentModels, type ContentFileName, type Field, type ObjectField } from "./content-model";
type ListField = Extract<Field, { kind: "list" }>;
import { locales, type LocaleCode } from "./locales";

/**
 * gatsby-transformer-json reads every content file, English or a translation, into a node of this
 * type, as written; gatsby-node makes from it the nodes pages query: one per file and language.
 */
export const RAW_CONTENT_TYPE = "ContentFileJson";

/** Node type of a content file in one language: "about.json" -> "AboutJson". */
export function contentTypeName(fileName: string): string {
  const base = fileName.replace(/\.json$/, "");
  return `${pascalCase(base)}Json`;
}

/**
 * The files whose entries are nodes of their own, found by their slug (an entry's `id`, which
 * becomes `slug`, as Node owns `id`), with their place in the English file as `position` (a language that withholds one keeps the others' places): each product, each category.
 */
export const ENTRY_FILES = {
  "products.json": { list: "products", type: "Product" },
  "categories.json": { list: "categories", type: "Category" },
} as const satisfies Partial<Record<ContentFileName, { list: string; type: string }>>;
export type EntryFileName = keyof typeof ENTRY_FILES;

export function isEntryFile(name: ContentFileName): name is EntryFileName {
  return name in ENTRY_FILES;
}

/** Gatsby's `graphql` as build-time APIs receive it (createPages, onPostBuild). */
type BuildGraphql = <Data>(query: string) => Promise<{ errors?: Error[]; data?: Data }>;

/** What each language shows of the catalogue, in catalogue order: its products (each with its category) and its categories, with their names there. */
export interface CatalogueInLanguage {
  /** Each with its other names there, the English name among them on a translated page (localized-content.ts). */
  products: { slug: string; name: string; category: string; alsoKnownAs?: string }[];
  categories: { slug: string; name: string }[];
}

/**
 * The products and categories of each language, in the files' order: the pages gatsby-node creates
 * (a language lacks what it withholds); null, with the errors, when the query fails.
 */
export async function queryCatalogue(graphql: BuildGraphql): Promise<{ catalogue: Record<LocaleCode, CatalogueInLanguage> | null; errors?: Error[] }> {
  const result = await graphql<{
    allProduct: { nodes: { slug: string; name: string; category: string; alsoKnownAs: string; locale: LocaleCode }[] };
    allCategory: { nodes: { slug: string; name: string; locale: LocaleCode }[] };
  }>(`
    query Catalogue {
      allProduct(sort: { position: ASC }) {
        nodes {
          slug
          name
          category
          alsoKnownAs
          locale
        }
      }
      allCategory(sort: { position: ASC }) {
        nodes {
          slug
          name
          locale
        }
      }
    }
  `);
  if (result.errors || !result.data) return { catalogue: null, errors: result.errors };
  const catalogue = emptyCatalogue();
  for (const { slug, name, category, alsoKnownAs, locale } of result.data.allProduct.nodes) catalogue[locale]?.products.push({ slug, name, category, alsoKnownAs });
  for (const { slug, name, locale } of result.data.allCategory.nodes) catalogue[locale]?.categories.push({ slug, name });
  return { catalogue };
}

/** No product and no category in any language. */
export function emptyCatalogue(): Record<LocaleCode, CatalogueInLanguage> {
  return Object.fromEntries(locales.map(({ code }): [LocaleCode, CatalogueInLanguage] => [code, { products: [], categories: [] }])) as Record<LocaleCode, CatalogueInLanguage>;
}

export function contentTypeDefs(): string {
  // Each file's (and each entry's) content in one language, which `locale` names.
  const locale = "  locale: String!";
  const definitions = [`type ${RAW_CONTENT_TYPE} implements Node @dontInfer {\n  id: ID!\n}`];
  for (const fileName of Object.keys(contentModels) as ContentFileName[]) {
    if (isEntryFile(fileName)) {
      // The file itself is only a container: its entries are queried as nodes of their own.
      const { list, type } = ENTRY_FILES[fileName];
      const entries = (contentModels[fileName].fields as Record<string, Field>)[list] as ListField;
      const { id: _slug, ...rest } = (entries.of as ObjectField).fields;
      definitions.push(...objectTypeDefs(type, object({ slug: { kind: "slug" }, ...rest }), true, `${locale}\n  position: Int!`));
    } else {
      definitions.push(...objectTypeDefs(contentTypeName(fileName), contentModels[fileName], true, locale));
    }
  }
  return definitions.join("\n\n");
}

function objectTypeDefs(typeName: string, model: ObjectField, isNode: boolean, extra?: string): string[] {
  const nested: string[] = [];
  const lines = Object.entries(model.fields).map(([name, field]) => {
    const type = fieldType(field, `${typeName}${pascalCase(name)}`, nested);
    return `  ${name}: ${type}`;
  });
  if (extra) lines.push(extra);
  if (lines.length === 0) lines.push("  id: ID!");
  const header = isNode ? `type ${typeName} implements Node @dontInfer` : `type ${typeName}`;
  return [`${header} {\n${lines.join("\n")}\n}`, ...nested];
}

function fieldType(field: Field, nestedName: string, nested: string[]): string {
  switch (field.kind) {
    case "object":
      nested.push(...objectTypeDefs(nestedName, field, false));
      return `${nestedName}!`;
    case "list":
      return `[${fieldType(field.of, nestedName, nested)}]!`;
    case "image":
      // A path inside the content folder, as gatsby-source-filesystem names its files.
      return 'File @link(by: "relativePath")';
    case "count":
      return "Int!";
    case "decimal":
      return "Float!";
    case "months":
      return "[String!]!";
    default:
      // An optional text left out is null.
      return "optional" in field && field.optional ? "String" : "String!";
  }
}

function object(fields: Record<string, Field>): ObjectField {
  return { kind: "object", fields };
}

function pascalCase(value: string): string {
  return value
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");
}
