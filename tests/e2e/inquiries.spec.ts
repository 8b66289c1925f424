/**
 * Every inquiry reaches the company: the contact form is one the host records (Netlify Forms'
 * detection rules, read from the built HTML in every language), and both buttons record the whole
 * inquiry in the test server (scripts/serve.mjs, as the host keeps it), with scripts beside opening
 * the chat or the mail program, before them by posting the form. Without scripts:
 * no-javascript-and-motion.spec.ts; in Firefox and WebKit: tests/engines/behaviours.spec.ts.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./axe";
import { content, contentIn } from "./content";
import { holdScripts } from "./first-paint";
import { recordsWith, recordWith, senderReady, uniqueToken } from "./inquiries";
import { detectForms } from "../../scripts/inquiry-forms.mjs";
import { localizedPath, locales } from "../../src/lib/locales";

const publicDir = path.resolve(__dirname, "..", "..", "public");
const { products, site } = content;
/** What the chat and the e-mail carry, and the record keeps: every field a buyer can type or choose, and the host's own. */
const FIELDS = ["name", "email", "company", "country", "port", "incoterm", "text", "language", "channel", "subject"];

test.beforeEach(async ({ context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "chat" }));
});

test("every language's contact page has the one form the host records, by its detection rules, posted to a page that exists", () => {
  const fieldSets = new Set<string>();
  for (const { code } of locales) {
    const html = fs.readFileSync(path.join(publicDir, localizedPath(code, "/contact/"), "index.html"), "utf8");
    const forms = detectForms(html);
    expect(forms, code).toHaveLength(1);
    const [form] = forms;
    expect(form!.name).toBe("inquiry");
    expect(form!.method).toBe("post");
    expect(form!.attributes["data-netlify"]).toBe("true");
    expect(form!.honeypot).toBe("bot-field");
    // The hidden form-name is in the HTML itself, before any script runs.
    expect(html).toContain('<input type="hidden" name="form-name" value="inquiry"/>');
    // A script submits to a page that exists (a POST to a missing page is a 404: the lead is lost).
    const received = localizedPath(code, "/contact/received/");
    expect(form!.action).toBe(received);
    expect(fs.existsSync(path.join(publicDir, received, "index.html")), received).toBe(true);
    // Every field the script sends is named in the HTML (the host drops the others).
    for (const field of [...FIELDS, "form-name", "bot-field", "product-1", "quantity-1", "product-5", "quantity-5"]) expect(form!.fields, `${code}: ${field}`).toContain(field);
    fieldSets.add(JSON.stringify(form!.fields));
  }
  // One form, the same fields, whatever the language.
  expect(fieldSets.size).toBe(1);
  // No service worker swallows the POST.
  expect(fs.readdirSync(publicDir).filter((name) => /^sw\.js$|service-?worker/i.test(name))).toEqual([]);
});

/** Fills the form with text that must arrive as typed, naming two products (the second with its quantity). */
async function fillHostile(page: Page, code: "en" | "ar", token: string) {
  const { form } = contentIn(code).contact;
  const values = {
    name: `Zoë "O'Brien" <img src=x onerror=alert(1)> ${token}`,
    email: "o'brien+feed&text=x%0A@example.co.uk",
    company: "<script>alert('x')</script> Gulf Feeds & Co. &body=x",
    country: "الإمارات العربية المتحدة 🇦🇪 %0A",
    port: "Jebel Ali <b>port</b> ?subject=x&text=y #2",
    text: ["Need 500 t @ 46% protein? Price & terms = CIF;", "مرحبا — 你好 — नमस्ते", "", "%20 %0D%0A stay literal"].join("\n"),
  };
  await page.getByRole("textbox", { name: form.nameLabel }).fill(values.name);
  await page.getByRole("textbox", { name: form.emailLabel }).fill(values.email);
  await page.getByLabel(form.companyLabel, { exact: true }).fill(values.company);
  await page.getByLabel(form.countryLabel, { exact: true }).fill(values.country);
  await page.getByLabel(form.productLabel, { exact: true }).selectOption({ index: 1 });
  await page.getByRole("combobox", { name: `${form.productLabel} 2`, exact: true }).selectOption({ index: 6 });
  await page.getByRole("textbox", { name: `${form.quantityLabel} ${form.productLabel} 2`, exact: true }).fill("1250.75");
  await page.getByLabel(form.portLabel, { exact: true }).fill(values.port);
  await page.getByLabel(form.incotermLabel, { exact: true }).selectOption({ index: 2 });
  await page.getByRole("textbox", { name: form.messageLabel }).fill(values.text);
  return values;
}

for (const code of ["en", "ar"] as const) {
  for (const width of [375, 1280]) {
    test(`${code} at ${width} px: each button records the whole inquiry, as typed, and still opens the chat or the mail program`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const { form } = contentIn(code).contact;
      const prefix = code === "en" ? "" : `/${code}`;
      await page.goto(`${prefix}/contact/`);
      await senderReady(page);

      const chatToken = uniqueToken();
      const values = await fillHostile(page, code, chatToken);
      const popup = page.context().waitForEvent("page");
      await page.getByRole("button", { name: form.submitLabel }).click();
      const chat = new URL((await popup).url());
      const chatText = chat.searchParams.get("text")!;
      expect(chatText).toContain(`\nProduct: ${products[0]!.name}\nProduct: ${products[5]!.name}, 1250.75 MT\n`);
      expect(chatText.endsWith(`Message: ${values.text}`)).toBe(true);
      const chatRecord = await recordWith(chatToken);
      expect(chatRecord.page).toBe(`${prefix}/contact/received/`);
      expect(chatRecord.fields).toEqual({
        subject: `New Inquiry from ${site.company.name} Website`,
        channel: "WhatsApp",
        language: code === "en" ? "English" : "Arabic",
        name: values.name,
        email: values.email,
        company: values.company,
        country: values.country,
        "product-1": products[0]!.name,
        "quantity-1": "",
        "product-2": products[5]!.name,
        "quantity-2": "1250.75",
        "product-3": "",
        "quantity-3": "",
        "product-4": "",
        "quantity-4": "",
        "product-5": "",
        "quantity-5": "",
        port: values.port,
        incoterm: site.incoterms[1]!,
        text: values.text,
      });

      // The same form, its name changed, by e-mail: the mail program gets it, and so does the record.
      const mailToken = uniqueToken();
      await page.getByRole("textbox", { name: form.nameLabel }).fill(`${values.name} ${mailToken}`);
      const mail = page.waitForRequest((request) => request.url().startsWith("mailto:"));
      await page.getByRole("button", { name: form.emailSubmitLabel }).click();
      expect(decodeURIComponent((await mail).url())).toContain(mailToken);
      const mailRecord = await recordWith(mailToken);
      expect(mailRecord.fields).toMatchObject({ channel: "E-mail", name: `${values.name} ${mailToken}`, text: values.text, "quantity-2": "1250.75" });

      // Nothing was drawn from what was typed, the form is as it was, and no notice was shown.
      await expect(page).toHaveURL(`${prefix}/contact/`);
      await expect(page.locator("main img[src=x], main script:not([src]), main b")).toHaveCount(0);
      await expect(page.getByRole("textbox", { name: form.messageLabel })).toHaveValue(values.text);
      await expect(page.getByRole("alert")).toHaveCount(0);
    });
  }
}

test("on a phone whose scripts have not arrived, Send still records the inquiry and lands on the received page", async ({ page }) => {
  const { form, received } = contentIn("ar").contact;
  await page.setViewportSize({ width: 375, height: 800 });
  const scripts = await holdScripts(page);
  await page.goto("/ar/contact/", { waitUntil: "domcontentloaded" });
  const token = uniqueToken();
  await page.getByRole("textbox", { name: form.nameLabel }).fill(`مبكر ${token}`);
  await page.getByRole("textbox", { name: form.emailLabel }).fill("early@example.com");
  await page.getByRole("textbox", { name: form.messageLabel }).fill("سعر الحمص؟\nسطر ثانٍ");
  await page.getByRole("button", { name: form.submitLabel }).click();
  await expect(page).toHaveURL("/ar/contact/received/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(received.heading);
  scripts.release();
  // A form sends a line break as CR LF.
  expect((await recordWith(token)).fields).toMatchObject({ name: `مبكر ${token}`, language: "Arabic", channel: "Form only", text: "سعر الحمص؟\r\nسطر ثانٍ" });
});

test("when the sender's code cannot load (offline, or the page left while it loaded), nothing is thrown at the page, and Send records the inquiry as without scripts", async ({ page }) => {
  // A Firefox test moving on from /es/contact/ while the chunk loaded saw its import's ChunkLoadError unhandled (6cdc848's clean run).
  const { form, received } = content.contact;
  const thrown: string[] = [];
  page.on("pageerror", (error) => thrown.push(error.message));
  let refused = 0;
  // Webpack's own chunks ("18-<hash>.js"), fetched after the page's first scripts: among them, the sender's.
  await page.route(/\/[0-9]+-[0-9a-f]+\.js$/, (route) => (refused++, route.abort("internetdisconnected")));
  await page.goto("/contact/");
  await expect.poll(() => refused).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(thrown).toEqual([]);
  await expect(page.locator("form[data-sender]")).toHaveCount(0);
  const token = uniqueToken();
  await page.getByRole("textbox", { name: form.nameLabel }).fill(`Offline ${token}`);
  await page.getByRole("textbox", { name: form.emailLabel }).fill("offline@example.com");
  await page.getByRole("textbox", { name: form.messageLabel }).fill("Price of chickpeas?");
  await page.getByRole("button", { name: form.emailSubmitLabel }).click();
  await expect(page).toHaveURL("/contact/received/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(received.heading);
  expect((await recordWith(token)).fields).toMatchObject({ name: `Offline ${token}`, channel: "Form only" });
});

test("a filled honeypot records nothing, and the buyer's chat still opens", async ({ page }) => {
  const { form } = content.contact;
  await page.goto("/contact/");
  await senderReady(page);
  const token = uniqueToken();
  await page.getByRole("textbox", { name: form.nameLabel }).fill(`Bot ${token}`);
  await page.getByRole("textbox", { name: form.emailLabel }).fill("bot@example.com");
  await page.getByRole("textbox", { name: form.messageLabel }).fill("Buy now");
  // People and screen readers never meet the field; a bot filling every input does.
  await expect(page.locator("[name=bot-field]")).toBeHidden();
  await page.locator("[name=bot-field]").evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  const popup = page.context().waitForEvent("page");
  await page.getByRole("button", { name: form.submitLabel }).click();
  await popup;
  // The host answers a spam submission as any other, and keeps nothing of it.
  expect((await answered).status()).toBe(200);
  expect(recordsWith(token)).toEqual([]);
  // A real inquiry after it is recorded.
  await page.locator("[name=bot-field]").evaluate((input: HTMLInputElement) => (input.value = ""));
  await page.getByRole("textbox", { name: form.nameLabel }).fill(`Person ${token}`);
  const second = page.context().waitForEvent("page");
  await page.getByRole("button", { name: form.submitLabel }).click();
  await second;
  expect((await recordWith(token)).fields.name).toBe(`Person ${token}`);
});

test("a record that fails (a 404, or no network) is said, and the chat and the e-mail still open with the inquiry; sent again once the host answers, it is recorded and no longer said to have failed", async ({ page }) => {
  const { form } = content.contact;
  await page.goto("/contact/");
  await senderReady(page);
  await page.route("**/contact/received/", (route) => (route.request().method() === "POST" ? route.fulfill({ status: 404, body: "Not found" }) : route.continue()));
  const token = uniqueToken();
  await page.getByRole("textbox", { name: form.nameLabel }).fill(`Lost ${token}`);
  await page.getByRole("textbox", { name: form.emailLabel }).fill("lost@example.com");
  await page.getByRole("textbox", { name: form.messageLabel }).fill("Still reaches you?");
  const popup = page.context().waitForEvent("page");
  await page.getByRole("button", { name: form.submitLabel }).click();
  expect(new URL((await popup).url()).searchParams.get("text")).toContain(`Name: Lost ${token}`);
  await expect(page.getByRole("alert")).toHaveText(form.recordFailed);

  await page.unroute("**/contact/received/");
  await page.route("**/contact/received/", (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
  const mail = page.waitForRequest((request) => request.url().startsWith("mailto:"));
  await page.getByRole("button", { name: form.emailSubmitLabel }).click();
  expect(decodeURIComponent((await mail).url())).toContain(`Lost ${token}`);
  await expect(page.getByRole("alert")).toHaveCount(1);
  await expect(page.getByRole("textbox", { name: form.nameLabel })).toHaveValue(`Lost ${token}`);
  expect(recordsWith(token)).toEqual([]);

  // Once the host answers again, the same inquiry sent again is recorded, and the page no longer says it was not.
  await page.unroute("**/contact/received/");
  const again = page.context().waitForEvent("page");
  await page.getByRole("button", { name: form.submitLabel }).click();
  await again;
  expect((await recordWith(token)).fields.name).toBe(`Lost ${token}`);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("two products from two product pages reach one inquiry, and what was typed survives the way between them", async ({ page }) => {
  const { form } = content.contact;
  const [first, second] = [products[2]!, products[8]!];
  await page.goto(`/products/${first.id}/`);
  await page.getByRole("link", { name: content.catalogue.inquireLabel }).click();
  await senderReady(page);
  await expect(page.getByLabel(form.productLabel, { exact: true })).toHaveValue(first.name);
  const token = uniqueToken();
  await page.getByRole("textbox", { name: form.nameLabel }).fill(`Two ${token}`);
  await page.getByRole("textbox", { name: form.quantityLabel, exact: true }).fill("40");

  await page.goto(`/products/${second.id}/`);
  await page.getByRole("link", { name: content.catalogue.inquireLabel }).click();
  await senderReady(page);
  await expect(page.getByRole("combobox", { name: `${form.productLabel} 2`, exact: true })).toHaveValue(second.name);
  await expect(page.getByLabel(form.productLabel, { exact: true })).toHaveValue(first.name);
  await expect(page.getByRole("textbox", { name: form.quantityLabel, exact: true })).toHaveValue("40");
  await expect(page.getByRole("textbox", { name: form.nameLabel })).toHaveValue(`Two ${token}`);
  // Only the next empty row shows.
  await expect(page.getByRole("combobox", { name: `${form.productLabel} 3`, exact: true })).toBeVisible();
  await expect(page.getByRole("combobox", { name: `${form.productLabel} 4`, exact: true })).toBeHidden();

  await page.getByRole("textbox", { name: form.emailLabel }).fill("two@example.com");
  await page.getByRole("textbox", { name: form.messageLabel }).fill("Both, please.");
  const popup = page.context().waitForEvent("page");
  await page.getByRole("button", { name: form.submitLabel }).click();
  expect(new URL((await popup).url()).searchParams.get("text")).toContain(`\nProduct: ${first.name}, 40 MT\nProduct: ${second.name}\n`);
  expect((await recordWith(token)).fields).toMatchObject({ "product-1": first.name, "quantity-1": "40", "product-2": second.name });
});

test("the received page, in every language, is not indexed, offers every channel and has no axe violation", async ({ page }) => {
  for (const { code } of locales) {
    const { received } = contentIn(code).contact;
    await page.goto(localizedPath(code, "/contact/received/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(received.heading);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("link", { name: received.chatLabel })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
});
