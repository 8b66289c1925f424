// Gatsby's Link, in the site's components that draw the previews, calls its
// page loader and router, which the editor does not run: links in a preview
// prefetch nothing and go nowhere.
globalThis.___loader = { enqueue() {}, hovering() {} };
globalThis.___navigate = () => {};
// Under `gatsby develop`, Gatsby's Babel marks components for fast refresh,
// which the editor's bundle leaves out: reload the editor to see a change.
globalThis.$RefreshReg$ = () => {};
globalThis.$RefreshSig$ = () => (type) => type;
