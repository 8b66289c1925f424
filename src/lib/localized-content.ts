/**
 * One content file in a language as the site shows it, which the build (content-nodes.ts), the
 * editor's preview and the tests all read it as: the English file with the language's texts in
 * place (translations.ts), each set in the language's typography (typography.ts), and each
 * product's English name among its other names.
 */
import type { ContentFileName } from "./content-model";
import { contentModels } from "./content-model";
import { DEFAULT_LOCALE, type LocaleEntry } from "./locales";
import { nameKey, otherNames } from "./other-names";
import { applyTranslation } from "./translations";
import { typeset } from "./typography";

export function localizedContent<T>(file: ContentFileName, english: T, translation: unknown, locale: LocaleEntry, withheld?: ReadonlySet<string>): T {
  if (locale.code === DEFAULT_LOCALE) return english;
  const content = applyTranslation(english, translation, contentModels[file], withheld, (text) => typeset(text, locale));
  if (file !== "products.json") return content;
  const englishNames = new Map((english as ProductsFile).products.map(({ id, name }) => [id, name]));
  const { products } = content as ProductsFile;
  // A product's English name that is a product's name in the language ("Grains") is that product's own: not another name of any.
  const names = new Set(products.map(({ name }) => nameKey(name)));
  const englishOf = (id: string) => {
    const name = englishNames.get(id) ?? "";
    return names.has(nameKey(name)) ? "" : name;
  };
  return { ...content, products: products.map((product) => ({ ...product, alsoKnownAs: withEnglishName(product.alsoKnownAs, englishOf(product.id), locale.comma) })) };
}

interface ProductsFile {
  products: { id: string; name: string; alsoKnownAs?: string }[];
}

/**
 * A translated product's other names with its English name last, unless they name it already:
 * the trade deals in English names, buyers type them on every page ("groundnut meal" on the French
 * site finds Tourteau d'arachide), and the page, its structured data and search all read the
 * other names.
 */
export function withEnglishName(alsoKnownAs: string | undefined, englishName: string, comma: string): string {
  const names = otherNames(alsoKnownAs ?? "");
  if (englishName === "" || names.some((name) => nameKey(name) === nameKey(englishName))) return alsoKnownAs ?? "";
  return [...names, englishName].join(comma);
}
