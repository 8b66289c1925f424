import { SLUG_PATTERN } from "./content-rules";
import { productPath } from "./routes";

/**
 * The product a contact form starts with when a product page's Inquire Now
 * sent the visitor: only a known product slug counts, anything else is ignored.
 * Returns the value of the product's option in the form (its English name), or "".
 */
export function inquiryPrefill(search: string, products: readonly { slug: string; value: string }[], param: string): string {
  const slug = new URLSearchParams(search).get(param);
  return products.find((candidate) => candidate.slug === slug)?.value ?? "";
}

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
