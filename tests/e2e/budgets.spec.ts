/**
 * Byte budgets of the production build (byte sizes are deterministic, so they
 * are checked on every run): the JavaScript each route loads first, and the
 * largest image files. A failure names the route or file, its size and the limit.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "./fixtures";
import { FIRST_LOAD_JS_LIMIT, firstLoadJs, KIB } from "../../scripts/first-load-js.mjs";
import { content } from "./content";
import { localizedPath, locales } from "../../src/lib/locales";
import { COMPILE_HINT } from "../../plugins/delivery/webpack-tweaks";
import { headerBytes, imagesOverBudget, pageBudget } from "./budget-limits";

const publicDir = path.resolve(__dirname, "..", "..", "public");

const english = [
  "/",
  "/products/",
  ...content.categories.map((category) => `/products/category/${category.id}/`),
  ...content.products.map((product) => `/products/${product.id}/`),
  "/about/",
  "/contact/",
  "/contact/received/",
  "/privacy/",
  "/search/",
];
/** Every page in every language: a page carries only its own language's texts. */
const routes = locales.flatMap(({ code }) => english.map((route) => localizedPath(code, route)));

test("no route loads more than 75 KB of JavaScript first", () => {
  const over = routes
    .map((route) => firstLoadJs(publicDir, route))
    .filter(({ total }) => total > FIRST_LOAD_JS_LIMIT)
    .map(({ route, total, files }) => {
      const parts = files.map(({ name, gzip }) => `${name} ${(gzip / KIB).toFixed(1)}`).join(", ");
      return `${route}: ${total} bytes > ${FIRST_LOAD_JS_LIMIT} bytes (${parts}, KiB)`;
    });
  expect(over).toEqual([]);
});

test("every page's HTML, gzipped, and its response headers arrive in TCP's first window; a product page's first screen does, and the register's (About), and the whole page within 28,000 B", async ({ request }) => {
  const over: string[] = [];
  for (const route of [...routes, ...locales.flatMap(({ code }) => [localizedPath(code, "/products/gone/"), localizedPath(code, "/gone/")])]) {
    const response = await request.get(route);
    const body = await response.body();
    const budget = pageBudget(route, body, headerBytes(response.headersArray()));
    // Product pages are measured by their own rule (decision 0037): every product in every language is one; and so is the register's About page (0050).
    const kind = content.products.some((product) => route.endsWith(`/products/${product.id}/`)) ? "product" : route.endsWith("/about/") ? "register" : "page";
    expect(budget.kind, route).toBe(kind);
    // Measured gzipped, as every host can send it; Brotli (quality 5, as hosts compress on the fly) beside it.
    const brotli = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    over.push(...budget.over.map((line) => `${line} (Brotli ${brotli} B of HTML)`));
  }
  expect(over).toEqual([]);
});

test("the first load is the framework, the app and the page's own code, and nothing lazy", () => {
  for (const route of routes) {
    const names = firstLoadJs(publicDir, route).files.map(({ name }) => name);
    expect(names.filter((name) => !/^\/(webpack-runtime|framework|app|component---)[-\w]*\.js$/.test(name)), route).toEqual([]);
  }
});

test("the scripts every page loads first name no page, so a catalogue of any size costs them nothing", () => {
  // Gatsby's route list named every page (plugins/delivery/match-paths.ts has taken its place).
  const pages = routes.filter((route) => route.includes("/products/") && !route.endsWith("/products/"));
  for (const route of ["/", "/es/products/"]) {
    for (const { name } of firstLoadJs(publicDir, route).files) {
      const script = fs.readFileSync(path.join(publicDir, name), "utf8");
      expect(pages.filter((page) => script.includes(`"${page}"`)), `${route}: ${name}`).toEqual([]);
    }
  }
});

test("the framework and the app are compiled at once, off the main thread (V8's compile hint), and their source maps count that line; no script names its map, which is beside it", () => {
  const names = firstLoadJs(publicDir, "/").files.map(({ name }) => name.slice(1));
  const hinted = names.filter((name) => /^(framework|app)-/.test(name));
  expect(hinted).toHaveLength(2);
  for (const name of names) {
    const script = fs.readFileSync(path.join(publicDir, name), "utf8");
    expect(script.startsWith(COMPILE_HINT), name).toBe(hinted.includes(name));
    // About 50 B gzip a script, which no visitor uses (hiddenSourceMaps in plugins/delivery/webpack-tweaks.ts).
    expect(script, name).not.toContain("sourceMappingURL");
    const { mappings } = JSON.parse(fs.readFileSync(path.join(publicDir, `${name}.map`), "utf8")) as { mappings: string };
    if (hinted.includes(name)) expect(mappings.startsWith(";"), `${name}.map skips the hint's line`).toBe(true);
  }
  const editor = fs.readdirSync(path.join(publicDir, "admin")).filter((name) => name.endsWith(".js"));
  expect(editor.filter((name) => fs.readFileSync(path.join(publicDir, "admin", name), "utf8").startsWith(COMPILE_HINT))).toEqual([]);
});

test("no image file is over its budget", () => {
  expect(imagesOverBudget(publicDir)).toEqual([]);
});
