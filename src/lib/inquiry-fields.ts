/**
 * The contact form's names, which the form (first-load code) and its sender (a chunk of its own,
 * with inquiry-message.ts) share: a module of its own, so the form's first scripts carry only these.
 */

/** The fixed first line of the chat text, the e-mail's subject, and the record's. */
export function inquirySubject(companyName: string): string {
  return `New Inquiry from ${companyName} Website`;
}

/** The form's fields of a product row's product, quantity and sample request (rows count from 1): "product-1", "quantity-1", "sample-1". */
export function productField(row: number): string {
  return `product-${row}`;
}
export function quantityField(row: number): string {
  return `quantity-${row}`;
}
export function sampleField(row: number): string {
  return `sample-${row}`;
}

/**
 * What a quantity field takes (its `pattern`): a number of 0 or more as the buyer writes it, sent
 * as typed. Digits are any script's (Unicode Nd: "25", "٢٥", "۲۵", "२५"); single marks may join them
 * (".", ",", "٫", "٬", an apostrophe, any space), so "25.5", "25,5", "1 250,75" and "٢٥٫٥" pass
 * and "-5", "25 MT" and "2..5" do not. A number field would send "25,5" as 255 and refuse "٢٥".
 */
export const QUANTITY_PATTERN = "\\s*\\p{Nd}+([.,\u066b\u066c'\\s]\\p{Nd}+)*\\s*";

/** Marks a product's option whose samples are not sent (content/products.json `samples.terms`): its row offers no sample. */
export const NO_SAMPLES_ATTRIBUTE = "data-no-samples";
