/** @jest-environment node */
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
