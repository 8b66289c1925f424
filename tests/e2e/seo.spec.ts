/**
 * Reads the built HTML of every page as a crawler or a chat app would, with
 * no JavaScript: titles, descriptions, canonical URLs, share tags, structured
 * data, the sitemap and robots.txt.
 */
import fs from "node:fs";
import { certificateState, covers, siteToday } from "../../src/lib/certificates";
import { priceShown } from "../../src/lib/price";
import path from "node:path";
import { expect, test } from "./fixtures";
import { content } from "./content";
import { localizedPath, locales, splitLocalePath } from "../../src/lib/locales";
import { SEARCH_PATH } from "../../src/lib/routes";

const publicDir = path.resolve(__dirname, "..", "..", "public");
const siteUrl = "https://www.sorathagroexports.com";
const categoryRoutes = content.categories.map((category) => `/products/category/${category.id}/`);
const productRoutes = content.products.map((product) => `/products/${product.id}/`);
const englishRoutes = ["/", "/products/", ...categoryRoutes, ...productRoutes, "/about/", "/contact/", "/privacy/", SEARCH_PATH];
/** Every page in every language. */
const realRoutes = locales.flatMap(({ code }) => englishRoutes.map((route) => localizedPath(code, route)));
const notFoundFiles = locales.flatMap(({ code }) => [localizedPath(code, "/404.html"), localizedPath(code, "/products/404.html")].map((file) => file.slice(1)));

const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
const htmlFor = (route: string) => read(path.join(route, "index.html"));
const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

function head(html: string) {
  const meta = (attribute: string, key: string) => {
    const all = [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, "g"))];
    expect(all.length, `${attribute}=${key} appears once`).toBeLessThanOrEqual(1);
    return all[0] ? decode(all[0][1]!) : undefined;
  };
  const titles = [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => decode(match[1]!));
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1]);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return { meta, titles, canonical, jsonLd, lang: html.match(/<html[^>]* lang="([^"]+)"/)?.[1] };
}

function fileForUrl(url: string): string {
  expect(url.startsWith(`${siteUrl}/`), url).toBe(true);
  return path.join(publicDir, decodeURIComponent(new URL(url).pathname));
}

test("every real page has one title, a described head, a canonical URL and complete share tags", () => {
  for (const route of realRoutes) {
    const { meta, titles, canonical, lang } = head(htmlFor(route));
    expect(titles, route).toHaveLength(1);
    expect(titles[0]!.endsWith(` | ${content.site.company.name}`), route).toBe(true);
    expect(lang, route).toBe(splitLocalePath(route).code);

    const description = meta("name", "description")!;
    expect(description.length, `${route} description length`).toBeGreaterThanOrEqual(50);
    expect(description.length, `${route} description length`).toBeLessThanOrEqual(160);
    expect(canonical, route).toEqual([`${siteUrl}${route}`]);

    expect(meta("property", "og:title"), route).toBe(titles[0]);
    expect(meta("property", "og:description"), route).toBe(description);
    expect(meta("property", "og:url"), route).toBe(`${siteUrl}${route}`);
    expect(meta("property", "og:site_name"), route).toBe(content.site.company.name);
    expect(meta("property", "og:type"), route).toBe(productRoutes.includes(splitLocalePath(route).path) ? "product" : "website");
    expect(meta("name", "twitter:card"), route).toBe("summary_large_image");
    expect(meta("name", "twitter:title"), route).toBe(titles[0]);
    expect(meta("name", "twitter:description"), route).toBe(description);
    const image = meta("property", "og:image")!;
    expect(meta("name", "twitter:image"), route).toBe(image);
    expect(fs.existsSync(fileForUrl(image)), `${route} share image ${image} exists`).toBe(true);
  }
});

test("the served head's address, languages and share tags stay once the page has hydrated; moving to another page, its title and description follow, and none of the first page's is left", async ({ page }) => {
  // Soya meal: its category (Oil Meals) has another name, so its page another title.
  const served = head(htmlFor("/products/soya-meal/"));
  await page.goto("/products/soya-meal/");
  const inHead = (selector: string, attribute: string) => page.locator(`head ${selector}`).evaluateAll((tags, name) => tags.map((tag) => tag.getAttribute(name)), attribute);
  // Hydrated (the fixture waits for it), the head still says what the served page said, each once.
  expect(await inHead('link[rel="canonical"]', "href")).toEqual(served.canonical);
  expect(await inHead('meta[property="og:title"]', "content")).toEqual([served.meta("property", "og:title")]);
  expect(await inHead('meta[name="twitter:image"]', "content")).toEqual([served.meta("name", "twitter:image")]);
  expect(await inHead('link[rel="alternate"][hreflang]', "hreflang")).toHaveLength(locales.length + 1);
  await expect(page).toHaveTitle(served.titles[0]!);

  // Inside the app, to the product's category.
  await page.getByRole("main").locator('a[href^="/products/category/"]').first().click();
  await expect(page).toHaveURL(/\/products\/category\//);
  await expect(page).not.toHaveTitle(served.titles[0]!);
  await expect(page).toHaveTitle(new RegExp(` \\| ${content.site.company.name}$`));
  const description = await inHead('meta[name="description"]', "content");
  expect(description).toHaveLength(1);
  expect(description[0]).not.toBe(served.meta("name", "description"));
  // The first page's address and share tags are gone, not left to describe the second.
  expect(await inHead('link[rel="canonical"]', "href")).toEqual([]);
  expect(await inHead("[data-static]", "content")).toEqual([]);
});

test("descriptions and titles are written for each page, not repeated", () => {
  const descriptions = realRoutes.map((route) => head(htmlFor(route)).meta("name", "description"));
  expect(new Set(descriptions).size).toBe(realRoutes.length);
  // The Grains and Pulses products are named as their categories: their pages' titles still differ.
  const titles = realRoutes.map((route) => head(htmlFor(route)).titles[0]);
  expect(realRoutes.flatMap((route, index) => (titles.indexOf(titles[index]) === index ? [] : [`${route}: ${titles[index]}`]))).toEqual([]);
});

test("product pages share the product picture cropped to 1200x630", async () => {
  const sharp = (await import("sharp")).default;
  for (const product of content.products) {
    const image = head(htmlFor(`/products/${product.id}/`)).meta("property", "og:image")!;
    const { width, height } = await sharp(fileForUrl(image)).metadata();
    expect([width, height], product.id).toEqual([1200, 630]);
  }
});

test("every page describes the company as an Organization", () => {
  const { site } = content;
  for (const route of realRoutes) {
    const organization = head(htmlFor(route)).jsonLd.find((data) => data["@type"] === "Organization")!;
    expect(organization, route).toBeDefined();
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: site.company.name,
      url: `${siteUrl}/`,
      foundingDate: "2011",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Junagadh",
        addressRegion: "Gujarat",
        postalCode: "362037",
        addressCountry: "IN",
      },
      sameAs: site.social.map((profile) => profile.url),
    });
    const contactPoints = organization.contactPoint as { email: string; telephone: string; contactType: string }[];
    expect(contactPoints.map((point) => point.email)).toEqual(site.contact.emails.map((email) => email.address));
    for (const point of contactPoints) {
      expect(point.telephone).toBe(site.contact.phone.replace(/\s/g, ""));
      expect(point.contactType).toBeTruthy();
    }
    expect(fs.existsSync(fileForUrl(organization.logo as string))).toBe(true);
  }
});

test("every product page with a current price, in every language, gives its Product what Google's product results require: a name and an offer with its lowest price and currency", () => {
  const priced = content.products.filter(({ price }) => priceShown(price, siteToday(), "en"));
  // Every example price runs to 2027-03-01 at least; past its day, a price is named by the build and offered nowhere (the test above).
  if (siteToday() < "2027-03-01") expect(priced).toHaveLength(content.products.length);
  for (const { code } of locales) {
    for (const product of priced) {
      const described = head(htmlFor(localizedPath(code, `/products/${product.id}/`))).jsonLd.find((data) => data["@type"] === "Product")!;
      expect(typeof described.name, `${code} ${product.id}`).toBe("string");
      const offers = described.offers as { "@type": string; lowPrice?: number; priceCurrency?: string } | undefined;
      expect(offers?.["@type"], `${code} ${product.id}`).toBe("AggregateOffer");
      expect(offers?.lowPrice).toBeGreaterThan(0);
      expect(offers?.priceCurrency).toBe("USD");
    }
  }
});

test("product pages describe the Product, and a breadcrumb leads to them", () => {
  for (const product of content.products) {
    const url = `${siteUrl}/products/${product.id}/`;
    const { jsonLd } = head(htmlFor(`/products/${product.id}/`));
    const described = jsonLd.find((data) => data["@type"] === "Product")!;
    expect(described).toMatchObject({
      "@context": "https://schema.org",
      name: product.name,
      // The other names buyers know it by, each apart (content/products.json writes them with commas).
      alternateName: product.alsoKnownAs.split(/\s*,\s*/),
      description: product.description,
      category: content.categories.find(({ id }) => id === product.category)!.name,
      url,
      brand: { "@type": "Brand", name: content.site.company.name },
      countryOfOrigin: { "@type": "Country", name: "India" },
    });
    // The certificates that cover it, each a schema.org Certification with its number, issuer, dates, document and status.
    const covering = content.site.certifications.filter((certificate) => covers(certificate, product.id, product.category));
    expect(described.hasCertification).toEqual(
      covering.map((certificate) => ({
        "@type": "Certification",
        name: certificate.name,
        description: certificate.description,
        certificationIdentification: certificate.number,
        issuedBy: { "@type": "Organization", name: certificate.issuer },
        validFrom: certificate.issuedOn,
        ...(certificate.validUntil ? { expires: certificate.validUntil } : {}),
        // As on the day the site under test was built (it is built on the real day, to be deployed).
        certificationStatus: `https://schema.org/${certificateState(certificate, siteToday()) === "expired" ? "CertificationInactive" : "CertificationActive"}`,
        url: `${siteUrl}/${certificate.document}`,
      })),
    );
    // Its indicative price as its offer, while current on the day the site was built (the product results' rule: an offer, a review or a rating).
    const price = priceShown(product.price, siteToday(), "en") ? product.price : null;
    expect(described.offers, product.id).toEqual(
      price
        ? {
            "@type": "AggregateOffer",
            lowPrice: price.lowUsd,
            highPrice: price.highUsd,
            priceCurrency: "USD",
            priceValidUntil: price.quotedUntil,
            priceSpecification: { "@type": "UnitPriceSpecification", minPrice: price.lowUsd, maxPrice: price.highUsd, priceCurrency: "USD", unitCode: "TNE" },
            url,
            seller: { "@id": `${siteUrl}/#organization` },
          }
        : undefined,
    );
    // The specifications first, then the trade terms and the packaging, each a schema.org PropertyValue.
    expect(described.additionalProperty).toEqual([
      ...product.specifications.map(({ parameter, value }) => ({ "@type": "PropertyValue", name: parameter, value })),
      { "@type": "PropertyValue", name: "HS code", value: product.hsCode, propertyID: "HS" },
      { "@type": "PropertyValue", name: "Minimum order", value: decode((/<dt>Minimum order<\/dt> <dd>(.*?)<\/dd>/.exec(htmlFor(`/products/${product.id}/`))?.[1] ?? "(not on the page)").replace(/<[^>]*>/g, "")) },
      { "@type": "PropertyValue", name: "Packing", value: product.packing.map(({ unit }) => unit).join("; ") },
      { "@type": "PropertyValue", name: "Packaging", value: product.packaging },
      { "@type": "PropertyValue", name: "Origin", value: product.origin },
    ]);
    for (const image of described.image as string[]) expect(fs.existsSync(fileForUrl(image))).toBe(true);

    const trail = jsonLd.find((data) => data["@type"] === "BreadcrumbList")!;
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: content.site.navigation.home, item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: content.site.navigation.products, item: `${siteUrl}/products/` },
      {
        "@type": "ListItem",
        position: 3,
        name: content.categories.find(({ id }) => id === product.category)!.name,
        item: `${siteUrl}/products/category/${product.category}/`,
      },
      { "@type": "ListItem", position: 4, name: product.name, item: url },
    ]);
  }
  const range = head(htmlFor("/products/")).jsonLd.find((data) => data["@type"] === "BreadcrumbList")!;
  expect(range.itemListElement).toHaveLength(2);
});

test("the product range and each category page are a CollectionPage listing their products, in the page's language", () => {
  for (const { code } of locales) {
    for (const category of [null, ...content.categories]) {
      const route = localizedPath(code, category ? `/products/category/${category.id}/` : "/products/");
      const collection = head(htmlFor(route)).jsonLd.find((data) => data["@type"] === "CollectionPage") as { url: string; mainEntity: { itemListElement: { url: string }[] } };
      const members = content.products.filter((product) => !category || product.category === category.id);
      expect(collection.url, route).toBe(`${siteUrl}${route}`);
      expect(collection.mainEntity.itemListElement.map(({ url }) => url), route).toEqual(members.map(({ id }) => `${siteUrl}${localizedPath(code, `/products/${id}/`)}`));
    }
  }
});

test("the not-found pages are noindex and claim no canonical address", () => {
  for (const file of notFoundFiles) {
    const html = read(file);
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(head(html).canonical).toEqual([]);
  }
});

test("the sitemap lists exactly the real routes, and robots.txt points to it", () => {
  const index = read("sitemap-index.xml");
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const urls = sitemaps.flatMap((sitemap) =>
    [...fs.readFileSync(fileForUrl(sitemap), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]),
  );
  expect(urls.sort()).toEqual(realRoutes.map((route) => `${siteUrl}${route}`).sort());

  const robots = read("robots.txt");
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
});

test("a web app manifest with the brand colour and icons, and no service worker", () => {
  const manifest = JSON.parse(read("manifest.webmanifest"));
  expect(manifest).toMatchObject({ name: content.site.company.name, start_url: "/", theme_color: "#1e3d27" });
  for (const icon of manifest.icons as { src: string }[]) {
    expect(fs.existsSync(path.join(publicDir, icon.src)), icon.src).toBe(true);
  }
  const html = htmlFor("/");
  for (const link of [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)]) {
    expect(fs.existsSync(path.join(publicDir, link[1]!)), link[1]).toBe(true);
  }
  expect(fs.existsSync(path.join(publicDir, "sw.js"))).toBe(false);
  expect(html).not.toContain("serviceWorker");
});

test("internal links to pages, canonical URLs and the sitemap all use trailing slashes", () => {
  for (const route of realRoutes) {
    for (const [, href] of htmlFor(route).matchAll(/<a [^>]*href="(\/[^"#?]*)"/g)) {
      const isFile = /\.[a-z0-9]+$/.test(href!);
      expect(href!.endsWith("/") || isFile, `${route} links to ${href}`).toBe(true);
    }
  }
});
