/**
 * A product's other names ("Also known as"): the trade names, synonyms and local names buyers use
 * for it, written in each language as one text, the names separated by commas ("Peanut meal,
 * Groundnut DOC"; in Arabic "،" too). The product page shows them in small type, its structured
 * data lists them as `alternateName`, and search finds the product by them just below its name.
 */

/** What separates two names: a comma, Latin or Arabic, with any spaces around it. */
const SEPARATOR = /\s*[,،]\s*/u;

/** The longest a name may be: a name, not a sentence. */
export const NAME_LENGTH_MAX = 60;

/** The names of an "Also known as" text, in its order, trimmed. */
export function otherNames(text: string): string[] {
  return text
    .split(SEPARATOR)
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/** A name written in Latin letters only, with any digits, spaces and marks ("Groundnut DOC", "Tourteau d'arachide"). */
const LATIN_ONLY = /^[\p{Script=Latin}\p{Script=Common}\p{M}]*\p{Script=Latin}[\p{Script=Latin}\p{Script=Common}\p{M}]*$/u;

/**
 * An "Also known as" text as written, in runs that are English or not, for a screen reader to read the English names in
 * English (WCAG 3.1.2): the product's English name (`englishName`, "" on an English page), and, where the page's
 * language is not written in Latin letters (its own name, `languageName`, is not: "العربية"), any name that is
 * ("Groundnut DOC"). The commas between names, and names that are not English, run together: one text each.
 */
export type NamesByLanguage = readonly { text: string; english: boolean }[];

export function namesByLanguage(text: string, englishName: string, languageName: string): NamesByLanguage {
  const latinPage = LATIN_ONLY.test(languageName);
  const isEnglish = (name: string) => (englishName !== "" && nameKey(name) === nameKey(englishName)) || (!latinPage && LATIN_ONLY.test(name.trim()));
  const runs: { text: string; english: boolean }[] = [];
  text.split(new RegExp(`(${SEPARATOR.source})`, "u")).forEach((part, index) => {
    const english = index % 2 === 0 && part.trim() !== "" && isEnglish(part);
    const last = runs.at(-1);
    if (last && !last.english && !english) last.text += part;
    else if (part !== "") runs.push({ text: part, english });
  });
  return runs;
}

/** A name compared as a buyer would type it: lower case, without accents or repeated spaces. */
export function nameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();
}

/** What is wrong with an "Also known as" text, in a content problem's words; none when it is right. */
export function otherNamesProblem(text: string): string | undefined {
  const parts = text.split(SEPARATOR).map((name) => name.trim());
  if (parts.some((name) => name === "")) return `"${text}" has an empty name: separate the names with single commas`;
  const long = parts.find((name) => name.length > NAME_LENGTH_MAX);
  if (long) return `"${long}" is longer than ${NAME_LENGTH_MAX} characters: write one name at a time, separated by commas`;
  const seen = new Set<string>();
  for (const name of parts) {
    if (seen.has(nameKey(name))) return `names "${name}" twice`;
    seen.add(nameKey(name));
  }
  return undefined;
}

/**
 * The other names that are a product's own name, or another product's ("Groundnut Oil" among Peanut
 * & Roaster's, which would list Peanut & Roaster under Groundnut Oil's name): one message each,
 * naming the name and whose it is.
 */
export function nameClashes(entries: readonly unknown[]): { index: number; message: string }[] {
  // An entry without an id and a name (a broken translation's) is named by the other checks; it keeps its place, so each index is its own.
  const products = entries.map((entry) => (isNamedProduct(entry) ? entry : null));
  const owners = new Map(products.flatMap((product) => (product ? [[nameKey(product.name), product] as const] : [])));
  return products.flatMap((product, index) => {
    if (typeof product?.alsoKnownAs !== "string") return [];
    return otherNames(product.alsoKnownAs).flatMap((name) => {
      const owner = owners.get(nameKey(name));
      if (!owner) return [];
      const message =
        owner.id === product.id
          ? `"${name}" is the product's own name: list only its other names`
          : `"${name}" is the name of another product, "${owner.id}": a product's other names must not be another's name`;
      return [{ index, message }];
    });
  });
}

function isNamedProduct(entry: unknown): entry is { id: string; name: string; alsoKnownAs?: unknown } {
  return typeof entry === "object" && entry !== null && typeof (entry as { id?: unknown }).id === "string" && typeof (entry as { name?: unknown }).name === "string";
}
