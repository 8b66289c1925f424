/**
 * Crawls the served build from the home page: every internal link, image,
 * script, stylesheet and icon resolves, and every mailto, tel and https link
 * is well formed.
 */
import { expect, test } from "./fixtures";
import { content } from "./content";
import { locales } from "../../src/lib/locales";

const attributes = /\s(?:href|src|srcset|content)="([^"]*)"/gi;

test("no broken link or asset anywhere in the site", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const pages = new Set(["/"]);
  const checked = new Map<string, number>();
  const malformed: string[] = [];
  const queue = ["/", "/products/gone/", "/gone/"];

  while (queue.length > 0) {
    const pagePath = queue.shift()!;
    const html = await (await request.get(pagePath)).text();
    const references = [...html.matchAll(attributes)].flatMap(([match, value]) =>
      /srcset/i.test(match) ? value!.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!) : [value!],
    );
    for (const raw of references.map((reference) => reference.replace(/&amp;/g, "&"))) {
      if (raw.startsWith("mailto:")) {
        if (!/^mailto:[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(raw)) malformed.push(`${pagePath}: ${raw}`);
      } else if (raw.startsWith("tel:")) {
        if (!/^tel:\+\d{8,15}$/.test(raw)) malformed.push(`${pagePath}: ${raw}`);
      } else if (/^https?:\/\//.test(raw)) {
        const url = new URL(raw);
        if (url.protocol !== "https:" && url.origin !== origin) malformed.push(`${pagePath}: ${raw}`);
      } else if (raw.startsWith("/")) {
        const target = new URL(raw, origin);
        const key = target.pathname + target.search;
        if (!checked.has(key)) {
          const response = await request.get(key);
          checked.set(key, response.status());
          const isPage = (response.headers()["content-type"] ?? "").startsWith("text/html");
          if (isPage && response.ok() && !pages.has(target.pathname)) {
            pages.add(target.pathname);
            queue.push(target.pathname);
          }
        }
      }
    }
  }

  const broken = [...checked].filter(([, status]) => status >= 400).map(([url, status]) => `${status} ${url}`);
  expect(broken).toEqual([]);
  expect(malformed).toEqual([]);
  // Home, the product range, every category, every product, About, Contact and the privacy notice were all reached, in every language (by the switcher's links).
  expect(pages.size).toBe(locales.length * (5 + content.categories.length + content.products.length));
});
