/**
 * The product a contact form starts with when a product page's Inquire Now
 * sent the visitor: only a known product slug counts, anything else is ignored.
 * Returns the value of the product's option in the form (its English name), or "".
 */
export function inquiryPrefill(search: string, products: readonly { slug: string; value: string }[], param: string): string {
  const slug = new URLSearchParams(search).get(param);
  return products.find((candidate) => candidate.slug === slug)?.value ?? "";
}
