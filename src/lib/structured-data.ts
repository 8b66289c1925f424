/**
 * schema.org descriptions of the company, its products and the page trail,
 * written into each page as JSON-LD for search engines. They are written at
 * build time only (gatsby-ssr.tsx), so none of this is in the browser's scripts.
 */
import { telHref } from "./contact-links";
import type { Product, SiteFacts } from "./content-model";
import { localeOf, localizedPath, splitLocalePath, type LocaleCode } from "./locales";
import { categoryPath, isProductPath, productPath, routes } from "./routes";
import { otherNames } from "./other-names";
import type { CertificatesShown } from "./certificates";
import { minimumOrderWords, type LoadsShown } from "./packing";
import { PRICE_CURRENCY, PRICE_UNIT_CODE, type PriceShown } from "./price";

type Json = { [key: string]: unknown };

/** The parts of content/site.json the structured data draws on. */
export type SiteLdFacts = Pick<SiteFacts, "contact" | "social"> & {
  certifications: readonly CertificateLdFacts[];
  company: Pick<SiteFacts["company"], "name" | "description" | "foundingYear">;
  navigation: Pick<SiteFacts["navigation"], "home" | "products">;
};

/** A certificate of the register, as the page's query gives it (its optional fields null where left out). */
type CertificateLdFacts = Omit<SiteFacts["certifications"][number], "validUntil" | "verifyUrl"> & { validUntil?: string | null };

/**
 * A certificate as schema.org's Certification: its number, issuer, dates, the document, and
 * whether it is in force on the build's day (one past its last day, `expired`, is inactive).
 */
function certificationLd(certificate: CertificateLdFacts, expired: boolean, siteUrl: string): Json {
  return {
    "@type": "Certification",
    name: certificate.name,
    description: certificate.description,
    certificationIdentification: certificate.number,
    issuedBy: { "@type": "Organization", name: certificate.issuer },
    validFrom: certificate.issuedOn,
    ...(certificate.validUntil ? { expires: certificate.validUntil } : {}),
    certificationStatus: `https://schema.org/${expired ? "CertificationInactive" : "CertificationActive"}`,
    url: `${siteUrl}/${certificate.document}`,
  };
}

/** A product page's data, as far as structured data is concerned: the product's page query (src/templates/product.tsx). */
type ProductLdFacts = Pick<Product, "name" | "alsoKnownAs" | "description" | "packaging" | "origin" | "specifications" | "hsCode"> & {
  slug: string;
  packing: readonly { unit: string }[];
};

/** A category as its pages and its products' pages query it; absent where the language has not translated it yet. */
type CategoryLdFacts = { slug: string; name: string; intro?: string };

const propertyValue = (name: string, value: string) => ({ "@type": "PropertyValue", name, value });

function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

function organizationLd({ company, contact, social }: SiteLdFacts, siteUrl: string, logoUrl: string): Json {
  const telephone = telHref(contact.phone).replace(/^tel:/, "");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: company.name,
    description: company.description,
    url: `${siteUrl}/`,
    logo: logoUrl,
    foundingDate: String(company.foundingYear),
    telephone,
    email: contact.emails[0]?.address,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      addressLocality: contact.address.locality,
      addressRegion: contact.address.region,
      postalCode: contact.address.postalCode,
      addressCountry: contact.address.countryCode,
    },
    contactPoint: contact.emails.map(({ department, address }) => ({
      "@type": "ContactPoint",
      contactType: department,
      email: address,
      telephone,
      availableLanguage: ["English", "Hindi", "Gujarati"],
    })),
    sameAs: social.map(({ url }) => url),
  };
}

/** The catalogue's labels of a product's facts, in the page's language (content/catalogue.json). */
type ProductLdLabels = Record<"hsCodeLabel" | "minimumOrderLabel" | "minimumOrderValue" | "container20Label" | "container40Label" | "packingOptionsLabel" | "packagingLabel" | "originLabel", string>;

function productLd(
  product: ProductLdFacts,
  category: CategoryLdFacts | null | undefined,
  labels: ProductLdLabels,
  url: string,
  imageUrl: string,
  siteUrl: string,
  { company, certifications }: Pick<SiteLdFacts, "company" | "certifications">,
  /** Between packings, as the page's language writes it (locales.ts). */
  semicolon: string,
  /** The certificates that cover it, and those expired, and its minimum order, as the build worked them out (the page's context). */
  shown: ProductLdContext,
): Json {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    alternateName: otherNames(product.alsoKnownAs),
    description: product.description,
    image: [imageUrl],
    url,
    sku: product.slug,
    ...(category ? { category: category.name } : {}),
    brand: { "@type": "Brand", name: company.name },
    manufacturer: { "@id": organizationId(siteUrl) },
    countryOfOrigin: { "@type": "Country", name: "India" },
    additionalProperty: [
      ...product.specifications.map(({ parameter, value }) => propertyValue(parameter, value)),
      { ...propertyValue(labels.hsCodeLabel, product.hsCode), propertyID: "HS" },
      ...(shown.loads.minimumOrder ? [propertyValue(labels.minimumOrderLabel, minimumOrderWords(shown.loads.minimumOrder, labels))] : []),
      propertyValue(labels.packingOptionsLabel, product.packing.map(({ unit }) => unit).join(semicolon)),
      propertyValue(labels.packagingLabel, product.packaging),
      propertyValue(labels.originLabel, product.origin),
    ],
    hasCertification: certifications
      .filter(({ id }) => shown.certificates.includes(id))
      .map((certificate) => certificationLd(certificate, shown.expired.includes(certificate.id), siteUrl)),
    ...(shown.price ? { offers: offerLd(shown.price, url, siteUrl) } : {}),
  };
}

/**
 * Its current indicative price as schema.org's AggregateOffer (a range across its grades, as
 * Google's product results take a range: lowPrice, highPrice, priceCurrency), a tonne (its unit
 * price's unitCode), FOB, until its last day, sold by the company. None once that day has passed.
 */
function offerLd(price: NonNullable<ProductLdContext["price"]>, url: string, siteUrl: string): Json {
  return {
    "@type": "AggregateOffer",
    lowPrice: price.lowUsd,
    highPrice: price.highUsd,
    priceCurrency: PRICE_CURRENCY,
    priceValidUntil: price.quotedUntil,
    priceSpecification: { "@type": "UnitPriceSpecification", minPrice: price.lowUsd, maxPrice: price.highUsd, priceCurrency: PRICE_CURRENCY, unitCode: PRICE_UNIT_CODE },
    url,
    seller: { "@id": organizationId(siteUrl) },
  };
}

function breadcrumbLd(trail: readonly { name: string; url: string }[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(({ name, url }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: url,
    })),
  };
}

/** The page itself: its address and the language it is written in; a listing's page is a CollectionPage of its products. */
function webPageLd(url: string, code: LocaleCode, siteUrl: string, listing?: { name: string; items: { name: string; url: string }[] }): Json {
  const page = { "@context": "https://schema.org", "@type": "WebPage", "@id": url, url, inLanguage: code, publisher: { "@id": organizationId(siteUrl) } };
  if (!listing) return page;
  const itemListElement = listing.items.map(({ name, url: itemUrl }, index) => ({ "@type": "ListItem", position: index + 1, name, url: itemUrl }));
  return { ...page, "@type": "CollectionPage", name: listing.name, mainEntity: { "@type": "ItemList", numberOfItems: listing.items.length, itemListElement } };
}

/** The trail Home > Products (> a category) (> a product), for the product range, each category and every product page, in the page's language. */
function catalogueTrailLd(siteUrl: string, code: LocaleCode, labels: { home: string; products: string }, ...rest: ({ name: string; url: string } | null)[]): Json {
  return breadcrumbLd([
    { name: labels.home, url: `${siteUrl}${localizedPath(code, routes.home)}` },
    { name: labels.products, url: `${siteUrl}${localizedPath(code, routes.products)}` },
    ...rest.filter((step) => step !== null),
  ]);
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" inside any text. */
export function jsonLdText(data: Json): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** What a page's query gave it, as far as structured data is concerned. */
export interface PageFacts {
  product?: ProductLdFacts & { image?: { childImageSharp?: { share?: { src?: string | null } | null } | null } | null };
  catalogueJson?: ProductLdLabels;
  /** A category page's category, or a product page's (null where the language has not translated it). */
  category?: CategoryLdFacts | null;
  /** A listing page's products. */
  allProduct?: { nodes: readonly { slug: string; name: string }[] };
}

/** What a product page's context says beyond its data: the certificates that cover it, those past their last day, its loads and its current price (src/build/page-plan.ts). */
export type ProductLdContext = Pick<CertificatesShown, "certificates" | "expired"> & { loads: Pick<LoadsShown, "minimumOrder">; price?: Pick<PriceShown, "lowUsd" | "highUsd" | "quotedUntil"> | null };

/** The logo as gatsby-plugin-manifest writes it: a 512 px PNG at a fixed address. */
const logoPath = "/icons/icon-512x512.png";

/**
 * Every page describes the company and itself (in which language it is); a page of the product
 * range or of a category is a CollectionPage of its products, with its place in the site; a
 * product page adds the product and its trail (Home > Products > its category > it). `site` is
 * content/site.json in the page's language.
 */
export function pageStructuredData(pathname: string, page: PageFacts, site: SiteLdFacts, siteUrl: string, context?: ProductLdContext): Json[] {
  const { code, path } = splitLocalePath(pathname);
  const url = `${siteUrl}${pathname}`;
  const organization = organizationLd(site, siteUrl, `${siteUrl}${logoPath}`);
  const { product, catalogueJson: labels, category, allProduct } = page;
  const categoryStep = category ? { name: category.name, url: `${siteUrl}${localizedPath(code, categoryPath(category.slug))}` } : null;
  if (allProduct && path.startsWith(routes.products)) {
    const items = allProduct.nodes.map(({ slug, name }) => ({ name, url: `${siteUrl}${localizedPath(code, productPath(slug))}` }));
    const listing = { name: category?.name ?? site.navigation.products, items };
    return [organization, webPageLd(url, code, siteUrl, listing), catalogueTrailLd(siteUrl, code, site.navigation, categoryStep)];
  }
  const common = [organization, webPageLd(url, code, siteUrl)];
  if (!product || !labels || !context || !isProductPath(pathname)) return common;
  const image = `${siteUrl}${product.image?.childImageSharp?.share?.src ?? ""}`;
  return [
    ...common,
    productLd(product, category, labels, url, image, siteUrl, site, localeOf(code).semicolon, context),
    catalogueTrailLd(siteUrl, code, site.navigation, categoryStep, { name: product.name, url }),
  ];
}
