import type { BrowserContext, Page } from "@playwright/test";
import { expect, test, waitForScripts } from "./fixtures";
import { content } from "./content";

const { contact, site } = content;
const { form } = contact;

/** The chat service is not reachable from tests: answer its URL locally and record it. */
async function stubChat(context: BrowserContext) {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "chat" }));
}

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByRole("textbox", { name: form.nameLabel }).fill(values.name);
  await page.getByRole("textbox", { name: form.emailLabel }).fill(values.email);
  await page.getByRole("textbox", { name: form.messageLabel }).fill(values.message);
}

async function submitAndCatchChat(page: Page) {
  const popup = page.context().waitForEvent("page");
  await page.getByRole("button", { name: form.submitLabel }).click();
  const chat = await popup;
  await chat.waitForLoadState();
  return new URL(chat.url());
}

test.beforeEach(async ({ context }) => stubChat(context));

test("the form has name, e-mail and a 4-row message, all required", async ({ page }) => {
  await page.goto("/contact/");
  await expect(page.getByRole("heading", { name: form.heading })).toBeVisible();
  const name = page.getByRole("textbox", { name: form.nameLabel });
  const email = page.getByRole("textbox", { name: form.emailLabel });
  const message = page.getByRole("textbox", { name: form.messageLabel });
  for (const field of [name, email, message]) await expect(field).toHaveAttribute("required", "");
  await expect(email).toHaveAttribute("type", "email");
  expect(await message.evaluate((element) => element.tagName)).toBe("TEXTAREA");
  await expect(message).toHaveAttribute("rows", "4");
});

test("an empty required field gets the browser's prompt and nothing is sent", async ({ page }) => {
  await page.goto("/contact/");
  let opened = false;
  page.context().on("page", () => (opened = true));
  await page.getByRole("button", { name: form.submitLabel }).click();
  const name = page.getByRole("textbox", { name: form.nameLabel });
  expect(await name.evaluate((element: HTMLInputElement) => element.validationMessage)).not.toBe("");
  await expect(name).toBeFocused();

  await fill(page, { name: "Ana", email: "not-an-email", message: "Hello" });
  await page.getByRole("button", { name: form.submitLabel }).click();
  const email = page.getByRole("textbox", { name: form.emailLabel });
  expect(await email.evaluate((element: HTMLInputElement) => element.validity.typeMismatch)).toBe(true);
  await page.waitForTimeout(300);
  expect(opened).toBe(false);
});

test("submitting opens the chat in a new tab with the inquiry, exactly as typed; the form stays filled", async ({
  page,
}) => {
  await page.goto("/contact/");
  const values = {
    name: "Zoë O'Brien-García \"Ltd\" & Sons <b>",
    email: "zoe+feed@example.co.uk",
    message: [
      "Need 500 t of soya meal @ 46% protein? Price & terms = CIF; ref #A-17 / 100% + 5%",
      "<script>alert('x')</script> javascript:alert(1)",
      "مرحبا بالعالم — 你好 — नमस्ते — Привет",
      "Emoji: 🌾🥜🫘 and a tab\there, a bell \u0007, a right-to-left override \u202Ereversed\u202C and NUL-like \u0001",
      "",
      "%20 %0A %E2%82%AC stay literal",
    ].join("\n"),
  };
  await fill(page, values);
  const url = await submitAndCatchChat(page);

  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.chat.number}`);
  expect([...url.searchParams.keys()]).toEqual(["text"]);
  expect(url.searchParams.get("text")).toBe(
    `New Inquiry from ${site.company.name} Website\nName: ${values.name}\nEmail: ${values.email}\nMessage: ${values.message}`,
  );

  await expect(page.getByRole("textbox", { name: form.nameLabel })).toHaveValue(values.name);
  await expect(page.getByRole("textbox", { name: form.emailLabel })).toHaveValue(values.email);
  await expect(page.getByRole("textbox", { name: form.messageLabel })).toHaveValue(values.message);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("status")).toHaveCount(0);
});

test("what a visitor types before the page's script runs is kept, and sent whole once it runs", async ({ page }) => {
  await page.route(/\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/contact/", { waitUntil: "domcontentloaded" });
  const early = { name: "Early Bird", email: "early@example.com", message: "Typed before hydration" };
  await fill(page, early);
  await waitForScripts(page);
  await expect(page.getByRole("textbox", { name: form.nameLabel })).toHaveValue(early.name);
  await expect(page.getByRole("textbox", { name: form.messageLabel })).toHaveValue(early.message);
  const url = await submitAndCatchChat(page);
  expect(url.searchParams.get("text")).toContain(`Name: ${early.name}`);
});

test("a 10,000-character message arrives whole", async ({ page }) => {
  await page.goto("/contact/");
  const message = "Grain 🌾 ".repeat(1250).slice(0, 10_000);
  await fill(page, { name: "Long", email: "long@example.com", message });
  const url = await submitAndCatchChat(page);
  expect(url.searchParams.get("text")!.endsWith(`Message: ${message}`)).toBe(true);
});

test("Get in Touch lists the phone, five department e-mails, the address and the chat and social links", async ({
  page,
}) => {
  await page.goto("/contact/");
  const panel = page.getByRole("complementary", { name: contact.panel.heading });
  await expect(panel.getByRole("link", { name: site.contact.phone })).toHaveAttribute(
    "href",
    `tel:${site.contact.phone.replace(/\s/g, "")}`,
  );
  expect(site.contact.phone.startsWith("+91")).toBe(true);
  const mails = panel.locator('a[href^="mailto:"]');
  await expect(mails).toHaveCount(5);
  for (const { department, address } of site.contact.emails) {
    await expect(panel.getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`);
    await expect(panel.getByRole("listitem").filter({ hasText: address })).toContainText(department);
  }
  const postal = panel.locator("address");
  for (const part of ["Junagadh", "Gujarat", "362037"]) await expect(postal).toContainText(part);

  const chat = panel.getByRole("link", { name: site.chat.label, exact: true });
  expect(new URL((await chat.getAttribute("href"))!).searchParams.get("text")).toBe(site.chat.greeting);
  for (const { label, url } of site.social) {
    const link = panel.getByRole("link", { name: new RegExp(`^${label}`) });
    await expect(link).toHaveAttribute("href", url);
    await expect(link).toHaveAttribute("target", "_blank");
  }
});
