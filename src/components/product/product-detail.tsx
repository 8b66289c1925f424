import { useLocale, useLocalizedPath } from "../../hooks/use-locale";
import { graphql, Link } from "gatsby";
import type { CertificatesShown } from "../certifications/certifications";
import { Icon } from "../icons/icons";
import { StaticPart } from "../layout/static-part";
import { Picture } from "../picture/picture";
import type { LoadsShown } from "./packing-loads";
import type { PriceShown } from "../../lib/price";
import { certificates, productFacts } from "../layout/static-facts";
import { categoryPath, inquiryPath, productPath, routes, specSheetPath } from "../../lib/routes";
import { PRODUCT_TITLE_ID } from "../../lib/first-screen";
import { ALIASES_WEIGHT } from "../../lib/search-weights";
import type { NamesByLanguage } from "../../lib/other-names";
import { button, buttonOutline } from "../../styles/buttons.module.css";
import {
  actions,
  body,
  category,
  certifications,
  description,
  featureList,
  figure,
  layout,
  main,
  name,
  otherNames,
  section,
  sheetFooter,
  sheetHeader,
  side,
  specTable,
  subheading,
} from "./product-detail.module.css";

// Drawn by the server and kept (StaticPart): their code is not in the page's first scripts (static-facts.ts).
const TradeTerms = productFacts.part(({ TradeTerms }) => TradeTerms);
const Markets = productFacts.part(({ Markets }) => Markets);
const Shipping = productFacts.part(({ Shipping }) => Shipping);
const Certifications = certificates.part(({ Certifications }) => Certifications);

interface ProductDetailProps {
  product: Queries.ProductDetailFragment;
  /** The product's category, linked above its name; absent where the language has not translated it yet. */
  category?: { slug: string; name: string } | null;
  /** The certificates that cover the product, as the build worked them out on its day. */
  shown: CertificatesShown;
  /** Its container loads and months, as the build wrote them in the page's language. */
  loads: LoadsShown;
  /** Its indicative price, as the build wrote it in the page's language on its day; null where none is current. */
  price: PriceShown | null;
  /** The days its limits by market were reviewed, as the build wrote them in the page's language, by day. */
  reviewed: Readonly<Record<string, string>>;
  labels: Queries.ProductDetailLabelsFragment;
  /** The site-wide trade facts and the company's letterhead for the printed sheet. */
  site: Queries.ProductSheetSiteFragment;
  siteUrl: string;
  /** The day this page was built, as printed on its spec sheet. */
  issued: string;
  /** Its other names as shown, in runs, those in English marked to be read in English (other-names.ts namesByLanguage). */
  aliases: NamesByLanguage;
}

/**
 * A product page. Its body is what search indexes (data-pagefind-body), without the trade terms
 * every product shares (ports, Incoterms, certifications), which would make every page match them.
 * Printed (or saved as its spec sheet, plugins/spec-sheets), the same markup
 * becomes a one-page sheet: the print styles hide the site's chrome and show the letterhead.
 */
export function ProductDetail({ product, category: productCategory, shown, loads, price, reviewed, labels, site, siteUrl, issued, aliases }: ProductDetailProps) {
  const localized = useLocalizedPath();
  const { colon, comma } = useLocale();
  const image = product.image?.childImageSharp?.gatsbyImageData;
  const { address } = site.contact;
  const certificates = site.certifications.filter((certificate) => shown.certificates.includes(certificate.id));
  // The markets whose limits the page gives, named on the sheet: "European Union, United States"; "" for none.
  const markets = product.markets.map(({ market }) => market).join(comma);
  return (
    <article className={section}>
      <header className={sheetHeader}>
        <Icon name="logo" size={48} />
        <p>
          <strong>{site.company.name}</strong>
          <br />
          {labels.specSheetTitle}
        </p>
      </header>
      <div className={layout}>
        <div className={figure}>
          {image && <Picture image={image} alt={product.name} priority />}
        </div>
        {/* Search's result shows the smallest of its picture, which scripts/search-index.mjs reads from the page (pictureOf). */}
        <div className={body} data-pagefind-body="">
          {/* What the product is: beside the picture on a wide screen. */}
          <div className={main}>
            {productCategory && (
              <p className={category} data-pagefind-meta="category">
                <Link to={localized(categoryPath(productCategory.slug))}>{productCategory.name}</Link>
              </p>
            )}
            <h1 id={PRODUCT_TITLE_ID} className={name}>{product.name}</h1>
            {/* The names search weighs just below the product's own (src/lib/search-weights.ts); not the label, which every product has. */}
            {product.alsoKnownAs && (
              <p className={otherNames}>
                <span data-pagefind-ignore="">
                  {labels.alsoKnownAsLabel}
                  {colon}
                </span>
                <span data-pagefind-meta="aliases" data-pagefind-weight={ALIASES_WEIGHT}>
                  {aliases.map(({ text, english }, index) =>
                    english ? (
                      <span key={index} lang="en">
                        {text}
                      </span>
                    ) : (
                      text
                    ),
                  )}
                </span>
              </p>
            )}
            <p className={description}>{product.description}</p>

            <h2 className={subheading}>{labels.featuresHeading}</h2>
            <ul className={featureList}>
              {/* Keyed by place: a draft in the editor's preview may hold two texts alike, or empty ones. */}
              {product.features.map((feature, index) => (
                <li key={index}>
                  <Icon name="check" size={18} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>

            <table className={specTable}>
              <caption>
                <h2 className={subheading}>{labels.specificationsHeading}</h2>
              </caption>
              {/* The same two words on every product: not indexed. */}
              <thead data-pagefind-ignore="">
                <tr>
                  <th scope="col">{labels.parameterLabel}</th>
                  <th scope="col">{labels.valueLabel}</th>
                </tr>
              </thead>
              <tbody>
                {product.specifications.map((row, index) => (
                  <tr key={index}>
                    <th scope="row">{row.parameter}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>

            <StaticPart>
              <TradeTerms product={product} minimumOrder={loads.minimumOrder} price={price} labels={labels} site={site} />
            </StaticPart>
            <StaticPart>
              <Markets product={product} reviewed={reviewed} labels={labels} />
            </StaticPart>
          </div>

          {/* How it ships, and what certifies it: under the picture on a wide screen, after the rest on a narrow one. */}
          <div className={side}>
            <StaticPart>
              <Shipping product={product} loads={loads} labels={labels} />
            </StaticPart>

            <p className={actions} data-pagefind-ignore="">
              <Link className={button} to={localized(inquiryPath(product.slug))}>
                {labels.inquireLabel}
              </Link>
              {loads.samples && (
                <Link className={buttonOutline} to={localized(inquiryPath(product.slug, { sample: true }))}>
                  {labels.requestSampleLabel}
                </Link>
              )}
              <a className={buttonOutline} href={localized(specSheetPath(product.slug))} type="application/pdf" download={`${product.slug}-spec-sheet.pdf`}>
                {labels.specSheetLabel}
              </a>
            </p>

            {certificates.length > 0 && (
              <StaticPart>
                <Certifications
                  className={certifications}
                  heading={labels.certificationsHeading}
                  certificates={certificates}
                  labels={labels}
                  expired={shown.expired}
                  days={shown.days}
                  registerPath={`${localized(routes.about)}#certificates`}
                />
              </StaticPart>
            )}
          </div>
        </div>
      </div>
      <footer className={sheetFooter}>
        <p>
          {site.company.name}, {address.street}, {address.locality} {address.postalCode}, {address.region},{" "}
          {address.country}
        </p>
        <p>
          {/* Each read left to right, whatever the page's direction. */}
          <bdi dir="ltr">{site.contact.phone}</bdi> · <bdi>{site.contact.emails[0]?.address}</bdi> · {labels.issuedLabel} {issued}
        </p>
        {/* The limits by market are the page's, not the sheet's (product-facts.tsx, Markets): a buyer holding the sheet is told which markets, and where, on the line that named the site. */}
        <p>
          {markets && (
            <>
              {labels.marketsHeading}
              {colon}
              {markets} ·{" "}
            </>
          )}
          <bdi>{`${siteUrl.replace(/^https?:\/\//, "")}${markets ? localized(productPath(product.slug)) : ""}`}</bdi>
        </p>
      </footer>
    </article>
  );
}

export const query = graphql`
  fragment ProductDetail on Product {
    slug
    name
    alsoKnownAs
    description
    features
    packaging
    origin
    specifications {
      parameter
      value
    }
    hsCode
    packing {
      unit
    }
    intendedUse
    markets {
      market
      limit
      source
      standing
      detail
      reviewedOn
    }
    analysis
    image {
      ...ProductPicture
    }
  }

  fragment ProductSheetSite on SiteJson {
    company {
      name
    }
    contact {
      ...ContactDetails
    }
    portsOfLoading
    shipmentDocuments
    incoterms
    ...Certifications
  }

  fragment ProductDetailLabels on CatalogueJson {
    featuresHeading
    specificationsHeading
    parameterLabel
    valueLabel
    tradeTermsHeading
    hsCodeLabel
    minimumOrderLabel
    minimumOrderValue
    priceLabel
    priceValue
    alsoKnownAsLabel
    portsLabel
    incotermsLabel
    shipmentDocumentsLabel
    packagingHeading
    packagingLabel
    originLabel
    certificationsHeading
    inquireLabel
    requestSampleLabel
    specSheetLabel
    specSheetTitle
    issuedLabel
    ...CertificateLabels
    ...PackingLabels
    ...MarketLabels
  }
`;
