/**
 * schema.org descriptions of the company, its products and the page trail,
 * written into each page as JSON-LD for search engines.
 */
import { telHref } from "./contact-links";
import { routes } from "./routes";

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
