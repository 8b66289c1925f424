/**
 * The names of the widgets the editor registers, for the check that the generated configuration
 * asks for no other (tests/unit/cms/decap-widgets.test.ts): Decap's own, each from its package
 * (decap.ts), and the editor's (cms.tsx, which checks at start that every name here is registered).
 * No imports, so that the check reads it without Decap.
 */
export const DECAP_WIDGETS = ["string", "text", "number", "select", "file", "image", "list", "object", "relation"] as const;
export const EDITOR_WIDGETS = ["unique-string", "translation-status", "text-box", "lazy-list", "day"] as const;
/** The backends: GitHub in production, decap-server (Decap's "proxy") on this machine. */
export const DECAP_BACKENDS = ["github", "proxy"] as const;
