/**
 * The parts of a product page that never change once drawn: its trade terms, and how it ships.
 * A chunk of their own, drawn by the server and kept as it drew them (StaticPart, decision record
 * 0045): a page's first scripts do not carry them.
 */
import { useLocale } from "../../hooks/use-locale";
import { minimumOrderWords } from "../../lib/packing";
import { PackingLoads, type LoadsShown } from "./packing-loads";
import { facts, subheading } from "./product-detail.module.css";

interface TradeTermsProps {
  product: Pick<Queries.ProductDetailFragment, "hsCode">;
  /** One container of the smallest size any packing loads, as the packing table says; absent for a product loaded nowhere (a draft in the editor). */
  minimumOrder: LoadsShown["minimumOrder"];
  labels: Queries.ProductDetailLabelsFragment;
  site: Queries.ProductSheetSiteFragment;
}

/** The trade terms: the product's HS code and minimum order, then the terms every product shares. */
export function TradeTerms({ product, minimumOrder, labels, site }: TradeTermsProps) {
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
            <dt>{labels.minimumOrderLabel}</dt> <dd>{minimumOrderWords(minimumOrder, labels)}</dd>
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
  return labels.samplesValue.replace("{kg}", samples.sizeKg).replace("{days}", samples.dispatchDays).replace("{courier}", courier);
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
          <dt>{labels.packagingLabel}</dt> <dd>{product.packaging}</dd>
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
