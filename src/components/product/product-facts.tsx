/**
 * The parts of a product page that never change once drawn: its trade terms, its limits by market,
 * and how it ships. A chunk of their own, drawn by the server and kept as it drew them (StaticPart, decision record
 * 0045): a page's first scripts do not carry them.
 */
import { graphql } from "gatsby";
import { useLocale } from "../../hooks/use-locale";
import { fillInCounts } from "../../lib/counts";
import { fillIn } from "../../lib/fill-in";
import { minimumOrderWords } from "../../lib/packing";
import type { PriceShown } from "../../lib/price";
import { DirectedText } from "./directed-text";
import { PackingLoads, type LoadsShown } from "./packing-loads";
import { analysisNote, facts, markets, onScreen, range, standing, subheading } from "./product-detail.module.css";

interface TradeTermsProps {
  product: Pick<Queries.ProductDetailFragment, "hsCode">;
  /** One container of the smallest size any packing loads, as the packing table says; absent for a product loaded nowhere (a draft in the editor). */
  minimumOrder: LoadsShown["minimumOrder"];
  /** Its indicative price on the build's day; null where none is current (quoted on request only, or past its last day). */
  price: PriceShown | null;
  labels: Queries.ProductDetailLabelsFragment;
  site: Queries.ProductSheetSiteFragment;
}

/**
 * A text with each range's dash kept on the line of the number after it: a line may break after an
 * en dash, which left "(16–" on one line and "21 t" on the next. The dash and the digits on either
 * side go in a span that does not wrap; the text itself (and the JSON-LD's) stays as written.
 */
function keepingRanges(text: string): React.ReactNode[] {
  return text.split(/(\d–\d)/).map((part, index) => (index % 2 ? <span key={index} className={range}>{part}</span> : part));
}

/** The trade terms: the product's HS code, minimum order and indicative price, then the terms every product shares. */
export function TradeTerms({ product, minimumOrder, price, labels, site }: TradeTermsProps) {
  // The lists of trade terms are punctuated as the page's language writes them (Arabic: ،).
  const { comma } = useLocale();
  return (
    <>
      <h2 className={subheading}>{labels.tradeTermsHeading}</h2>
      {/* Each term and its value apart by a space: search's index (Pagefind) runs a <dt> and its <dd> together into one word. */}
      <dl className={facts}>
        <div>
          <dt data-pagefind-meta="hsLabel">{labels.hsCodeLabel}</dt> <dd data-pagefind-meta="hs">{product.hsCode}</dd>
        </div>
        {minimumOrder && (
          <div data-pagefind-ignore="">
            <dt>{labels.minimumOrderLabel}</dt> <dd>{keepingRanges(minimumOrderWords(minimumOrder, labels))}</dd>
          </div>
        )}
        {price && (
          <div data-pagefind-ignore="">
            <dt>{labels.priceLabel}</dt> <dd>{keepingRanges(fillIn(labels.priceValue, { range: price.range, date: price.until }))}</dd>
          </div>
        )}
        <div data-pagefind-ignore="">
          <dt>{labels.portsLabel}</dt> <dd>{site.portsOfLoading.join(comma)}</dd>
        </div>
        <div data-pagefind-ignore="">
          <dt>{labels.incotermsLabel}</dt> <dd>{site.incoterms.join(comma)}</dd>
        </div>
        <div data-pagefind-ignore="">
          <dt>{labels.shipmentDocumentsLabel}</dt> <dd>{site.shipmentDocuments}</dd>
        </div>
      </dl>
    </>
  );
}

/** "1 kg, sent within 3 days of your request; the buyer pays the courier", or that none are sent. */
function samplesWords(samples: LoadsShown["samples"], labels: Queries.PackingLabelsFragment): string {
  if (!samples) return labels.samplesNotSentValue;
  const courier = samples.courierPaidBy === "company" ? labels.courierCompanyValue : labels.courierBuyerValue;
  return fillInCounts(labels.samplesValue, { kg: samples.sizeKg, days: samples.dispatchDays, courier });
}

interface ShippingProps {
  product: Pick<Queries.ProductDetailFragment, "packaging" | "origin" | "packing">;
  /** Its container loads and months, as the build wrote them in the page's language. */
  loads: LoadsShown;
  labels: Queries.ProductDetailLabelsFragment;
}

/** How the product is packed and shipped, where it comes from, its samples, and the months it is available. */
export function Shipping({ product, loads, labels }: ShippingProps) {
  return (
    <>
      <h2 className={subheading}>{labels.packagingHeading}</h2>
      <dl className={facts}>
        <div>
          {/* data-packing: search tells a query for packing ("bags supplier") by it (scripts/search-index.mjs, packingOf). */}
          <dt>{labels.packagingLabel}</dt> <dd data-packing="">{product.packaging}</dd>
        </div>
        <div>
          <dt>{labels.originLabel}</dt> <dd>{product.origin}</dd>
        </div>
        <div data-pagefind-ignore="">
          <dt>{labels.samplesLabel}</dt> <dd>{samplesWords(loads.samples, labels)}</dd>
        </div>
      </dl>
      <PackingLoads packing={product.packing} shown={loads} labels={labels} />
    </>
  );
}

interface MarketsProps {
  product: Pick<Queries.ProductDetailFragment, "intendedUse" | "markets" | "analysis">;
  /** The days its statements were reviewed, as the page's language writes them, by day. */
  reviewed: Readonly<Record<string, string>>;
  labels: Queries.MarketLabelsFragment;
}

/**
 * What the product meets in the markets it is offered to (src/lib/markets.ts): its intended use,
 * then per market the limit buyers there check, linked to the law, where the product stands and
 * how, and when that was last reviewed; and a certificate of analysis representative of the
 * product. Not on the printed sheet, which a page's other facts fill: each market's limit and
 * standing alone, run in at 8 pt, took 24 of the 40 sheets to a second page (2026-12-05). The sheet's last line names
 * the markets and this page's address (product-detail.tsx).
 */
export function Markets({ product, reviewed, labels }: MarketsProps) {
  const uses: Record<string, string> = { food: labels.useFood, feed: labels.useFeed, fertiliser: labels.useFertiliser, industrial: labels.useIndustrial };
  // "Reviewed on {date}": the day in its place, wherever the language puts it.
  const [reviewedBefore, reviewedAfter = ""] = labels.reviewedLabel.split("{date}");
  const standings: Record<string, string> = { "as-standard": labels.asStandardLabel, "on-request": labels.onRequestLabel, "not-offered": labels.notOfferedLabel };
  return (
    // Words every product's statements share (laboratory, regulation, the EU) would make search find every product: not indexed.
    <section className={onScreen} aria-labelledby="markets-heading" data-pagefind-ignore="">
      <h2 id="markets-heading" className={subheading}>
        {labels.marketsHeading}
      </h2>
      <dl className={facts}>
        <div>
          <dt>{labels.intendedUseLabel}</dt> <dd>{uses[product.intendedUse] ?? product.intendedUse}</dd>
        </div>
      </dl>
      <ul className={markets}>
        {/* Keyed by place: a draft in the editor's preview may hold two alike. */}
        {product.markets.map((statement, index) => (
          <li key={index}>
            <h3>{statement.market}</h3>
            <p>
              <DirectedText text={statement.limit} />{" "}
              {/* https only: the build accepts no other (content-rules.ts), but a draft in the editor's preview may hold anything. */}
              {statement.source.startsWith("https://") && <a href={statement.source}>{labels.sourceLabel}</a>}
            </p>
            <p>
              <strong className={standing}>{standings[statement.standing] ?? statement.standing}</strong> <DirectedText text={statement.detail} />
            </p>
            <p>
              <small>
                {reviewedBefore}
                <time dateTime={statement.reviewedOn}>{reviewed[statement.reviewedOn] ?? statement.reviewedOn}</time>
                {reviewedAfter}
              </small>
            </p>
          </li>
        ))}
      </ul>
      <p>
        <a href={`/${product.analysis}`} type="application/pdf">
          {labels.analysisLabel}
        </a>
        <br />
        <small className={analysisNote}>{labels.analysisNote}</small>
      </p>
    </section>
  );
}

export const query = graphql`
  fragment MarketLabels on CatalogueJson {
    marketsHeading
    intendedUseLabel
    useFood
    useFeed
    useFertiliser
    useIndustrial
    asStandardLabel
    onRequestLabel
    notOfferedLabel
    reviewedLabel
    sourceLabel
    analysisLabel
    analysisNote
  }
`;
