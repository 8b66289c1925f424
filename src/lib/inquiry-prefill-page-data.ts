/**
 * For a catalogue too large for the contact form to list (src/lib/catalogue.ts), the product Inquire
 * Now asked about is named from its page's data. A module of its own, loaded only then, so the
 * contact page's first scripts do not carry it.
 */
import { productPath, SLUG_PATTERN } from "./routes";

/**
 * The English name of the product a contact form with a text field (a large catalogue) starts
 * with: read from that product's English page data, on this site; "" for anything else.
 */
export async function productNameFromPageData(search: string, param: string): Promise<string> {
  const slug = new URLSearchParams(search).get(param) ?? "";
  if (!SLUG_PATTERN.test(slug)) return "";
  try {
    const response = await fetch(`/page-data${productPath(slug)}page-data.json`);
    if (!response.ok) return "";
    const name = ((await response.json()) as { result?: { data?: { product?: { name?: unknown } } } }).result?.data?.product?.name;
    return typeof name === "string" ? name : "";
  } catch {
    return "";
  }
}
