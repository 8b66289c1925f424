/** The chat text and the e-mail a contact-form submission opens with. */
import { mailHref, wellFormed } from "./contact-links";

/** What the visitor typed, as typed. The trade details are optional; a select's first option counts as blank. */
export interface Inquiry {
  name: string;
  email: string;
  /** The language of the page the visitor wrote from, in English ("Arabic"); absent on English pages. */
  language?: string;
  company?: string;
  country?: string;
  product?: string;
  /** Metric tonnes. */
  quantity?: string;
  port?: string;
  incoterm?: string;
  message: string;
}

/**
 * Each detail's line, in the order they are written, between the e-mail and the message: the
 * visitor's language, then the trade details. Labels stay English, which the company reads.
 */
const DETAILS = [
  ["language", "Language"],
  ["company", "Company"],
  ["country", "Country"],
  ["product", "Product"],
  ["quantity", "Quantity"],
  ["port", "Destination port"],
  ["incoterm", "Incoterm"],
] as const;

/** The fixed first line of the chat text, and the e-mail's subject. */
export function inquirySubject(companyName: string): string {
  return `New Inquiry from ${companyName} Website`;
}

/**
 * The lines after the header: name and e-mail, each trade detail that is not
 * blank, and the message last, as it may run over several lines. Values are
 * never trimmed or escaped: what was typed is what arrives.
 */
export function inquiryBody({ name, email, message, ...details }: Inquiry): string {
  const filled = DETAILS.filter(([field]) => details[field]?.trim()).map(
    ([field, label]) => `${label}: ${details[field]}${field === "quantity" ? " MT" : ""}`,
  );
  return [`Name: ${name}`, `Email: ${email}`, ...filled, `Message: ${message}`].join("\n");
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
