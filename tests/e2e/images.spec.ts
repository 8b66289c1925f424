/**
 * Pictures: every one offers AVIF before its JPEG (the screens' banners WebP too), declares its
 * size (so nothing shifts), shows its dominant colour until it arrives, and
 * says in `sizes` the width it really renders at. Only the page's largest
 * picture loads at once, with high priority; the rest load lazily.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { content } from "./content";

const firstProduct = `/products/${content.products[0]!.id}/`;
const productPictureNames = new Set(content.products.map((product) => path.basename(product.image, path.extname(product.image))));

/** Each <img> in a <picture>: its rendered width and the width its `sizes` announces at this viewport. */
function measure(page: Page) {
  return page.locator("picture img").evaluateAll((images) =>
    images.map((image) => {
      const img = image as HTMLImageElement;
      const picture = img.parentElement!;
      const sources = [...picture.querySelectorAll("source")];
      const chosen = sources.find((source) => !source.media || matchMedia(source.media).matches);
      const sizes = (chosen ?? img).getAttribute("sizes") ?? "";
      const length = sizes
        .split(/,(?![^(]*\))/)
        .map((entry) => entry.trim())
        .map((entry) => {
          const match = /^(\([^)]*\))\s+(.+)$/.exec(entry);
          return match ? { media: match[1]!, length: match[2]! } : { media: "", length: entry };
        })
        .find(({ media }) => !media || matchMedia(media).matches)!.length;
      const probe = document.createElement("div");
      probe.style.width = length;
      document.body.append(probe);
      const announced = probe.getBoundingClientRect().width;
      probe.remove();
      return {
        src: img.getAttribute("src") ?? "",
        rendered: img.getBoundingClientRect().width,
        announced,
        types: sources.map((source) => source.type).filter(Boolean),
        loading: img.loading,
        priority: img.getAttribute("fetchpriority"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        backdrop: getComputedStyle(picture).backgroundColor,
      };
    }),
  );
}

for (const width of [375, 768, 900, 1280]) {
  test(`at ${width}px every picture's sizes matches its rendered width`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const route of ["/", "/products/", firstProduct, "/about/"]) {
      await page.goto(route);
      const pictures = await measure(page);
      expect(pictures.length, route).toBeGreaterThan(0);
      for (const picture of pictures) {
        // Within 20px: `100vw` counts the scrollbar, which the layout does not.
        expect(Math.abs(picture.announced - picture.rendered), `${route} ${picture.src}`).toBeLessThanOrEqual(20);
      }
    }
  });
}

test("every picture offers AVIF (a banner WebP too, a product not), a JPEG fallback, its size and a placeholder colour", async ({ page }) => {
  for (const route of ["/", "/products/", firstProduct, "/about/"]) {
    await page.goto(route);
    for (const picture of await measure(page)) {
      // A product's picture (its file keeps the name of the product's image) skips WebP: picture.tsx.
      const isProduct = productPictureNames.has(path.basename(picture.src, ".jpg"));
      // (The hero offers each type twice: its phone crop and its wide picture.)
      expect([...new Set(picture.types)], picture.src).toEqual(isProduct ? ["image/avif"] : ["image/avif", "image/webp"]);
      expect(picture.src, route).toMatch(/\.jpg$/);
      expect(Number(picture.width), picture.src).toBeGreaterThan(0);
      expect(Number(picture.height), picture.src).toBeGreaterThan(0);
      expect(picture.backdrop, picture.src).not.toBe("rgba(0, 0, 0, 0)");
    }
  }
});

test("only the largest picture of a page loads at once, with high priority", async ({ page }) => {
  const expectedFirst: Record<string, number> = { "/": 1, "/products/": 1, [firstProduct]: 1, "/about/": 1 };
  for (const [route, eager] of Object.entries(expectedFirst)) {
    await page.goto(route);
    const pictures = await measure(page);
    const first = pictures.filter((picture) => picture.loading === "eager");
    expect(first, route).toHaveLength(eager);
    expect(first[0]!.priority, route).toBe("high");
    expect(pictures.filter((picture) => picture.loading !== "eager").every((picture) => picture.loading === "lazy"), route).toBe(true);
  }
});

test("on a phone the home page fetches its hero once, as AVIF, and no picture twice", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image" && request.url().includes("/static/")) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const hero = fetched.filter((url) => url.includes("/hero."));
  expect(hero).toHaveLength(1);
  expect(hero[0]).toMatch(/\.avif$/);
  // The browser picks lazy pictures near the screen early; each still comes once, in one format.
  const pictures = fetched.map((url) => url.split("/").slice(0, -1).join("/") + path.parse(url).name);
  expect(new Set(pictures).size).toBe(fetched.length);
});

test("on a phone the carousel's pictures wait until their cards come near the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image" && request.url().includes("/static/")) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await page.waitForTimeout(300);
  // With the page loaded and hydrated, only the hero has come: the cards sit below the fold.
  expect(fetched.filter((url) => !url.includes("/hero."))).toEqual([]);
  const track = page.locator("ul[aria-labelledby=featured-title]");
  await track.scrollIntoViewIfNeeded();
  const first = track.locator("img").first();
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const cards = await track.locator("img").count();
  // The first cards came; those far to the right still wait for the visitor to scroll the carousel.
  await expect.poll(() => fetched.filter((url) => !url.includes("/hero.")).length).toBeGreaterThan(0);
  expect(fetched.filter((url) => !url.includes("/hero.")).length).toBeLessThan(cards);
  await track.evaluate((element) => element.scrollTo(element.scrollWidth, 0));
  await expect.poll(() => track.locator("img").last().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test("every page carries the sprite's symbols, and every icon draws one of them without a request", async ({ page }) => {
  const sprite = fs.readFileSync(path.resolve(__dirname, "..", "..", "static", "icons.svg"), "utf8");
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id);
  expect(symbols.length).toBeGreaterThan(10);
  const requests: string[] = [];
  page.on("request", (request) => request.url().includes("icons.svg") && requests.push(request.url()));
  for (const route of ["/", "/contact/", firstProduct, "/about/", "/gone/"]) {
    await page.goto(route);
    const inPage = await page.locator("body > svg symbol").evaluateAll((elements) => elements.map((element) => element.id));
    expect(inPage, route).toEqual(symbols);
    const used = await page.locator("svg use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
    expect(used.length, route).toBeGreaterThan(0);
    for (const href of used) {
      expect(href, route).toMatch(/^#/);
      expect(symbols, `${route} ${href}`).toContain(href.slice(1));
    }
    // The logo's symbol draws: its <use> has the size of the 40px mark.
    const logo = await page.getByRole("banner").locator('use[href="#logo"]').boundingBox();
    expect(logo?.width, route).toBeGreaterThan(30);
  }
  expect(requests).toEqual([]);
});
