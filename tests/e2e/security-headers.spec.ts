/**
 * The build is served with exactly the headers of public/_headers (made from
 * static/_headers by scripts/hosting-headers.mjs), as Netlify or Cloudflare
 * Pages would send them; every route must work under that policy.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { content } from "./content";

const publicDir = path.resolve(__dirname, "..", "..", "public");
const routes = ["/", "/products/", `/products/${content.products[2]!.id}/`, "/about/", "/contact/", "/products/gone/", "/gone/"];

async function headerRules() {
  const { parseHeaders, headersFor, inlineScriptHashes } = await import("../../scripts/hosting-headers.mjs");
  const rules = parseHeaders(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));
  return { rules, headersFor, inlineScriptHashes };
}

test("the policy forbids inline and eval'd script, framing, plugins and foreign form targets", async () => {
  const { rules, headersFor } = await headerRules();
  const csp = headersFor(rules, "/").get("Content-Security-Policy") as string;
  const directives = new Map(csp.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  expect(directives.get("script-src")).toContain("'self'");
  expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
  expect(directives.get("script-src")).not.toContain("'unsafe-eval'");
  expect(csp).not.toContain("{{");
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'self'"]);
  expect(directives.get("form-action")).toEqual(["'self'"]);
});

test("the hashes in the policy are exactly those of the inline scripts in the built pages", async () => {
  const { rules, headersFor, inlineScriptHashes } = await headerRules();
  const csp = headersFor(rules, "/").get("Content-Security-Policy") as string;
  const allowed = new Set(csp.match(/'sha256-[^']+'/g));
  const used = new Set<string>();
  for (const route of ["index.html", "about/index.html", "products/404.html", `products/${content.products[0]!.id}/index.html`]) {
    for (const hash of inlineScriptHashes(fs.readFileSync(path.join(publicDir, route), "utf8"))) used.add(hash);
  }
  expect([...used].sort()).toEqual([...allowed].sort());
});

test("every route arrives with the headers as written, and caching fits each kind of file", async ({ request }) => {
  const { rules, headersFor } = await headerRules();
  for (const route of routes) {
    const response = await request.get(route);
    const headers = response.headers();
    for (const [name, value] of headersFor(rules, route) as Map<string, string>) {
      expect(headers[name.toLowerCase()], `${route} ${name}`).toBe(value);
    }
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  }
  const home = await (await request.get("/")).text();
  const script = home.match(/"(\/app-[0-9a-f]+\.js)"/)![1]!;
  const image = home.match(/"(\/static\/[^"]+\.(?:avif|webp|jpg))/)![1]!;
  for (const immutable of [script, image]) {
    expect((await request.get(immutable)).headers()["cache-control"], immutable).toBe("public, max-age=31536000, immutable");
  }
  for (const fresh of ["/", "/about/", "/page-data/index/page-data.json", "/page-data/app-data.json"]) {
    expect((await request.get(fresh)).headers()["cache-control"], fresh).toBe("public, max-age=0, must-revalidate");
  }
  expect((await request.get("/_headers")).status()).toBe(404);
});

test("every route runs under the policy with no violation and no console error", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "chat" }));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  for (const route of routes) {
    await page.goto(route, { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), route).toEqual([]);
  }
  expect(errors).toEqual([]);

  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: content.site.chat.label, exact: true }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\//);
});
