/**
 * Site configuration: where content comes from and which plugins build it.
 *
 * CONTENT_DIR points the build at another content folder (the tests build a
 * deliberately broken copy; the benchmark builds generated catalogues).
 * SITE_URL sets the public address used in canonical links, share images,
 * structured data, the sitemap and robots.txt.
 */
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { contentDir, siteUrl } from "./src/lib/build-settings";
import { EDITOR_CONTENT_FILE } from "./plugins/decap-cms/editor/editor-content";
import { readContentFile } from "./src/lib/content-files";
import { RAW_CONTENT_TYPE } from "./src/lib/content-schema";
import { languageVersions, localizedPath, locales, type LanguageVersion } from "./src/lib/locales";
import { PRODUCT_NOT_FOUND_PATH, routes } from "./src/lib/routes";

const site = readContentFile("site.json");

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    // How pages are built and delivered: webpack tweaks, script loading, inline icons, robots.txt.
    "delivery",
    // The content files (English, and each translation in content/locales/) and their pictures.
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: contentDir } },
    // Each file as written; gatsby-node turns them into the content of each page in each language.
    { resolve: "gatsby-transformer-json", options: { typeName: RAW_CONTENT_TYPE } },
    {
      resolve: "gatsby-plugin-sharp",
      // AVIF at quality 50 looks like WebP at 70 and weighs about a third less. Its encoder
      // effort is lowered to 0 by patches/gatsby-plugin-sharp+5.16.0.patch (about 15x faster).
      options: {
        defaults: { formats: ["auto", "webp", "avif"], placeholder: "dominantColor", quality: 70, avifOptions: { quality: 50 } },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The not-found pages (noindex).
        excludes: [
          "/404/",
          "/dev-404-page/",
          ...locales.flatMap(({ code }) => [localizedPath(code, "/404.html"), localizedPath(code, PRODUCT_NOT_FOUND_PATH)]),
          // The contact form's received page (noindex): it means something only after an inquiry is sent.
          ...locales.map(({ code }) => localizedPath(code, routes.inquiryReceived)),
        ],
        // Each address with the same page in every language (and x-default, the English one), as search engines read them.
        // The page's context lists its languages (a product a language withholds is not in it: src/build/).
        query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
        serialize: ({ path: pagePath, pageContext }: { path: string; pageContext?: { alternates?: LanguageVersion[] } }) => ({
          url: pagePath,
          links: pageContext?.alternates ?? languageVersions(pagePath),
        }),
      },
    },
    {
      // Favicons, apple-touch icon and the web app manifest, from the one logo; no service worker.
      // Its link is written by the browser once the page has started, not by the HTML (plugins/delivery, decision 0049).
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.company.name,
        short_name: site.company.shortName,
        description: site.siteDescription,
        start_url: "/",
        display: "standalone",
        background_color: "#faf6ec",
        theme_color: "#1e3d27",
        // Relative to the site's folder, as the plugin reads it: its options are in the browser's
        // script, where an absolute path would name the build machine's folder.
        icon: path.relative(process.cwd(), path.join(contentDir, site.company.logo)),
        icon_options: { purpose: "any maskable" },
        // One apple-touch icon is linked in gatsby-ssr.tsx instead of eight in every page.
        legacy: false,
        cache_busting_mode: "none",
      },
    },
    {
      // The content editor at /admin/: its own bundle, with Decap CMS and React 19 (plugins/decap-cms).
      resolve: "decap-cms",
      options: {
        modulePath: path.join(__dirname, "plugins", "decap-cms", "editor", "cms.tsx"),
        htmlTitle: `Content editor | ${site.company.name}`,
        // The site's own favicon (gatsby-plugin-manifest writes it): without it the browser asks for a /favicon.ico there is not.
        htmlIcon: "/favicon-32x32.png",
        // Read by the editor at run time (plugins/decap-cms/editor/editor-content.ts), so a content commit does not rebuild its scripts.
        contentDir,
        contentFile: EDITOR_CONTENT_FILE,
      },
    },
    // Last, after every other plugin has finished the pages: each product page printed to its PDF spec sheet.
    "spec-sheets",
  ],
};

export default config;
