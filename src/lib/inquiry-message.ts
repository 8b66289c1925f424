/** The chat text and the e-mail a contact-form submission opens with. */
import { mailHref, wellFormed } from "./contact-links";
import { inquirySubject, productField, quantityField, sampleField } from "./inquiry-fields";
import { locales } from "./locales";

/** What the visitor typed, as typed. The trade details are optional; a select's first option counts as blank. */
export interface Inquiry {
  name: string;
  email: string;
  /** The language of the page the visitor wrote from, in English ("Arabic"); absent on English pages. */
  language?: string;
  company?: string;
  country?: string;
  /** Each product row of the form, in its order: the product (its English name) and its quantity in metric tonnes, either blank, and whether a sample is asked for. */
  products?: readonly InquiryProduct[];
  port?: string;
  incoterm?: string;
  message: string;
}

export interface InquiryProduct {
  product: string;
  quantity: string;
  sample?: boolean;
}

/**
 * Each detail's line, in the order they are written, between the e-mail and the message: the
 * visitor's language, then the trade details. Labels stay English, which the company reads.
 */
const DETAILS = [
  ["language", "Language"],
  ["company", "Company"],
  ["country", "Country"],
  ["products", ""],
  ["port", "Destination port"],
  ["incoterm", "Incoterm"],
] as const;


/**
 * The lines after the header: name and e-mail, each trade detail that is not
 * blank (a line per product row, with its quantity), and the message last, as
 * it may run over several lines. Values are never trimmed or escaped: what was
 * typed is what arrives.
 */
export function inquiryBody({ name, email, message, ...details }: Inquiry): string {
  const filled = DETAILS.flatMap(([field, label]) => {
    if (field === "products") return (details.products ?? []).map((row) => productLine(row, details.language)).filter((line) => line !== "");
    const value = details[field];
    return value?.trim() ? [`${label}: ${value}`] : [];
  });
  return [`Name: ${name}`, `Email: ${email}`, ...filled, `Message: ${message}`].join("\n");
}

/**
 * "Product: Soya Extraction Meal, 250 MT, sample requested"; a row with only some of the three says
 * those ("Quantity: 250 MT", "Sample requested"); an empty row, "". A quantity an English reader
 * would read otherwise is followed by its reading ("1.000 MT (1000 MT)" from the Spanish form).
 */
function productLine({ product, quantity, sample = false }: InquiryProduct, language?: string): string {
  const reading = quantityReading(quantity, language);
  const tonnes = quantity.trim() ? `${quantity} MT${reading === undefined ? "" : ` (${reading} MT)`}` : "";
  const said = product.trim() ? [`Product: ${product}`, tonnes] : [tonnes && `Quantity: ${tonnes}`];
  const parts = said.filter(Boolean);
  if (sample) parts.push(parts.length ? "sample requested" : "Sample requested");
  return parts.join(", ");
}

/**
 * A language's decimal mark as the site writes its numbers (its entry's `dates` locale: Spanish and French "25,5",
 * Arabic's Western digits with a point), by the English name the form's language field gives it.
 */
function decimalMarkOf(language: string): string {
  const locale = locales.find(({ englishName }) => englishName === language);
  return new Intl.NumberFormat(locale?.dates ?? "en").formatToParts(1.5).find(({ type }) => type === "decimal")?.value ?? ".";
}

/**
 * A quantity as the buyer wrote it ("1.000" on the Spanish form, "25,5", "٢٥٫٥"), read as a plain number an English
 * reader cannot mistake ("1000", "25.5"), or undefined where that reader reads it so already ("1,000" or "0.5" on the
 * English form), or where it is no number the form's pattern takes. Its language decides a mark it could read either way:
 * a point or a comma before three digits groups thousands, unless it is the language's decimal mark; before any other
 * count of digits, it is the decimal mark. Arabic's marks (٫ ٬) and digits are their own.
 */
export function quantityReading(typed: string, language = "English"): string | undefined {
  const written = typed.trim().replace(/[٠-٩۰-۹]/gu, (digit) => String(digit.codePointAt(0)! - (digit >= "۰" ? 0x6f0 : 0x660)));
  if (!/^\d+(?:[.,٫٬'\s]+\d+)*$/u.test(written)) return undefined;
  const numbers = written.split(/[^\d]+/u);
  const marks = written.match(/[^\d]+/gu) ?? [];
  const decimalMark = decimalMarkOf(language);
  const last = marks.length - 1;
  const isDecimal = (mark: string, next: string) => mark === "٫" || ([".", ","].includes(mark) && (mark === decimalMark || next.length !== 3));
  const decimalAt = last >= 0 && isDecimal(marks[last]!, numbers[last + 1]!) ? last : -1;
  // Every other mark groups thousands: three digits after it, and not the decimal mark ("1.000.000" on the English form reads no way).
  if (marks.some((mark, at) => at !== decimalAt && (mark === "٫" || mark === marks[decimalAt] || numbers[at + 1]!.length !== 3))) return undefined;
  const whole = numbers.slice(0, decimalAt < 0 ? undefined : decimalAt + 1).join("").replace(/^0+(?=\d)/u, "");
  const fraction = decimalAt < 0 ? "" : numbers[decimalAt + 1]!.replace(/0+$/u, "");
  const reading = fraction ? `${whole}.${fraction}` : whole;
  // As an English reader reads what was typed: its commas before three digits group thousands, its point is the decimal mark.
  const asEnglish = typed.trim().replace(/,(?=\d{3}(?!\d))/gu, "");
  return /^\d+(?:\.\d+)?$/u.test(asEnglish) && Number(asEnglish) === Number(reading) ? undefined : reading;
}

/** The whole chat text: the header, then the body. */
export function inquiryMessage(companyName: string, inquiry: Inquiry): string {
  return `${inquirySubject(companyName)}\n${inquiryBody(inquiry)}`;
}

/**
 * A mailto: link with a subject and, when given, a body (RFC 6068): each
 * percent-encoded whole, line breaks as CR LF. A form sent there by POST as
 * text/plain gets the form's fields appended as the body instead.
 */
export function inquiryMailHref(address: string, subject: string, body?: string): string {
  const encode = (text: string) => encodeURIComponent(wellFormed(text).replace(/\r\n|\r|\n/g, "\r\n"));
  return `${mailHref(address)}?subject=${encode(subject)}${body === undefined ? "" : `&body=${encode(body)}`}`;
}

/**
 * The inquiry a contact form holds, read by field name (`get` returns "" for a field it lacks). The
 * fields are named after the parts of an Inquiry, but for the product rows and the message, which
 * is `text`: the chat's address reads it when the form is sent there without scripts.
 */
export function inquiryOf(get: (field: string) => string, productRows: number): Inquiry {
  const optional = (field: string) => (get(field) === "" ? {} : { [field]: get(field) });
  return {
    name: get("name"),
    email: get("email"),
    ...optional("language"),
    ...optional("company"),
    ...optional("country"),
    products: Array.from({ length: productRows }, (_, index) => ({
      product: get(productField(index + 1)),
      quantity: get(quantityField(index + 1)),
      sample: get(sampleField(index + 1)) !== "",
    })),
    ...optional("port"),
    ...optional("incoterm"),
    message: get("text"),
  };
}
