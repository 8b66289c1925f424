/** @jest-environment node */
import { detectForms, keptSubmission } from "../../../scripts/inquiry-forms.mjs";
import { inquiryEndpoint, inquiryPolicySources } from "../../../common/inquiry-endpoint.mjs";
import { withInquirySources } from "../../../plugins/delivery/hosting-headers.mjs";

const PAGE = `<main><form class="f" name="inquiry" action="/ar/contact/received/" method="post" data-netlify="true" netlify-honeypot="bot-field">
<input type="hidden" name="form-name" value="inquiry"/><div hidden=""><label>x <input name="bot-field" tabindex="-1"/></label></div>
<input id="a" name="name" type="text" required=""/><select name="product-1"><option value="">-</option></select>
<textarea name="text" rows="4"></textarea><button type="submit">Send</button></form>
<form role="search" action="/search/"><input name="q"/></form></main>`;

describe("the forms a host detects in the built HTML (Netlify Forms' rules)", () => {
  it("finds a named form marked data-netlify, with its action, method, honeypot and every named field", () => {
    expect(detectForms(PAGE)).toEqual([
      expect.objectContaining({
        name: "inquiry",
        action: "/ar/contact/received/",
        method: "post",
        honeypot: "bot-field",
        fields: ["form-name", "bot-field", "name", "product-1", "text"],
      }),
    ]);
  });

  it("ignores a form that is not marked, or has no name", () => {
    expect(detectForms('<form name="x"><input name="a"></form><form data-netlify="true"><input name="b"></form>')).toEqual([]);
    expect(detectForms('<form name="y" netlify><input name="a"></form>')).toHaveLength(1);
  });

  it("keeps the fields the form names, drops the rest, and keeps nothing of spam or of an unknown form", () => {
    const forms = new Map(detectForms(PAGE).map((form) => [form.name, form]));
    const body = new URLSearchParams({ "form-name": "inquiry", "bot-field": "", name: "Zoë <b>&</b>\r\n", "product-1": "Soya", text: "a\nb", stray: "x" });
    expect(keptSubmission(body, forms)).toEqual({ status: "kept", form: "inquiry", fields: { name: "Zoë <b>&</b>\r\n", "product-1": "Soya", text: "a\nb" } });
    body.set("bot-field", "http://spam.example");
    expect(keptSubmission(body, forms)).toEqual({ status: "spam" });
    expect(keptSubmission(new URLSearchParams({ "form-name": "other", name: "x" }), forms)).toEqual({ status: "unknown" });
    expect(keptSubmission(new URLSearchParams({ name: "x" }), forms)).toEqual({ status: "unknown" });
  });
});

describe("INQUIRY_ENDPOINT", () => {
  it("unset, records on the site itself; an https address, there, and the policy allows exactly it", () => {
    expect(inquiryEndpoint(undefined)).toEqual({ kind: "site" });
    expect(inquiryEndpoint("  ")).toEqual({ kind: "site" });
    expect(inquiryEndpoint("https://forms.example.com/f/abc")).toEqual({ kind: "external", url: "https://forms.example.com/f/abc" });
    expect(inquiryPolicySources(undefined)).toEqual([]);
    const policy = "connect-src 'self' {{INQUIRY_ENDPOINT}}; form-action 'self' {{INQUIRY_ENDPOINT}} https://wa.me mailto:";
    expect(withInquirySources(policy, undefined)).toBe("connect-src 'self'; form-action 'self' https://wa.me mailto:");
    expect(withInquirySources(policy, "https://forms.example.com/f/abc")).toBe(
      "connect-src 'self' https://forms.example.com/f/abc; form-action 'self' https://forms.example.com/f/abc https://wa.me mailto:",
    );
  });

  it("stops the build, naming the setting, on anything else", () => {
    for (const wrong of ["http://forms.example.com/", "forms.example.com", "https://user:pw@forms.example.com/", "https://x.example/#a", "javascript:alert(1)", "none"]) {
      expect(() => inquiryEndpoint(wrong)).toThrow(/INQUIRY_ENDPOINT/);
    }
  });
});
