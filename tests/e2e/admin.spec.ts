/**
 * The content editor is its own bundle at /admin/: no public page asks for
 * any of its files, search engines are told to leave it out, and the sitemap
 * does not list it.
 */
import { expect, test } from "./fixtures";
import { content } from "./content";

const publicRoutes = ["/", "/products/", `/products/${content.products[0]!.id}/`, "/about/", "/contact/", "/privacy/", "/products/gone/", "/gone/"];

test("no public route requests the admin's files", async ({ page }) => {
  // Eight pages, each until its network is idle: beside the editor's tests in the other worker it took over 30 s on CI.
  test.setTimeout(90_000);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const route of publicRoutes) {
    await page.goto(route, { waitUntil: "networkidle" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(200);
  }
  await page.getByRole("link", { name: content.site.navigation.products, exact: true }).first().click();
  await page.waitForLoadState("networkidle");
  expect(requested.length).toBeGreaterThan(publicRoutes.length);
  expect(requested.filter((pathname) => pathname.startsWith("/admin/") || /decap|cms\.js|netlify-identity/.test(pathname))).toEqual([]);
});

test("the admin page asks not to be indexed and is not in the sitemap", async ({ page, request }) => {
  await page.goto("/admin/", { waitUntil: "domcontentloaded" });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /none|noindex/);
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>[^<]*?(\/sitemap-[^<]+\.xml)<\/loc>/g)].map((match) => match[1]!);
  expect(sitemaps.length).toBeGreaterThan(0);
  for (const sitemap of sitemaps) {
    const urls = await (await request.get(sitemap)).text();
    expect(urls).toContain("/products/");
    expect(urls).not.toContain("/admin");
  }
});

test("the editor's scripts hold no content: it reads the content from admin/content.json, so a content commit leaves them as they were", async ({ request }) => {
  const script = await (await request.get("/admin/cms.js")).text();
  const editorContent = (await (await request.get("/admin/content.json")).json()) as Record<string, unknown>;
  const product = content.products[0]!;
  expect(editorContent["products.json"]).toEqual({ products: content.products });
  expect(Object.keys(editorContent)).toEqual(expect.arrayContaining(["site.json", "locales/ar/products.json", "locales/es/home.json", "locales/fr/catalogue.json"]));
  expect(script.length).toBeGreaterThan(1_000_000);
  const spanish = (editorContent["locales/es/products.json"] as { products: { description: string }[] }).products[0]!.description;
  for (const text of [product.description, content.about.story.paragraphs[0]!, spanish]) {
    expect(script.includes(text), `cms.js holds "${text}"`).toBe(false);
  }
});
