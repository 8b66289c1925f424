/**
 * The inquiries the test server records (scripts/serve.mjs --inquiries, as playwright.config.ts
 * starts it): one JSON file per submission, as the host keeps them. Tests find their own by a
 * token they typed, since tests run side by side.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

export const INQUIRIES_DIR = path.resolve(__dirname, "..", "..", "test-inquiries");

export interface RecordedInquiry {
  form: string;
  page: string;
  receivedAt: string;
  fields: Record<string, string>;
}

/** Every recorded inquiry whose fields hold `token`. */
export function recordsWith(token: string): RecordedInquiry[] {
  if (!fs.existsSync(INQUIRIES_DIR)) return [];
  return fs
    .readdirSync(INQUIRIES_DIR)
    // A record being written is named .partial until it is whole (scripts/serve.mjs).
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(INQUIRIES_DIR, name), "utf8")) as RecordedInquiry)
    .filter((record) => Object.values(record.fields).some((value) => value.includes(token)));
}

/** The one inquiry recorded with `token`, once it has arrived (at most `timeoutMs`). */
export async function recordWith(token: string, timeoutMs = 10_000): Promise<RecordedInquiry> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = recordsWith(token);
    if (found.length > 1) throw new Error(`${found.length} inquiries recorded with "${token}", expected one`);
    if (found.length === 1) return found[0]!;
    if (Date.now() > until) throw new Error(`No inquiry recorded with "${token}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A token no other test types. */
export function uniqueToken(): string {
  return `T${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** Once the contact form's sender has come (before, the browser sends the form itself: recorded, then the received page). */
export async function senderReady(page: Page) {
  await expect(page.locator("form[data-sender=ready]")).toBeAttached();
}

/**
 * Every field a buyer types in the Arabic form, in the order a buyer fills them (the products
 * are chosen, as the first and the third, before the quantities; a sample of the second is asked for,
 * `sample-2` ticked, before the port), and the record they make: no `sample-1`, which was not ticked.
 */
export function everyFieldTyped(name: string, [first, third]: readonly [string, string]) {
  const typed: [string, string][] = [
    ["name", name],
    ["email", "fields@example.com"],
    ["company", "شركة الأعلاف"],
    ["country", "مصر"],
    ["quantity-1", "12.5"],
    ["quantity-2", "25"],
    ["port", "الإسكندرية"],
    ["text", "سعر من فضلك"],
  ];
  const recorded = { ...Object.fromEntries(typed), "product-1": first, "product-2": third, "sample-2": "yes" };
  const chatLines = `\nProduct: ${first}, 12.5 MT\nProduct: ${third}, 25 MT, sample requested\n`;
  return { typed, recorded, chatLines };
}

/**
 * In the page: scrolls the message box into view, as the next tap's driver does, and where the page
 * is three frames later: the two positions, which must be the same (issue 59: after typing, headless
 * Firefox scrolled back to the field typed in, under the tap).
 */
export async function scrolledThenThreeFramesLater(): Promise<[number, number]> {
  document.querySelector('textarea[name="text"]')!.scrollIntoView({ block: "center" });
  const at = Math.round(window.scrollY);
  for (let frame = 0; frame < 3; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  return [at, Math.round(window.scrollY)];
}
