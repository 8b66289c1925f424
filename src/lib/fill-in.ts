/**
 * A label's template with its places filled, as the content writes them in every language:
 * `fillIn("{kg} kg, sent within {days} days", { kg: "1", days: "3" })` is "1 kg, sent within 3 days".
 * Every place of a name given is filled, wherever the language puts it; a place of another name is
 * left as it is (translations.ts checks a translation keeps the English places). The values go in
 * as they are: `String.replace` with a string would read `$&` or `$'` in one (a label of a
 * translator's) as its own patterns.
 */
export function fillIn(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
}
