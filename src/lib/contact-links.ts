/** Links for the contact channels: phone, e-mail and the chat service's click-to-chat. */

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

export function mailHref(address: string): string {
  return `mailto:${address}`;
}

/**
 * The chat service's click-to-chat link for a business number, with `text`
 * prefilled. Every character survives: the text is percent-encoded whole, and
 * a lone surrogate (which cannot be encoded) becomes U+FFFD instead of throwing.
 */
export function chatHref(number: string, text: string): string {
  return `${chatAddress(number)}?text=${encodeURIComponent(wellFormed(text))}`;
}

/** The click-to-chat address itself; a form sent there with a `text` field opens the chat with that text. */
export function chatAddress(number: string): string {
  return `https://wa.me/${number}`;
}

/** The text with each lone surrogate (which cannot be percent-encoded) replaced by U+FFFD. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) => (unit.length === 2 ? unit : "\uFFFD"));
}

/** Recognised social networks, so each link gets its icon. */
type SocialNetwork = "linkedin" | "facebook" | "other";

export function socialNetwork(url: string): SocialNetwork {
  const host = new URL(url).hostname.replace(/^www\./, "");
  if (host === "linkedin.com" || host.endsWith(".linkedin.com")) return "linkedin";
  if (host === "facebook.com" || host.endsWith(".facebook.com")) return "facebook";
  return "other";
}
