/** decap-cms-locales ships no types: each language is an object of phrases, nested by screen. */
declare module "decap-cms-locales" {
  export const en: Record<string, unknown>;
}
