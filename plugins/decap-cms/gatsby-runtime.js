// Gatsby's Link, in the site's components that draw the previews, calls its
// page loader and router, which the editor does not run: links in a preview
// prefetch nothing and go nowhere.
globalThis.___loader = { enqueue() {}, hovering() {} };
globalThis.___navigate = () => {};
