/**
 * Site configuration: where content comes from and which plugins build it.
 *
 * CONTENT_DIR points the build at another content folder (the tests build a
 * deliberately broken copy; the benchmark builds generated catalogues).
 * SITE_URL sets the public address used in absolute links.
 */
import type { GatsbyConfig } from "gatsby";
import { contentDir, siteUrl } from "./src/lib/build-settings";
import { contentTypeName } from "./src/lib/content-schema";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: ({ node }: { node: { name: string } }) => contentTypeName(`${node.name}.json`) },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp", "avif"], placeholder: "blurred", quality: 70 } },
    },
    "gatsby-transformer-sharp",
  ],
};

export default config;
