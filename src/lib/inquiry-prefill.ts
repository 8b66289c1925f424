/**
 * The message a contact form starts with when a product page's Inquire Now
 * sent the visitor: only a known product slug counts, anything else is ignored.
 */
export function inquiryPrefill(
  search: string,
  products: readonly { slug: string; name: string }[],
  prefix: string,
  param: string,
): string {
  const slug = new URLSearchParams(search).get(param);
  const product = products.find((candidate) => candidate.slug === slug);
  return product ? `${prefix} ${product.name}.` : "";
}
