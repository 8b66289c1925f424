/**
 * Site configuration: where content comes from and which plugins build it.
 *
 * CONTENT_DIR points the build at another content folder (the tests build a
 * deliberately broken copy; the benchmark builds generated catalogues).
 * SITE_URL sets the public address used in canonical links, share images,
 * structured data, the sitemap and robots.txt. DECAP_SERVER_URL (set by
 * `npm run cms`) makes `gatsby develop` forward the content editor's local
 * backend requests to decap-server.
 */
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { forwardToDecapServer } from "./src/cms/forward-to-decap-server";
import { LOCAL_BACKEND_PATH } from "./src/cms/cms-config";
import { contentDir, siteUrl } from "./src/lib/build-settings";
import { readContentFile } from "./src/lib/content-files";
import { contentTypeName } from "./src/lib/content-schema";
import { PRODUCT_NOT_FOUND_PATH } from "./src/lib/routes";

const site = readContentFile("site.json");

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  developMiddleware: (app) => {
    const decapServer = process.env.DECAP_SERVER_URL;
    if (decapServer) app.use(LOCAL_BACKEND_PATH, forwardToDecapServer(decapServer));
  },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    // How pages are built and delivered: webpack tweaks, script loading, inline icons, robots.txt.
    "delivery",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentDir },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: ({ node }: { node: { name: string } }) => contentTypeName(`${node.name}.json`) },
    },
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
      options: { excludes: ["/404/", "/404.html", PRODUCT_NOT_FOUND_PATH, "/dev-404-page/"] },
    },
    {
      // Favicons, apple-touch icon and the web app manifest, from the one logo; no service worker.
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.company.name,
        short_name: site.company.shortName,
        description: site.siteDescription,
        start_url: "/",
        display: "standalone",
        background_color: "#faf6ec",
        theme_color: "#1e3d27",
        icon: path.join(contentDir, site.company.logo),
        icon_options: { purpose: "any maskable" },
        // One apple-touch icon is linked in gatsby-ssr.tsx instead of eight in every page.
        legacy: false,
        cache_busting_mode: "none",
      },
    },
    {
      // The content editor at /admin/ (plugins/decap-cms: gatsby-plugin-decap-cms without its browser code).
      resolve: "decap-cms",
      options: {
        modulePath: path.join(__dirname, "src", "cms", "cms.tsx"),
        manualInit: true,
        enableIdentityWidget: false,
        includeRobots: false,
        htmlTitle: `Content editor | ${site.company.name}`,
        // The plugin's page has no language; give it the site's (html-validate checks every page).
        // The editor's bundle is rebuilt by every build, so webpack keeps it in a persistent cache
        // (a content commit's build reuses it), and without source maps (decap-cms-app's alone
        // is 20 MB).
        customizeWebpackConfig: (webpackConfig: {
          plugins: { constructor: { name: string }; options?: Record<string, unknown>; patterns?: { to?: string }[] }[];
          devtool?: string | false;
          cache?: unknown;
        }) => {
          webpackConfig.devtool = false;
          const copy = webpackConfig.plugins.find((plugin) => plugin.constructor.name === "CopyPlugin");
          if (copy?.patterns) copy.patterns = copy.patterns.filter(({ to }) => !String(to).endsWith(".map"));
          webpackConfig.cache = {
            type: "filesystem",
            cacheDirectory: path.resolve(".cache", "webpack", "decap-cms"),
            buildDependencies: { config: [path.join(__dirname, "gatsby-config.ts")] },
          };
          const page = webpackConfig.plugins.find((plugin) => plugin.constructor.name === "HtmlWebpackPlugin");
          if (page?.options) {
            page.options.templateContent = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${page.options.title}</title></head><body></body></html>`;
          }
        },
      },
    },
  ],
};

export default config;
