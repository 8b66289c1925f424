/** @jest-environment node */
import { inquirySubject } from "../../../src/lib/inquiry-fields";
import { inquiryBody, inquiryMailHref, inquiryMessage, inquiryOf, quantityReading } from "../../../src/lib/inquiry-message";

const COMPANY = "Sorath Agro Exports";
const HEADER = "New Inquiry from Sorath Agro Exports Website";
const required = { name: "Ana", email: "ana@example.com", message: "50 t\nCIF" };

/** Text that must arrive as typed: markup, URL syntax, escapes, emoji, Arabic and Devanagari, line breaks. */
const HOSTILE = "<img src=x onerror=alert(1)> &text=1&body=x %0A %0D%0A %20 %E2%82%AC 100% + = # ? \"q\" 'a' 🌾🥜 مرحبا नमस्ते";

/** A mailto: link's query, decoded, by header name. */
function mailParts(href: string): { address: string; headers: Record<string, string> } {
  const [address, query = ""] = href.replace(/^mailto:/, "").split("?");
  const headers = Object.fromEntries(
    query.split("&").map((pair) => {
      const [name, value = ""] = pair.split("=");
      return [name!, decodeURIComponent(value)];
    }),
  );
  return { address: address!, headers };
}

describe("inquiry message", () => {
  it("starts with the fixed header, then the name, email and message lines", () => {
    expect(inquiryMessage(COMPANY, required)).toBe(`${HEADER}\nName: Ana\nEmail: ana@example.com\nMessage: 50 t\nCIF`);
    expect(inquirySubject(COMPANY)).toBe(HEADER);
  });

  it("writes each filled trade detail between the e-mail and the message, in a fixed order, the quantity in MT", () => {
    const inquiry = {
      ...required,
      incoterm: "CIF",
      port: "Jebel Ali",
      products: [{ product: "Soya Extraction Meal", quantity: "25" }],
      country: "United Arab Emirates",
      company: "Gulf Feeds LLC",
    };
    expect(inquiryBody(inquiry)).toBe(
      [
        "Name: Ana",
        "Email: ana@example.com",
        "Company: Gulf Feeds LLC",
        "Country: United Arab Emirates",
        "Product: Soya Extraction Meal, 25 MT",
        "Destination port: Jebel Ali",
        "Incoterm: CIF",
        "Message: 50 t\nCIF",
      ].join("\n"),
    );
  });

  it("leaves out the trade details that are missing, empty or blank (a select's first option is empty)", () => {
    const blank = { company: "", country: "   ", products: [{ product: "", quantity: "" }, { product: " ", quantity: "\t" }], port: "\n\t", incoterm: "\u00a0" };
    expect(inquiryBody({ ...required, ...blank })).toBe("Name: Ana\nEmail: ana@example.com\nMessage: 50 t\nCIF");
    expect(inquiryBody({ ...required, ...blank, products: [{ product: "", quantity: "0.5" }] })).toBe(
      "Name: Ana\nEmail: ana@example.com\nQuantity: 0.5 MT\nMessage: 50 t\nCIF",
    );
  });

  it("keeps the required lines even when empty", () => {
    expect(inquiryBody({ ...required, language: "Arabic", products: [{ product: "Soya Extraction Meal", quantity: "" }], message: "مرحبا" })).toBe(
      "Name: Ana\nEmail: ana@example.com\nLanguage: Arabic\nProduct: Soya Extraction Meal\nMessage: مرحبا",
    );
    expect(inquiryBody({ name: "", email: "", message: "" })).toBe("Name: \nEmail: \nMessage: ");
  });

  it("carries every character as typed: no trimming, escaping or decoding, in any script, line breaks kept", () => {
    const value = `  ${HOSTILE}  `;
    const message = `${HOSTILE}\n\nsecond line\r\nthird\n`;
    const inquiry = {
      name: value,
      email: value,
      company: value,
      country: value,
      products: [{ product: value, quantity: value }],
      port: value,
      incoterm: value,
      message,
    };
    expect(inquiryMessage(COMPANY, inquiry)).toBe(
      [
        HEADER,
        `Name: ${value}`,
        `Email: ${value}`,
        `Company: ${value}`,
        `Country: ${value}`,
        `Product: ${value}, ${value} MT`,
        `Destination port: ${value}`,
        `Incoterm: ${value}`,
        `Message: ${message}`,
      ].join("\n"),
    );
  });
});

describe("several products in one inquiry", () => {
  it("writes a line for each row that names a product or a quantity, in the rows' order, skipping empty rows", () => {
    const products = [
      { product: "Soya Extraction Meal", quantity: "250" },
      { product: "", quantity: "" },
      { product: "Chana (Chickpeas)", quantity: "" },
      { product: "", quantity: "40" },
    ];
    expect(inquiryBody({ ...required, products })).toBe(
      ["Name: Ana", "Email: ana@example.com", "Product: Soya Extraction Meal, 250 MT", "Product: Chana (Chickpeas)", "Quantity: 40 MT", "Message: 50 t\nCIF"].join("\n"),
    );
  });

  it("says a sample is requested on its product's line, and only there; a row with a sample alone says so", () => {
    const products = [
      { product: "Soya Extraction Meal", quantity: "250", sample: false },
      { product: "Chana (Chickpeas)", quantity: "", sample: true },
      { product: "Whole Spices", quantity: "2", sample: true },
      { product: "", quantity: "", sample: true },
      { product: "", quantity: "", sample: false },
    ];
    expect(inquiryBody({ ...required, products }).split("\n").slice(2, -2)).toEqual([
      "Product: Soya Extraction Meal, 250 MT",
      "Product: Chana (Chickpeas), sample requested",
      "Product: Whole Spices, 2 MT, sample requested",
      "Sample requested",
    ]);
  });

  it("reads an inquiry from a form's fields: each product row by its number, the message from `text`, blank details left out", () => {
    const fields: Record<string, string> = { name: "Ana", email: "a@b.co", company: "", "product-1": "Soya", "quantity-1": "5", "product-2": "Chana", "sample-2": "yes", text: "Hi" };
    expect(inquiryOf((name) => fields[name] ?? "", 3)).toEqual({
      name: "Ana",
      email: "a@b.co",
      products: [
        { product: "Soya", quantity: "5", sample: false },
        { product: "Chana", quantity: "", sample: true },
        { product: "", quantity: "", sample: false },
      ],
      message: "Hi",
    });
  });
});

describe("a quantity an English reader would misread", () => {
  it("is followed by its reading, as a plain number, where the form's language writes it otherwise; kept as typed before it", () => {
    const line = (quantity: string, language?: string) => inquiryBody({ ...required, ...(language ? { language } : {}), products: [{ product: "Soya Extraction Meal", quantity }] }).split("\n").find((text) => text.startsWith("Product:"));
    expect(line("1.000", "Spanish")).toBe("Product: Soya Extraction Meal, 1.000 MT (1000 MT)");
    expect(line("25,5", "French")).toBe("Product: Soya Extraction Meal, 25,5 MT (25.5 MT)");
    expect(line("٢٥٫٥", "Arabic")).toBe("Product: Soya Extraction Meal, ٢٥٫٥ MT (25.5 MT)");
    expect(line("1,000")).toBe("Product: Soya Extraction Meal, 1,000 MT");
    expect(line("25")).toBe("Product: Soya Extraction Meal, 25 MT");
  });

  it("reads a point or a comma before three digits as thousands unless it is the language's decimal mark, before other counts of digits as the decimal mark", () => {
    const cases: [typed: string, language: string | undefined, reading: string | undefined][] = [
      ["1.000", "Spanish", "1000"],
      ["1.000.000", "Spanish", "1000000"],
      ["1.000,50", "Spanish", "1000.5"],
      ["1,5", "Spanish", "1.5"],
      ["1,000", "Spanish", "1"],
      ["1 250,75", "French", "1250.75"],
      ["1\u202f250", "French", "1250"],
      ["25,5", undefined, "25.5"],
      ["1 250,75", undefined, "1250.75"],
      ["۱۲", "Arabic", "12"],
      ["١٬٢٥٠", "Arabic", "1250"],
      ["1'000", undefined, "1000"],
      // An English reader reads these as they are meant.
      ["1,000", undefined, undefined],
      ["1250.75", undefined, undefined],
      ["0.50", undefined, undefined],
      ["1.5", "Spanish", undefined],
      ["25", "French", undefined],
      // No number the form's pattern takes, or one that reads no way: nothing added.
      ["", undefined, undefined],
      ["25 MT", undefined, undefined],
      ["1.000.000", undefined, undefined],
      ["1,00,000", undefined, undefined],
    ];
    for (const [typed, language, reading] of cases) expect([typed, language, quantityReading(typed, language)]).toEqual([typed, language, reading]);
  });
});

describe("inquiry e-mail link", () => {
  it("writes to the address with the subject alone, for a form to add its fields as the body", () => {
    expect(inquiryMailHref("sales@example.com", HEADER)).toBe(
      "mailto:sales@example.com?subject=New%20Inquiry%20from%20Sorath%20Agro%20Exports%20Website",
    );
  });

  it("percent-encodes subject and body whole (RFC 6068), line breaks as CR LF, so both decode back exactly", () => {
    const body = inquiryBody({ ...required, company: HOSTILE, message: `${HOSTILE}\nline 2\r\nline 3\rline 4` });
    const href = inquiryMailHref("sales@example.com", `${HEADER} ${HOSTILE}`, body);

    expect(href).toMatch(/^mailto:sales@example\.com\?subject=[^&]*&body=[^&]*$/);
    // Left as they are only characters RFC 6068 allows in a query: unreserved ones and some delimiters.
    expect(href.replace(/^mailto:[^?]*\?/, "")).toMatch(/^[A-Za-z0-9\-._~%!$'()*+,;:@=&]*$/);
    expect(href).toContain("%0D%0A");
    const { address, headers } = mailParts(href);
    expect(address).toBe("sales@example.com");
    expect(Object.keys(headers)).toEqual(["subject", "body"]);
    expect(headers.subject).toBe(`${HEADER} ${HOSTILE}`);
    expect(headers.body).toBe(body.replace(/\r\n|\r|\n/g, "\r\n"));
    expect(headers.body).toContain(`Company: ${HOSTILE}\r\n`);
    expect(headers.body!.endsWith("line 2\r\nline 3\r\nline 4")).toBe(true);
  });

  it("replaces a lone surrogate rather than failing", () => {
    const { headers } = mailParts(inquiryMailHref("sales@example.com", "a", "b\uD800c"));
    expect(headers.body).toBe("b\uFFFDc");
  });
});
