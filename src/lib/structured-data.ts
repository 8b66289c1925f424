/**
 * schema.org descriptions of the company, its products and the page trail,
 * written into each page as JSON-LD for search engines. They are written at
 * build time only (gatsby-ssr.tsx), so none of this is in the browser's scripts.
 */
import { telHref } from "./contact-links";
import { isProductPath, routes } from "./routes";

type Json = { [key: string]: unknown };

export interface OrganizationFacts {
  name: string;
  description: string;
  foundingYear: number;
  phone: string;
  emails: readonly { department: string; address: string }[];
  address: { street: string; locality: string; region: string; postalCode: string; countryCode: string };
  social: readonly { url: string }[];
}

export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

export function organizationLd(facts: OrganizationFacts, siteUrl: string, logoUrl: string): Json {
  const telephone = telHref(facts.phone).replace(/^tel:/, "");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: facts.name,
    description: facts.description,
    url: `${siteUrl}/`,
    logo: logoUrl,
    foundingDate: String(facts.foundingYear),
    telephone,
    email: facts.emails[0]?.address,
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: facts.address.locality,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: facts.address.countryCode,
    },
    contactPoint: facts.emails.map(({ department, address }) => ({
      "@type": "ContactPoint",
      contactType: department,
      email: address,
      telephone,
      availableLanguage: ["English", "Hindi", "Gujarati"],
    })),
    sameAs: facts.social.map(({ url }) => url),
  };
}

export interface ProductFacts {
  name: string;
  slug: string;
  category: string;
  description: string;
  packaging: string;
  origin: string;
}

export function productLd(product: ProductFacts, url: string, imageUrl: string, siteUrl: string, brand: string): Json {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: [imageUrl],
    url,
    sku: product.slug,
    category: product.category,
    brand: { "@type": "Brand", name: brand },
    manufacturer: { "@id": organizationId(siteUrl) },
    countryOfOrigin: { "@type": "Country", name: "India" },
    additionalProperty: [
      { "@type": "PropertyValue", name: "Packaging", value: product.packaging },
      { "@type": "PropertyValue", name: "Origin", value: product.origin },
    ],
  };
}

export function breadcrumbLd(trail: readonly { name: string; url: string }[]): Json {
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

/** The trail Home > Products (> a product), for the product range and every product page. */
export function catalogueTrailLd(
  siteUrl: string,
  labels: { home: string; products: string },
  product?: { name: string; url: string },
): Json {
  return breadcrumbLd([
    { name: labels.home, url: `${siteUrl}${routes.home}` },
    { name: labels.products, url: `${siteUrl}${routes.products}` },
    ...(product ? [product] : []),
  ]);
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" inside any text. */
export function jsonLdText(data: Json): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The parts of content/site.json the structured data draws on. */
export interface SiteFacts {
  company: { name: string; description: string; foundingYear: number };
  contact: { phone: string; emails: OrganizationFacts["emails"]; address: OrganizationFacts["address"] };
  social: OrganizationFacts["social"];
  navigation: { home: string; products: string };
}

/** What a page's query gave it, as far as structured data is concerned. */
export interface PageFacts {
  product?: ProductFacts & { image?: { childImageSharp?: { share?: { src?: string | null } | null } | null } | null };
}

/** The logo as gatsby-plugin-manifest writes it: a 512 px PNG at a fixed address. */
export const logoPath = "/icons/icon-512x512.png";

/**
 * Every page describes the company; the product range adds its place in the
 * site, and a product page the product and its trail.
 */
export function pageStructuredData(pathname: string, page: PageFacts, site: SiteFacts, siteUrl: string): Json[] {
  const organization = organizationLd(
    { ...site.company, phone: site.contact.phone, emails: site.contact.emails, address: site.contact.address, social: site.social },
    siteUrl,
    `${siteUrl}${logoPath}`,
  );
  const url = `${siteUrl}${pathname}`;
  if (pathname === routes.products) return [organization, catalogueTrailLd(siteUrl, site.navigation)];
  const product = page.product;
  if (!product || !isProductPath(pathname)) return [organization];
  const image = `${siteUrl}${product.image?.childImageSharp?.share?.src ?? ""}`;
  return [
    organization,
    productLd(product, url, image, siteUrl, site.company.name),
    catalogueTrailLd(siteUrl, site.navigation, { name: product.name, url }),
  ];
}
