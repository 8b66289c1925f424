import arabicCatalogue from "../../../content/locales/ar/catalogue.json";
import arabicProducts from "../../../content/locales/ar/products.json";
import arabicSite from "../../../content/locales/ar/site.json";
import catalogue from "../../../content/catalogue.json";
import categories from "../../../content/categories.json";
import products from "../../../content/products.json";
import site from "../../../content/site.json";
import { contentModels } from "../../../src/lib/content-model";
import { jsonLdText, pageStructuredData, type PageFacts } from "../../../src/lib/structured-data";
import { certificatesShown } from "../../../src/lib/certificates";
import { loadsShown } from "../../../src/lib/packing";
import { priceShown } from "../../../src/lib/price";
import { applyTranslation } from "../../../src/lib/translations";

const siteUrl = "https://example.com";
const [first] = products.products;
const product = { ...first!, slug: first!.id, image: { childImageSharp: { share: { src: "/static/share/soya.jpg" } } } };
type Ld = Record<string, unknown> & { contactPoint: unknown[]; itemListElement: unknown[] };
const byType = (data: Record<string, unknown>[], type: string) => data.find((item) => item["@type"] === type) as Ld;
/** A product page's context on 2026-11-29: the certificates that cover it, none expired, and its loads. */
const onTheDay = { ...certificatesShown(site.certifications, "2026-11-29", "en", { slug: first!.id, category: first!.category }), loads: loadsShown(first!, "en") };

describe("a product's certificates (schema.org Certification)", () => {
  const pathname = `/products/${product.slug}/`;
  const certificationsOn = (today: string) =>
    byType(pageStructuredData(pathname, { product, catalogueJson: catalogue }, site, siteUrl, { ...onTheDay, ...certificatesShown(site.certifications, today, "en", { slug: first!.id, category: first!.category }) }), "Product")
      .hasCertification as Record<string, unknown>[];
  const iso = site.certifications.find(({ id }) => id === "iso-22000")!;

  it("each with its number, issuer, dates, document, and in force until its last day", () => {
    expect(certificationsOn("2027-01-19").find(({ name }) => name === iso.name)).toEqual({
      "@type": "Certification",
      name: iso.name,
      description: iso.description,
      certificationIdentification: iso.number,
      issuedBy: { "@type": "Organization", name: iso.issuer },
      validFrom: iso.issuedOn,
      expires: iso.validUntil,
      certificationStatus: "https://schema.org/CertificationActive",
      url: `${siteUrl}/${iso.document}`,
    });
  });

  it("inactive from the day after, while the others stay in force; one without expiry has no expires", () => {
    const statuses = Object.fromEntries(certificationsOn("2027-01-20").map(({ name, certificationStatus }) => [name, certificationStatus]));
    expect(statuses[iso.name]).toBe("https://schema.org/CertificationInactive");
    expect(Object.values(statuses).filter((status) => String(status).endsWith("Active"))).toHaveLength(Object.keys(statuses).length - 1);
    expect(certificationsOn("2027-01-20").find(({ name }) => name === "Importer-Exporter Code (IEC)")).not.toHaveProperty("expires");
  });
});

describe("a product's indicative price (schema.org AggregateOffer)", () => {
  const pathname = `/products/${product.slug}/`;
  const offersOn = (today: string) => byType(pageStructuredData(pathname, { product, catalogueJson: catalogue }, site, siteUrl, { ...onTheDay, price: priceShown(first!.price, today, "en") }), "Product").offers;

  it("is its offer while current: the range, in US dollars a tonne FOB, until its last day, sold by the company", () => {
    expect(offersOn("2026-11-29")).toEqual({
      "@type": "AggregateOffer",
      lowPrice: first!.price.lowUsd,
      highPrice: first!.price.highUsd,
      priceCurrency: "USD",
      priceValidUntil: first!.price.quotedUntil,
      priceSpecification: { "@type": "UnitPriceSpecification", minPrice: first!.price.lowUsd, maxPrice: first!.price.highUsd, priceCurrency: "USD", unitCode: "TNE" },
      url: `${siteUrl}${pathname}`,
      seller: { "@id": `${siteUrl}/#organization` },
    });
    // Google's product results take a Product with an offer (or a review, or a rating): name, lowPrice and priceCurrency at least.
    expect(first!.price.lowUsd).toBeGreaterThan(0);
  });

  it("is no offer from the day after its last day, nor where the product is quoted on request only", () => {
    const dayAfter = new Date(Date.parse(`${first!.price.quotedUntil}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(offersOn(first!.price.quotedUntil)).toBeDefined();
    expect(offersOn(dayAfter)).toBeUndefined();
    const unpriced = pageStructuredData(pathname, { product, catalogueJson: catalogue }, site, siteUrl, { ...onTheDay, price: priceShown({ lowUsd: 0, highUsd: 0 }, "2026-11-29", "en") });
    expect(byType(unpriced, "Product")).not.toHaveProperty("offers");
  });
});

describe("pageStructuredData", () => {
  it("describes the company on every page, from content/site.json", () => {
    for (const pathname of ["/", "/about/", "/contact/"]) {
      const data = pageStructuredData(pathname, {}, site, siteUrl);
      expect(data.map((item) => item["@type"])).toEqual(["Organization", "WebPage"]);
      expect(byType(data, "WebPage")).toMatchObject({ url: `${siteUrl}${pathname}`, inLanguage: "en", publisher: { "@id": `${siteUrl}/#organization` } });
    }
    const organization = byType(pageStructuredData("/", {}, site, siteUrl), "Organization");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@id": `${siteUrl}/#organization`,
      name: site.company.name,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/icons/icon-512x512.png`,
      foundingDate: String(site.company.foundingYear),
      email: site.contact.emails[0]!.address,
      telephone: site.contact.phone.replace(/\s/g, ""),
      address: { "@type": "PostalAddress", postalCode: site.contact.address.postalCode, addressCountry: site.contact.address.countryCode },
      sameAs: site.social.map(({ url }) => url),
    });
    expect(organization.contactPoint).toHaveLength(site.contact.emails.length);
    expect(organization.contactPoint[0]).toMatchObject({ "@type": "ContactPoint", contactType: site.contact.emails[0]!.department });
  });

  const cards = { nodes: products.products.slice(0, 2).map(({ id, name }) => ({ slug: id, name })) };
  const oilMeals = { slug: categories.categories[0]!.id, name: categories.categories[0]!.name, intro: categories.categories[0]!.intro };

  it("makes a page of the product range a CollectionPage of its products, with its place in the site", () => {
    const data = pageStructuredData("/products/page/2/", { allProduct: cards }, site, siteUrl);
    expect(data.map((item) => item["@type"])).toEqual(["Organization", "CollectionPage", "BreadcrumbList"]);
    expect(byType(data, "CollectionPage")).toMatchObject({
      url: `${siteUrl}/products/page/2/`,
      name: site.navigation.products,
      mainEntity: {
        "@type": "ItemList",
        numberOfItems: 2,
        itemListElement: cards.nodes.map(({ slug, name }, index) => ({ "@type": "ListItem", position: index + 1, name, url: `${siteUrl}/products/${slug}/` })),
      },
    });
    expect(byType(data, "BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: site.navigation.home, item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: site.navigation.products, item: `${siteUrl}/products/` },
    ]);
  });

  it("makes a category page a CollectionPage named after its category, and puts the category in the trail", () => {
    const pathname = `/products/category/${oilMeals.slug}/`;
    const data = pageStructuredData(pathname, { allProduct: cards, category: oilMeals }, site, siteUrl);
    expect(byType(data, "CollectionPage")).toMatchObject({ url: `${siteUrl}${pathname}`, name: oilMeals.name });
    expect(byType(data, "BreadcrumbList").itemListElement[2]).toEqual({ "@type": "ListItem", position: 3, name: oilMeals.name, item: `${siteUrl}${pathname}` });
  });

  it("describes a product page's product, made by the company, and its trail", () => {
    const pathname = `/products/${product.slug}/`;
    const data = pageStructuredData(pathname, { product, category: oilMeals, catalogueJson: catalogue } satisfies PageFacts, site, siteUrl, onTheDay);
    expect(data.map((item) => item["@type"])).toEqual(["Organization", "WebPage", "Product", "BreadcrumbList"]);
    expect(byType(data, "Product")).toMatchObject({
      name: product.name,
      description: product.description,
      image: [`${siteUrl}/static/share/soya.jpg`],
      url: `${siteUrl}${pathname}`,
      sku: product.slug,
      category: oilMeals.name,
      brand: { "@type": "Brand", name: site.company.name },
      manufacturer: { "@id": `${siteUrl}/#organization` },
      additionalProperty: [
        ...product.specifications.map(({ parameter, value }) => ({ "@type": "PropertyValue", name: parameter, value })),
        { "@type": "PropertyValue", name: "HS code", value: product.hsCode, propertyID: "HS" },
        // One 20 ft container of 50 kg bags (500: 25 t) or in bulk (26 t), as the page says it.
        { "@type": "PropertyValue", name: "Minimum order", value: "One 20 ft container (25–26 t net, by packing)" },
        { "@type": "PropertyValue", name: "Packing", value: product.packing.map(({ unit }) => unit).join("; ") },
        { "@type": "PropertyValue", name: "Packaging", value: product.packaging },
        { "@type": "PropertyValue", name: "Origin", value: product.origin },
      ],
    });
    expect(product.specifications.length).toBeGreaterThanOrEqual(4);
    // An oil meal: the registrations, ISO 22000 and the IEC; not FSSAI's licence (food) nor the Spices Board's.
    expect((byType(data, "Product").hasCertification as { certificationIdentification: string }[]).map(({ certificationIdentification }) => certificationIdentification)).toEqual(
      ["iopepc-rcmc", "iso-22000", "iec"].map((id) => site.certifications.find((certificate) => certificate.id === id)!.number),
    );
    // Home > Products > Oil meals > the product.
    expect(byType(data, "BreadcrumbList").itemListElement.slice(2)).toEqual([
      { "@type": "ListItem", position: 3, name: oilMeals.name, item: `${siteUrl}/products/category/${oilMeals.slug}/` },
      { "@type": "ListItem", position: 4, name: product.name, item: `${siteUrl}${pathname}` },
    ]);
  });

  it("leaves the category out of a product's description and trail where the language has not translated it", () => {
    const data = pageStructuredData(`/ar/products/${product.slug}/`, { product, category: null, catalogueJson: catalogue }, site, siteUrl, onTheDay);
    expect(byType(data, "Product")).not.toHaveProperty("category");
    expect(byType(data, "BreadcrumbList").itemListElement).toHaveLength(3);
  });

  it("describes only the company and the page on the product not-found page, which has no product", () => {
    expect(pageStructuredData("/products/404.html", {}, site, siteUrl, onTheDay).map((item) => item["@type"])).toEqual(["Organization", "WebPage"]);
  });

  it("speaks the page's language: its texts, labels, trail and inLanguage", () => {
    const siteAr = applyTranslation(site, arabicSite, contentModels["site.json"]);
    const labels = applyTranslation(catalogue, arabicCatalogue, contentModels["catalogue.json"]);
    const productAr = { ...applyTranslation(products, arabicProducts, contentModels["products.json"]).products[0]!, slug: product.slug, image: product.image };
    const pathname = `/ar/products/${product.slug}/`;
    const data = pageStructuredData(pathname, { product: productAr, catalogueJson: labels }, siteAr, siteUrl, onTheDay);
    // Its certificates in Arabic, their numbers as they are.
    expect((byType(data, "Product").hasCertification as { name: string }[]).map(({ name }) => name)).toContain(siteAr.certifications.find(({ id }) => id === "iec")!.name);
    expect(byType(data, "WebPage")).toMatchObject({ url: `${siteUrl}${pathname}`, inLanguage: "ar" });
    expect(byType(data, "Organization")).toMatchObject({ description: siteAr.company.description, name: site.company.name });
    expect(byType(data, "Product")).toMatchObject({ name: productAr.name, description: productAr.description, url: `${siteUrl}${pathname}` });
    // Its other names, each apart, read at the Arabic comma.
    expect(byType(data, "Product").alternateName).toEqual(productAr.alsoKnownAs.split("، "));
    expect((byType(data, "Product").alternateName as string[]).length).toBeGreaterThan(1);
    expect(byType(data, "Product").additionalProperty).toContainEqual({ "@type": "PropertyValue", name: labels.hsCodeLabel, value: product.hsCode, propertyID: "HS" });
    // Packings are separated by the Arabic semicolon.
    expect(productAr.packing.length).toBeGreaterThan(1);
    expect(byType(data, "Product").additionalProperty).toContainEqual({ "@type": "PropertyValue", name: labels.packingOptionsLabel, value: productAr.packing.map(({ unit }) => unit).join("؛ ") });
    expect(byType(data, "BreadcrumbList").itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: siteAr.navigation.home, item: `${siteUrl}/ar/` },
      { "@type": "ListItem", position: 2, name: siteAr.navigation.products, item: `${siteUrl}/ar/products/` },
      { "@type": "ListItem", position: 3, name: productAr.name, item: `${siteUrl}${pathname}` },
    ]);
    expect(productAr.name).not.toBe(product.name);
  });
});

describe("jsonLdText", () => {
  it("cannot close its <script> element, whatever the content says", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
