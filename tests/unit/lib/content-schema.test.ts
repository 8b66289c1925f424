/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { buildSchema } from "graphql";
import { contentTypeDefs, contentTypeName } from "../../../src/lib/content-schema";

describe("content schema", () => {
  it("names each content file's node type after the file", () => {
    expect(contentTypeName("site.json")).toBe("SiteJson");
    expect(contentTypeName("catalogue.json")).toBe("CatalogueJson");
  });

  it("declares every content type explicitly, with inference off", () => {
    const sdl = contentTypeDefs();
    for (const type of ["ContentFileJson", "SiteJson", "HomeJson", "CatalogueJson", "AboutJson", "ContactJson", "PrivacyJson", "Product"]) {
      expect(sdl).toContain(`type ${type} implements Node @dontInfer {`);
    }
  });

  it("gives every content type and every product the language it is in", () => {
    const sdl = contentTypeDefs();
    for (const type of ["SiteJson", "HomeJson", "CatalogueJson", "AboutJson", "ContactJson", "PrivacyJson", "Product"]) {
      const body = sdl.slice(sdl.indexOf(`type ${type} implements`));
      expect(body.slice(0, body.indexOf("}"))).toMatch(/locale: String!/);
    }
  });

  it("gives each product its slug, position and an image resolved to a File", () => {
    const sdl = contentTypeDefs();
    const product = sdl.slice(sdl.indexOf("type Product implements"));
    expect(product).toMatch(/slug: String!/);
    expect(product).toMatch(/position: Int!/);
    expect(product).toMatch(/image: File @link\(by: "relativePath"\)/);
    expect(product).toMatch(/features: \[String!\]!/);
  });

  it("is valid GraphQL", () => {
    const prelude = `
      directive @dontInfer on OBJECT
      directive @link(by: String) on FIELD_DEFINITION
      interface Node { id: ID! }
      type File implements Node { id: ID! }
      type Query { ok: Boolean }
    `;
    expect(() => buildSchema(prelude + contentTypeDefs())).not.toThrow();
  });
});

/**
 * The GraphQL types a page's query may ask for, as SDL a reader can open beside the content model
 * (src/lib/content-schema.graphql): the same text contentTypeDefs() gives the build. A model change
 * that leaves it stale fails here; `WRITE_CONTENT_SCHEMA=1 npx jest tests/unit/lib/content-schema.test.ts`
 * writes it anew.
 */
describe("the committed schema", () => {
  const file = path.join(__dirname, "..", "..", "..", "src", "lib", "content-schema.graphql");
  const written = () => `${SCHEMA_HEADER}\n${contentTypeDefs()}\n`;

  it("is the schema the content model declares (when stale: WRITE_CONTENT_SCHEMA=1 npx jest tests/unit/lib/content-schema.test.ts)", () => {
    if (process.env.WRITE_CONTENT_SCHEMA) fs.writeFileSync(file, written());
    const committed = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "(no file)";
    expect(committed).toBe(written());
  });
});

const SCHEMA_HEADER = `# The GraphQL types of the site's content, as the build declares them (src/lib/content-schema.ts,
# from src/lib/content-model.ts): what a page's query may ask for. Written, not edited: a model
# change that leaves it stale fails tests/unit/lib/content-schema.test.ts, which writes it anew with
# WRITE_CONTENT_SCHEMA=1. Gatsby adds its own types (File, SitePage...) and each type's queries.
`;
