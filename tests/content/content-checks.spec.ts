/**
 * The checks content can break, on the pages a content change reached (changes.ts;
 * npm run test:content, scripts/test-content.mjs). What content cannot break (the scripts, the
 * behaviours of each control, the security policy, the engines) is npm test's, run for any
 * change to code.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "../e2e/fixtures";
import { headerBytes, imagesOverBudget, pageBudget } from "../e2e/budget-limits";
import { htmlValidator } from "../e2e/html-validator";
import { comparable, sheetLines } from "../e2e/sheet-text";
import { FIRST_LOAD_JS_LIMIT, firstLoadJs } from "../../scripts/first-load-js.mjs";
import { siteUrl } from "../../src/lib/build-settings";
import { localeOf, splitLocalePath } from "../../src/lib/locales";
import { allPages, contentChanges, publicDir, sample, screenOf } from "./changes";

const changes = contentChanges();
const reached = changes.changed;
const inBrowser = sample(reached);
const products = sample(reached.filter((route) => screenOf(route).endsWith("/products/{id}/")));

const served = new Map<string, string | null>();

/** The file a path of the site is served from (a folder's index.html), or null; each path looked up once (every page links to every product in its menus). */
function servedFile(pathname: string): string | null {
  if (!served.has(pathname)) served.set(pathname, lookUp(pathname));
  return served.get(pathname)!;
}

function lookUp(pathname: string): string | null {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, "");
  for (const candidate of pathname.endsWith("/") ? [path.join(relative, "index.html")] : [relative, path.join(relative, "index.html")]) {
    const file = path.join(publicDir, candidate);
    if (file.startsWith(publicDir) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

const fileOf = (route: string) => servedFile(route) ?? path.join(publicDir, route);
const references = /\s(?:href|src|srcset|content)="([^"]*)"/gi;

test("no page of the site links to a page or file that is not there, and every mailto, tel and web link is well formed", () => {
  const pages = allPages();
  expect(pages.length).toBeGreaterThan(0);
  const broken = new Set<string>();
  for (const route of pages) {
    const html = fs.readFileSync(fileOf(route), "utf8");
    const values = [...html.matchAll(references)].flatMap(([match, value]) =>
      /srcset/i.test(match) ? value!.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!) : [value!],
    );
    for (const raw of values.map((value) => value.replace(/&amp;/g, "&"))) {
      if (raw.startsWith("mailto:")) {
        if (!/^mailto:[^\s@]+@[^\s@]+\.[a-z]{2,}(\?.*)?$/i.test(raw)) broken.add(`${route}: malformed ${raw}`);
      } else if (raw.startsWith("tel:")) {
        if (!/^tel:\+\d{8,15}$/.test(raw)) broken.add(`${route}: malformed ${raw}`);
      } else if (/^https?:\/\//.test(raw)) {
        const url = new URL(raw);
        if (url.protocol !== "https:") broken.add(`${route}: not https ${raw}`);
        else if (url.origin === siteUrl && !servedFile(url.pathname)) broken.add(`${route}: ${raw}`);
      } else if (raw.startsWith("/") && !raw.startsWith("//")) {
        if (!servedFile(new URL(raw, siteUrl).pathname)) broken.add(`${route}: ${raw}`);
      }
    }
  }
  expect([...broken]).toEqual([]);
});

test("every page the change reached is valid HTML", async () => {
  const validator = htmlValidator();
  const problems: string[] = [];
  for (const route of reached) {
    const report = await validator.validateFile(fileOf(route));
    for (const message of report.results.flatMap((result) => result.messages)) problems.push(`${route}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
  }
  expect(problems).toEqual([]);
});

test("every page the change reached keeps its budgets: 75 KB of JavaScript first, HTML in TCP's first window (a product page and the register's: its first screen, and the whole page within 28,000 B); no picture over its budget", async ({ request }) => {
  const over: string[] = [];
  for (const route of reached) {
    if (route.endsWith("/")) {
      const { total } = firstLoadJs(publicDir, route);
      if (total > FIRST_LOAD_JS_LIMIT) over.push(`${route}: ${total} bytes of JavaScript first > ${FIRST_LOAD_JS_LIMIT}`);
    }
    const response = await request.get(route);
    over.push(...pageBudget(route, await response.body(), headerBytes(response.headersArray())).over);
  }
  expect([...over, ...imagesOverBudget(publicDir)]).toEqual([]);
});

declare global {
  interface Window {
    __shift: number;
  }
}

for (const route of inBrowser) {
  test(`${route} shows its content at 375px, its pictures load, nothing shifts and nothing fails`, async ({ page }) => {
    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") failures.push(message.text());
    });
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) window.__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.setViewportSize({ width: 375, height: 800 });
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", localeOf(splitLocalePath(route).code).code);
    await expect(page.locator("main h1")).toHaveText(/\S/);
    await expect(page.locator("header").first()).toBeVisible();
    await expect(page.locator("footer").first()).toBeAttached();
    expect(await page.evaluate(() => window.__shift), "layout shift while loading").toBe(0);

    // Each picture a visitor can see, brought into view as they would (the carousel's too), loads; each has a text alternative (empty if decorative).
    const pictures = await page.evaluate(async () => {
      const shown = [...document.images].filter((image) => image.checkVisibility());
      const result = [];
      for (const image of shown) {
        image.scrollIntoView({ block: "center", inline: "center" });
        const started = performance.now();
        while (!(image.complete && image.naturalWidth > 0) && performance.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 50));
        result.push({ src: image.currentSrc || image.src, alt: image.getAttribute("alt"), loaded: image.naturalWidth > 0 });
      }
      return result;
    });
    expect(pictures.filter((picture) => picture.alt === null || !picture.loaded)).toEqual([]);
    expect(failures).toEqual([]);
  });
}

for (const route of products) {
  test(`the spec sheet of ${route} is one page saying what the page says: the product, the company and every specification`, async ({ page, request }) => {
    const { dir } = localeOf(splitLocalePath(route).code);
    await page.goto(route, { waitUntil: "domcontentloaded" });
    const facts = [
      await page.locator("main h1").textContent(),
      await page.locator("main article > header strong").textContent(),
      ...(await page.locator("main table td").allTextContents()),
    ].map((fact) => comparable(fact ?? ""));
    expect(facts.length).toBeGreaterThan(2);
    const response = await request.get(`${route}spec-sheet.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const { pages, lines } = await sheetLines(await response.body(), dir);
    expect(pages).toBe(1);
    const text = comparable(lines.map(({ raw }) => raw).join(" "));
    expect(facts.filter((fact) => !text.includes(fact)), text).toEqual([]);
  });
}
