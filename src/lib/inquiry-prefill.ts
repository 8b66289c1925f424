/**
 * The product a contact form starts with when a product page's Inquire Now
 * sent the visitor: only a known product slug counts, anything else is ignored.
 * Returns the product's name (the value of its option in the form), or "".
 */
export function inquiryPrefill(search: string, products: readonly { slug: string; name: string }[], param: string): string {
  const slug = new URLSearchParams(search).get(param);
  return products.find((candidate) => candidate.slug === slug)?.name ?? "";
}
