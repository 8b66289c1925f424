/**
 * GraphQL type definitions derived from the content model, so the schema is
 * declared (never inferred) and cannot drift from what the build validates.
 */
import { contentModels, productModel, type ContentFileName, type Field, type ObjectField } from "./content-model";
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

/** Each product is its own node; its `id` (the slug) becomes `slug`, as Node owns `id`. */
export const PRODUCT_TYPE = "Product";

/** Gatsby's `graphql` as build-time APIs receive it (createPages, onPostBuild). */
type BuildGraphql = <Data>(query: string) => Promise<{ errors?: Error[]; data?: Data }>;

/**
 * Every product's slug in each language, in catalogue order: the product pages gatsby-node creates
 * (a language lacks the products it withholds); null slugs, with the errors, when the query fails.
 */
export async function queryProductSlugs(graphql: BuildGraphql): Promise<{ slugs: Record<LocaleCode, string[]> | null; errors?: Error[] }> {
  const result = await graphql<{ allProduct: { nodes: { slug: string; locale: LocaleCode }[] } }>(`
    query ProductSlugs {
      allProduct(sort: { position: ASC }) {
        nodes {
          slug
          locale
        }
      }
    }
  `);
  if (result.errors || !result.data) return { slugs: null, errors: result.errors };
  const slugs = Object.fromEntries(locales.map(({ code }) => [code, [] as string[]])) as Record<LocaleCode, string[]>;
  for (const { slug, locale } of result.data.allProduct.nodes) slugs[locale]?.push(slug);
  return { slugs };
}

export function contentTypeDefs(): string {
  // Each file's (and each product's) content in one language, which `locale` names.
  const locale = "  locale: String!";
  const definitions = [`type ${RAW_CONTENT_TYPE} implements Node @dontInfer {\n  id: ID!\n}`];
  for (const fileName of Object.keys(contentModels) as ContentFileName[]) {
    // The catalogue file itself is only a container: its products are queried as Product nodes.
    if (fileName !== "products.json") definitions.push(...objectTypeDefs(contentTypeName(fileName), contentModels[fileName], true, locale));
  }
  const { id: _slug, ...rest } = productModel.fields;
  const product = object({ slug: { kind: "slug" }, ...rest });
  definitions.push(...objectTypeDefs(PRODUCT_TYPE, product, true, `${locale}\n  position: Int!`));
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
    default:
      return "String!";
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
