/**
 * The kind of error a widget's `isValid` gives for a box that stops the save: the editor's own rules
 * (unique values, lengths, numbers) use this one. Unpatched, Decap said "Not saved: some boxes need
 * correcting" (its missingRequiredField toast, staff-words.ts) only for an error of its PRESENCE
 * kind, so a Save refused for any other seemed to do nothing; patches/decap-cms-core+3.19.1.patch
 * says it for every refused box, these included.
 */
export const REFUSED = "PRESENCE";
