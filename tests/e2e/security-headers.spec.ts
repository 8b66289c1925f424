/**
 * The build is served with exactly the headers of public/_headers (made from
 * static/_headers by plugins/delivery/hosting-headers.mjs), as Netlify or Cloudflare
 * Pages would send them; every route must work under that policy. Each route
 * gets one policy: the public one, or the content editor's under /admin/; an
 * unknown top-level path, which no public rule covers, gets the site's 404
 * page with the public policy in its <meta>. A browser enforces every policy
 * it gets, so what counts is what every policy allows.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { content } from "./content";
// Imported statically like every other script the tests use: Playwright caches a module's compiled
// code by file in each worker, so a script (content-types.mjs here) reached both by `import()` and
// by a static import (plugins/spec-sheets/printer.ts) gets the wrong form in one of them.
import { cspPolicies, headersFor, inlineScriptHashes, parseHeaders } from "../../plugins/delivery/hosting-headers.mjs";

const publicDir = path.resolve(__dirname, "..", "..", "public");
const routes = ["/", "/products/", `/products/${content.products[2]!.id}/`, "/about/", "/contact/", "/privacy/", "/products/gone/", "/gone/"];

/** The policy a page of the build carries in its <meta>, if any. */
function metaPolicy(page: string): string | undefined {
  return fs.readFileSync(path.join(publicDir, page), "utf8").match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/)?.[1];
}

function headerRules() {
  const rules = parseHeaders(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));
  /** The policies sent for `route`: its headers', and for an unknown top-level path the 404 page's <meta>. */
  const policiesFor = (route: string) => {
    const sent = [headersFor(rules, route).get("Content-Security-Policy"), route === "/gone/" ? metaPolicy("404.html") : undefined];
    return sent.flatMap((csp) => (csp ? cspPolicies(csp) : []));
  };
  /** Whether every policy sent for `route` lets `source` through `directive` (or default-src when it has none). */
  const allows = (route: string, directive: string, source: string) =>
    policiesFor(route).every((policy: Map<string, string[]>) => (policy.get(directive) ?? policy.get("default-src") ?? ["*"]).includes(source));
  return { rules, policiesFor, allows };
}

test("the policy forbids inline and eval'd script, framing, plugins and foreign form targets", async () => {
  const { rules, policiesFor, allows } = headerRules();
  for (const route of routes) {
    expect(policiesFor(route), `${route}: one policy`).toHaveLength(1);
    expect(allows(route, "script-src", "'self'"), route).toBe(true);
    expect(allows(route, "script-src", "'unsafe-inline'"), route).toBe(false);
    expect(allows(route, "script-src", "'unsafe-eval'"), route).toBe(false);
    expect(allows(route, "script-src", "https://example.com"), route).toBe(false);
    expect(allows(route, "connect-src", "https://api.github.com"), route).toBe(false);
    expect(allows(route, "connect-src", "https://www.githubstatus.com"), route).toBe(false);
    expect(allows(route, "img-src", "blob:"), route).toBe(false);
  }
  // The unknown top-level path's policy is the 404 page's <meta>; every other route's, a header.
  expect(headersFor(rules, "/gone/").get("Content-Security-Policy")).toBeUndefined();
  for (const route of [...routes, "/admin/"]) {
    expect(headersFor(rules, route).get("X-Frame-Options"), route).toBe("DENY");
    for (const directives of policiesFor(route) as Map<string, string[]>[]) {
      // A <meta> cannot carry frame-ancestors (browsers ignore it there, with a console error): X-Frame-Options does.
      if (route !== "/gone/") expect(directives.get("frame-ancestors"), route).toEqual(["'none'"]);
      expect(directives.get("object-src"), route).toEqual(["'none'"]);
      expect(directives.get("base-uri"), route).toEqual(["'self'"]);
      // The contact form is posted to the site itself, which records it (src/components/contact/contact-form.tsx); the
      // chat and the mail program are opened by its script, which form-action does not govern.
      expect(directives.get("form-action"), route).toEqual(["'self'"]);
    }
  }
  expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).not.toContain("{{");
});

test("the not-found pages carry the public policy in their <meta>, and no other page does", async () => {
  const { rules } = headerRules();
  const publicPolicy = (headersFor(rules, "/").get("Content-Security-Policy") as string).replace(/ frame-ancestors 'none';/, "");
  for (const page of ["404.html", "404/index.html", "ar/404.html", "products/404.html", "fr/products/404.html"]) expect(metaPolicy(page), page).toBe(publicPolicy);
  for (const page of ["index.html", "ar/index.html", `products/${content.products[0]!.id}/index.html`]) expect(metaPolicy(page), page).toBeUndefined();
});

test("the content editor alone may eval (Decap compiles its schema), show uploads and reach GitHub, and nothing more", async () => {
  const { rules, allows } = headerRules();
  const [policy, ...others] = cspPolicies(headersFor(rules, "/admin/").get("Content-Security-Policy") ?? "") as Map<string, string[]>[];
  expect(others).toEqual([]);
  expect(allows("/admin/", "script-src", "'unsafe-eval'")).toBe(true);
  expect(allows("/admin/", "script-src", "'unsafe-inline'")).toBe(false);
  // GitHub's status page: Decap's GitHub backend asks it whether GitHub is up before it checks the sign-in.
  expect(policy!.get("connect-src")).toEqual(["'self'", "blob:", "https://api.github.com", "https://www.githubstatus.com"]);
  expect(policy!.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"]);
  expect(policy!.get("default-src")).toEqual(["'self'"]);
});

test("the content editor loads under its policy with no violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("CSP ")) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) => console.log(`CSP ${event.violatedDirective} ${event.blockedURI}`)),
  );
  // Not a Gatsby page: there is no Gatsby app to wait for.
  const response = await page.goto("/admin/", { waitUntil: "domcontentloaded" });
  expect(response?.headers()["x-frame-options"]).toBe("DENY");
  // No local backend runs here, so Decap offers the production sign-in (GitHub).
  await expect(page.getByRole("button", { name: /GitHub/ })).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test("the hashes in the policy are exactly those of the inline scripts in the built pages", async () => {
  const { rules } = headerRules();
  const csp = headersFor(rules, "/").get("Content-Security-Policy") as string;
  const allowed = new Set(csp.match(/'sha256-[^']+'/g));
  const used = new Set<string>();
  for (const route of ["index.html", "about/index.html", "products/404.html", `products/${content.products[0]!.id}/index.html`]) {
    for (const hash of inlineScriptHashes(fs.readFileSync(path.join(publicDir, route), "utf8"))) used.add(hash);
  }
  expect([...used].sort()).toEqual([...allowed].sort());
});

test("every route arrives with the headers as written, and caching fits each kind of file", async ({ request }) => {
  const { rules } = headerRules();
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
  // The whole stylesheet, which the script loader links on every page (plugins/delivery/defer-scripts.ts).
  const stylesheet = home.match(/"(\/styles\.[0-9a-f]+\.css)"/)![1]!;
  for (const immutable of [script, image, stylesheet]) {
    expect((await request.get(immutable)).headers()["cache-control"], immutable).toBe("public, max-age=31536000, immutable");
  }
  for (const fresh of ["/", "/about/", "/page-data/index/page-data.json", "/page-data/app-data.json"]) {
    expect((await request.get(fresh)).headers()["cache-control"], fresh).toBe("public, max-age=0, must-revalidate");
  }
  expect((await request.get("/_headers")).status()).toBe(404);
});

test("every route runs under the policy with no violation and no console error", async ({ page, context }) => {
  // Seven routes, each until its network is idle: over 30 s beside a build in the other worker on CI.
  test.setTimeout(90_000);
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

test("search's engine may compile WebAssembly ('wasm-unsafe-eval', nothing more), and its index is served typed and cached", async ({ request }) => {
  const { policiesFor } = headerRules();
  for (const route of routes) {
    for (const policy of policiesFor(route) as Map<string, string[]>[]) {
      const scriptSources = policy.get("script-src")!.filter((source) => !source.startsWith("'sha256-"));
      expect(scriptSources, route).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    }
  }
  const searchDir = path.join(publicDir, "pagefind");
  const pick = (folder: string, extension: string) => {
    const name = fs.readdirSync(path.join(searchDir, folder)).find((file) => file.endsWith(extension));
    return `/pagefind/${folder ? `${folder}/` : ""}${name}`;
  };
  const served = async (url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    return { type: response.headers()["content-type"], cache: response.headers()["cache-control"], encoding: response.headers()["content-encoding"] };
  };
  expect(await served(pick("index", ".pf_index"))).toEqual({ type: "application/octet-stream", cache: "public, max-age=31536000, immutable", encoding: undefined });
  // A language's meta file keeps its name (scripts/search-index.mjs), so that it can be preloaded: revalidated.
  expect(await served("/pagefind/pagefind.ar.pf_meta")).toEqual({ type: "application/octet-stream", cache: "public, max-age=0, must-revalidate", encoding: undefined });
  // The results' pictures, named by their content too.
  expect(await served(pick("thumbs", ".avif"))).toEqual({ type: "image/avif", cache: "public, max-age=31536000, immutable", encoding: undefined });
  expect(await served("/pagefind/wasm.ar.pagefind")).toEqual({ type: "application/octet-stream", cache: "public, max-age=0, must-revalidate", encoding: undefined });
  expect((await served("/pagefind/pagefind.js")).cache).toBe("public, max-age=0, must-revalidate");
  expect((await served("/pagefind/pagefind-entry.json")).type).toBe("application/json; charset=utf-8");
  // The results of a language (scripts/search-index.mjs) keep their name: revalidated, and compressed as JSON is.
  expect(await served("/pagefind/results.ar.json")).toEqual({ type: "application/json; charset=utf-8", cache: "public, max-age=0, must-revalidate", encoding: "br" });
  // So does its outline of the index (its chunks, and its names' words).
  expect(await served("/pagefind/outline.ar.json")).toMatchObject({ type: "application/json; charset=utf-8", cache: "public, max-age=0, must-revalidate" });
});
