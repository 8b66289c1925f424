/**
 * @jest-environment node
 */
import crypto from "node:crypto";
import zlib from "node:zlib";
import { FIRST_WINDOW_BYTES, firstScreenEnd, gzipBytes, FACTS_PAGE_BYTES, pageBudget } from "../../../scripts/page-budget.mjs";

/** Random text that gzips to about `bytes` (base64 gzips to about three quarters). */
const noise = (bytes: number) => crypto.randomBytes(bytes).toString("base64").slice(0, Math.round(bytes / 0.75));

/** A page: its head (CSS and all), then the header, then the title and main picture, then the rest. */
function page({ head = 100, rest = 100, product = true, pictureFirst = false, register = false } = {}): Buffer {
  const data = product ? '<script type="application/ld+json">{"@type":"Product","name":"Castor Meal"}</script>' : "";
  const picture = '<picture><img src="/castor.jpg" alt="Castor Meal" fetchpriority="high"/></picture>';
  const title = "<h1>Castor Meal</h1>";
  const top = pictureFirst ? `${picture}${title}` : `${title}${picture}`;
  const below = register ? `<section id="certificates"><p>${noise(rest)}</p></section>` : `<p>${noise(rest)}</p>`;
  return Buffer.from(`<!doctype html><html><head>${data}<style>${noise(head)}</style></head><body><header>Sorath</header><main>${top}${below}</main></body></html>`);
}

test("a page's first screen ends after its title and its main picture, whichever comes later", () => {
  for (const pictureFirst of [false, true]) {
    const html = page({ pictureFirst }).toString();
    const end = firstScreenEnd(html)!;
    expect(html.slice(0, end)).toContain("</h1>");
    expect(html.slice(0, end)).toContain('fetchpriority="high"/>');
    expect(html.slice(end)).toMatch(/^(<\/picture>)?<p>/);
  }
  expect(firstScreenEnd("<main><p>No title</p></main>")).toBeNull();
});

test("the bytes of a page's beginning are those a gzip stream has sent when flushed there: more than its share of the whole, never more than the whole", () => {
  const body = page({ head: 4_000, rest: 8_000 });
  const whole = zlib.gzipSync(body).length;
  const half = gzipBytes(body, body.length / 2);
  expect(gzipBytes(body)).toBe(whole);
  expect(half).toBeGreaterThan(whole / 2 - 200);
  expect(half).toBeLessThan(whole);
  // What a browser reads from it: the beginning, whole.
  const flushed = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  expect(zlib.gunzipSync(zlib.gzipSync(body.subarray(0, 5_000), flushed), flushed).toString()).toBe(body.subarray(0, 5_000).toString());
});

test("a page other than a product's arrives whole in the first window", () => {
  expect(pageBudget("/about/", page({ product: false, head: 9_000 }), 1_000).over).toEqual([]);
  const over = pageBudget("/about/", page({ product: false, head: 9_000, rest: 5_000 }), 1_000);
  expect(over.kind).toBe("page");
  expect(over.over).toEqual([expect.stringMatching(new RegExp(`^/about/: \\d+ B of gzipped HTML and headers > ${FIRST_WINDOW_BYTES} B`))]);
});

test("a product page may carry more below its first screen, within 28,000 B; its first screen must arrive in the first window", () => {
  // 5,000 B of facts below the title and picture: over the first window whole, within the product page's budget.
  const facts = pageBudget("/products/castor-meal/", page({ head: 9_000, rest: 5_000 }), 1_000);
  expect(facts).toMatchObject({ kind: "product", over: [] });
  expect(facts.whole).toBeGreaterThan(FIRST_WINDOW_BYTES);
  expect(facts.firstScreen).toBeLessThan(FIRST_WINDOW_BYTES);
  // A head that pushes the title and picture past the first window.
  const late = pageBudget("/products/castor-meal/", page({ head: 14_000 }), 1_000);
  expect(late.over).toEqual([expect.stringMatching(/^\/products\/castor-meal\/: \d+ B of gzipped HTML to the end of its title and main picture, and headers > 14600 B/)]);
  // More than 28,000 B in all.
  const heavy = pageBudget("/products/castor-meal/", page({ head: 9_000, rest: 20_000 }), 1_000);
  expect(heavy.over).toEqual([expect.stringMatching(new RegExp(`^/products/castor-meal/: \\d+ B of gzipped HTML and headers > ${FACTS_PAGE_BYTES} B \\(a product page, whole\\)`))]);
  // A product page without a title is named, and held to the first window whole.
  const untitled = Buffer.from(page({ head: 9_000, rest: 5_000 }).toString().replace(/<\/?h1>/g, ""));
  expect(pageBudget("/products/castor-meal/", untitled, 1_000).over[0]).toBe("/products/castor-meal/: a product page without a title (<h1>): its first screen cannot be measured");
});

test("the register's page (About) is held as a product page is, since its list grows with every certificate: its first screen in the first window, the whole within 28,000 B", () => {
  const register = pageBudget("/ar/about/", page({ product: false, register: true, head: 9_000, rest: 5_000 }), 1_000);
  expect(register).toMatchObject({ kind: "register", over: [] });
  expect(register.whole).toBeGreaterThan(FIRST_WINDOW_BYTES);
  const heavy = pageBudget("/ar/about/", page({ product: false, register: true, head: 9_000, rest: 20_000 }), 1_000);
  expect(heavy.over).toEqual([expect.stringMatching(new RegExp(`^/ar/about/: \\d+ B of gzipped HTML and headers > ${FACTS_PAGE_BYTES} B \\(the register's page, whole\\)`))]);
  const late = pageBudget("/ar/about/", page({ product: false, register: true, head: 14_000 }), 1_000);
  expect(late.over).toEqual([expect.stringMatching(/^\/ar\/about\/: \d+ B of gzipped HTML to the end of its title and main picture, and headers > 14600 B/)]);
  // A product page holds its own certificates, and stays a product page.
  expect(pageBudget("/products/castor-meal/", page({ register: true }), 1_000).kind).toBe("product");
});
