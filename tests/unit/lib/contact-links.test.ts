/** @jest-environment node */
import { chatHref, mailHref, socialNetwork, telHref } from "../../../src/lib/contact-links";

describe("contact links", () => {
  it("dials the phone number without spaces", () => {
    expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
  });

  it("mails an address", () => {
    expect(mailHref("sales@example.com")).toBe("mailto:sales@example.com");
  });

  it("opens the chat for the business number with the text intact", () => {
    const text = "Hi & welcome? 100% + = #1 \"quoted\" <b>\nnew line 😀 नमस्ते مرحبا";
    const href = chatHref("919876543210", text);
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe(text);
  });

  it("replaces a lone surrogate rather than failing", () => {
    const url = new URL(chatHref("919876543210", "a\uD800b"));
    expect(url.searchParams.get("text")).toBe("a\uFFFDb");
  });

  it("recognises the social networks by address", () => {
    expect(socialNetwork("https://www.linkedin.com/company/x")).toBe("linkedin");
    expect(socialNetwork("https://facebook.com/x")).toBe("facebook");
    expect(socialNetwork("https://example.com/x")).toBe("other");
  });
});
