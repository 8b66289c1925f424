/**
 * gatsby-plugin-decap-cms's build side only: it builds the content editor
 * (src/cms/cms.tsx) as its own webpack entry into public/admin/. The plugin's
 * gatsby-browser.js (Netlify Identity sign-in links, unused: the editor signs
 * in with GitHub) would otherwise be bundled into every public page.
 */
// Gatsby loads plugin files as CommonJS, as the original is written.
// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = require("gatsby-plugin-decap-cms/gatsby-node");
