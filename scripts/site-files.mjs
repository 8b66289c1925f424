/** What a copy of the site needs to build (besides content/ and node_modules): for the bench's and the tests' scratch sites. */
export const SITE_FILES = ["package.json", "tsconfig.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "src", "static", "plugins", "scripts", "common"];
