/**
 * The kind of error a widget's `isValid` gives for a box that stops the save. Decap says "Not saved:
 * some boxes need correcting" (its missingRequiredField toast, staff-words.ts) only when one of the
 * errors is of its PRESENCE kind; a CUSTOM one is shown above its box and nothing else, so a Save
 * seemed to do nothing. The editor's own rules (unique values, lengths, numbers) use this one.
 */
export const REFUSED = "PRESENCE";
