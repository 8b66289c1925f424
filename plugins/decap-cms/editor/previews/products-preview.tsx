/** The catalogue's preview: the product being edited as its page shows it (ProductDetail), with what staff must review. */
import { memo, useRef, useState } from "react";
import { ProductDetail } from "../../../../src/components/product/product-detail";
import type { Product } from "../../../../src/lib/content-model";
import { DEFAULT_LOCALE, localeOf, type Locale } from "../../../../src/lib/locales";
import { daysIn, issueDate } from "../../../../src/lib/issue-date";
import { REVIEW_WITHIN_DAYS, statementsToReview } from "../../../../src/lib/markets";
import { isDay } from "../../../../src/lib/certificates";
import { namesByLanguage } from "../../../../src/lib/other-names";
import { loadsShown, type LoadsShown } from "../../../../src/lib/packing";
import { priceShown } from "../../../../src/lib/price";
import { priceNotices } from "../../../../src/lib/content-rules";
import { chooser as chooserStyle } from "../beside-english.module.css";
import { currentEnglish } from "../current-english";
import { draftOf, listIn, texts, type Draft, type ItemList, type PreviewProps } from "./decap-entry";
import { EnglishChanges } from "./english-changes";
import { assetsFor, imageFile, picture, type GetAsset } from "./pictures";
import { previewCertificates, usePreviewLanguage } from "./preview-language";
import { IconSymbols } from "./published";

/** `shared`: its packing units as previewPacking leaves them, and its limits by market, use and analysis as previewMarkets does. */
function productContent(
  product: Draft<Product>,
  getAsset: GetAsset,
  shared: Pick<Queries.ProductDetailFragment, "packing" | "markets" | "intendedUse" | "analysis">,
): Queries.ProductDetailFragment {
  return {
    slug: product.id ?? "",
    name: product.name ?? "",
    alsoKnownAs: product.alsoKnownAs ?? "",
    description: product.description ?? "",
    // What is not written yet (a product not yet translated, a feature just added) is left out, not drawn empty.
    features: texts(product.features),
    packaging: product.packaging ?? "",
    origin: product.origin ?? "",
    specifications: (product.specifications ?? []).map((row) => ({ parameter: row.parameter ?? "", value: row.value ?? "" })).filter((row) => `${row.parameter}${row.value}`.trim() !== ""),
    hsCode: product.hsCode ?? "",
    ...shared,
    image: imageFile(picture(product.image, getAsset)),
  };
}

/**
 * The product this person is editing: the last one whose data changed as they typed (Decap keeps an
 * unchanged product the same object from one keystroke to the next), else the first. A file loaded
 * again (after a save, with someone else's changes in it: Decap's entry then has a new `raw`) is no
 * edit of theirs, so the product stays the one they edited, found again by its id. Only it is drawn,
 * so the preview follows the form and typing stays quick whatever the catalogue's size.
 */
function useEditedIndex(list: Partial<ItemList> | undefined, products: readonly { id?: string }[], loadedFrom: unknown): number {
  const previous = useRef<{ list?: Partial<ItemList>; texts?: string[]; loadedFrom?: unknown }>({});
  const edited = useRef<{ index: number; id?: string }>({ index: 0 });
  const reloaded = "loadedFrom" in previous.current && previous.current.loadedFrom !== loadedFrom;
  let changed = -1;
  if (list?.get && list.size !== undefined) {
    const before = previous.current.list;
    if (before?.get && before !== list) {
      for (let index = 0; index < list.size; index += 1) {
        if (list.get(index) !== before.get(index)) {
          changed = index;
          break;
        }
      }
    }
    previous.current = { list, loadedFrom };
  } else {
    // A translation's page is drawn from plain data made afresh each time: compared by content.
    const texts = products.map((product) => JSON.stringify(product));
    const before = previous.current.texts;
    changed = before ? texts.findIndex((text, index) => text !== before[index]) : -1;
    previous.current = { texts, loadedFrom };
  }
  if (changed >= 0 && !reloaded) edited.current = { index: changed, id: products[changed]?.id };
  const byId = edited.current.id === undefined ? -1 : products.findIndex((product) => product.id === edited.current.id);
  return Math.min(byId >= 0 ? byId : edited.current.index, Math.max(products.length - 1, 0));
}

/** The product's English draft or file, which holds what is the same in every language (numbers, days, choices, addresses). */
function englishOf(product: Draft<Product>, code: Locale["code"]) {
  return code === DEFAULT_LOCALE ? product : currentEnglish("products.json").products.find((candidate) => candidate.id === product.id);
}

/**
 * A product's packing units, and their loads, months and samples as its page shows them, in the language
 * `code`: the numbers are the English file's (a translation holds only the units' names), worked out
 * as the build does. A unit not written yet (not translated) is left out with its loads.
 */
function previewPacking(product: Draft<Product>, code: Locale["code"]): { packing: { unit: string }[]; loads: LoadsShown } {
  const numbers = englishOf(product, code);
  // A box emptied in the form holds no number yet: drawn as none.
  const options = listIn<Record<string, unknown> | null>(numbers?.packing).map((option) => ({
    netKg: Number(option?.netKg) || 0,
    per20ft: Number(option?.per20ft) || 0,
    per40ft: Number(option?.per40ft) || 0,
    leadTimeDays: Number(option?.leadTimeDays) || 0,
  }));
  const samples = (numbers?.samples ?? {}) as Partial<Record<string, unknown>>;
  const shown = loadsShown(
    {
      packing: options,
      availableMonths: listIn(numbers?.availableMonths).map(String),
      samples: { terms: String(samples.terms ?? ""), sizeKg: Number(samples.sizeKg) || 0, dispatchDays: Number(samples.dispatchDays) || 0 },
    },
    code,
  );
  const units = options.map((_, index) => String(listIn<Record<string, unknown> | null>(product.packing)[index]?.unit ?? "").trim());
  const written = units.flatMap((unit, index) => (unit ? [index] : []));
  return { packing: written.map((index) => ({ unit: units[index]! })), loads: { ...shown, loads: written.map((index) => shown.loads[index]!) } };
}

/**
 * A product's limits by market as its page shows them, in the language `code`: the market, limit
 * and detail the draft holds, the rest (the law's address, where it stands, the day reviewed) and
 * its use and certificate of analysis from the English file, the same in every language. A
 * statement not written yet (not translated) is left out. With them, the statements to review on
 * `today`, translated or not.
 */
function previewMarkets(product: Draft<Product>, code: Locale["code"], today: string) {
  const english = englishOf(product, code);
  const said = listIn<Partial<Record<string, unknown>> | null>(product.markets);
  const statements = listIn<Partial<Record<string, unknown>> | null>(english?.markets);
  const markets = statements
    .map((statement, index) => ({
      market: String(said[index]?.market ?? "").trim(),
      limit: String(said[index]?.limit ?? "").trim(),
      detail: String(said[index]?.detail ?? "").trim(),
      source: String(statement?.source ?? ""),
      standing: String(statement?.standing ?? ""),
      reviewedOn: String(statement?.reviewedOn ?? ""),
    }))
    .filter(({ market, limit }) => market !== "" && limit !== "");
  // Every statement with a day, translated or not, named as the build names them (content-rules.ts marketNotices), on this browser's day.
  const dated = statements
    .map((statement, index) => ({ market: String(said[index]?.market ?? "").trim(), reviewedOn: String(statement?.reviewedOn ?? "") }))
    .filter(({ reviewedOn }) => isDay(reviewedOn));
  return {
    markets,
    toReview: statementsToReview(dated, today).map(({ index, days }) => ({ ...dated[index]!, days })),
    intendedUse: String(english?.intendedUse ?? ""),
    analysis: String(english?.analysis ?? ""),
    reviewed: daysIn(markets.map(({ reviewedOn }) => reviewedOn).filter(isDay), code),
  };
}

/**
 * A product's indicative price as its page shows it on `today`, in the language `code`, from the
 * English file's figures (the same in every language), with a notice for staff where it has ended
 * or ends within PRICE_NOTICE_DAYS, as the build names it (content-rules.ts priceNotices).
 */
function previewPrice(product: Draft<Product>, code: Locale["code"], today: string) {
  const figures = (englishOf(product, code)?.price ?? {}) as Partial<Record<string, unknown>>;
  // A box emptied in the form holds no number yet: no price.
  const price = { lowUsd: Number(figures.lowUsd) || 0, highUsd: Number(figures.highUsd) || 0, quotedUntil: isDay(String(figures.quotedUntil ?? "")) ? String(figures.quotedUntil) : undefined };
  const notice = priceNotices([{ id: product.id ?? "", price }], today, "content/products.json")[0];
  return { shown: priceShown(price, today, code), notice: notice && `${notice.field}: ${notice.message}` };
}

const ProductPage = memo(ProductDetail);

export function ProductsPreview(props: PreviewProps) {
  const language = usePreviewLanguage();
  const { catalogue: labels, site: facts, categories } = language;
  const register = previewCertificates(language);
  const categoryOf = (id: string | undefined) => {
    const category = categories.categories.find((candidate) => candidate.id === id);
    return category ? { slug: category.id, name: category.name } : null;
  };
  const list = props.entry.getIn(["data", "products"]);
  const products = draftOf<{ products: Product[] }>(props.entry).products ?? [];
  const edited = useEditedIndex(list, products, props.entry.get("raw"));
  // The product chosen in the list below, until another product is edited.
  const [chosen, setChosen] = useState<{ id: string; whileEditing: number } | null>(null);
  const chosenIndex = chosen && chosen.whileEditing === edited ? products.findIndex((candidate) => candidate.id === chosen.id) : -1;
  const index = chosenIndex >= 0 ? chosenIndex : edited;
  const item = list?.get?.(index) as { toJS?: () => unknown } | undefined;
  const product = (item?.toJS?.() ?? products[index]) as Draft<Product> | undefined;
  const getAsset = assetsFor(props, ["products", "image"]);
  const untranslated = language.code !== DEFAULT_LOCALE && product !== undefined && !product.name?.trim();
  const packing = product && previewPacking(product, language.code);
  const markets = product && previewMarkets(product, language.code, register.today);
  const price = product && previewPrice(product, language.code, register.today);
  // A product not translated yet is listed by its English name.
  const englishNameOf = (id: string | undefined) => (language.code === DEFAULT_LOCALE ? undefined : currentEnglish("products.json").products.find((candidate) => candidate.id === id)?.name);
  return (
    <>
      <IconSymbols />
      {language.code === DEFAULT_LOCALE && <EnglishChanges {...props} />}
      {products.length > 1 && (
        <p className={chooserStyle} lang="en" dir="ltr">
          <label>
            Product shown{" "}
            <select value={product?.id ?? ""} onChange={(event) => setChosen({ id: event.target.value, whileEditing: edited })}>
              {products.map((candidate, position) => (
                <option key={`${candidate.id ?? ""}-${position}`} value={candidate.id ?? ""}>
                  {candidate.name?.trim() || `${englishNameOf(candidate.id) ?? candidate.id ?? "(no web address yet)"} (not translated yet)`}
                </option>
              ))}
            </select>
          </label>{" "}
          (the product last edited, until you choose)
        </p>
      )}
      {untranslated && (
        <p className={chooserStyle} lang="en" dir="ltr" role="note">
          Not translated yet: this product is withheld from the {localeOf(language.code).englishName} website until it is. What is translated so far is drawn below.
        </p>
      )}
      {markets && markets.toReview.length > 0 && (
        <section className={chooserStyle} lang="en" dir="ltr" role="status" aria-label="Limits by market to review">
          <p>
            <strong>Limits by market to review</strong> (today is {register.today}): check each against the law it cites, correct what changed, and set its day reviewed.
          </p>
          <ul>
            {markets.toReview.map(({ market, reviewedOn, days }, at) => (
              <li key={at}>
                {market || "(no market yet)"}: last reviewed on {reviewedOn}, {days} days ago (more than {REVIEW_WITHIN_DAYS}).
              </li>
            ))}
          </ul>
        </section>
      )}
      {price?.notice && (
        <p className={chooserStyle} lang="en" dir="ltr" role="status">
          <strong>Price to update</strong> (today is {register.today}): {price.notice}
        </p>
      )}
      {product && packing && markets && (
        <ProductPage
          key={index}
          product={productContent(product, getAsset, { packing: packing.packing, markets: markets.markets, intendedUse: markets.intendedUse, analysis: markets.analysis })}
          category={categoryOf(product.category)}
          shown={register.shownFor({ slug: product.id ?? "", category: product.category ?? "" })}
          loads={packing.loads}
          price={price?.shown ?? null}
          reviewed={markets.reviewed}
          labels={labels}
          site={{ ...facts, certifications: register.certificates }}
          siteUrl={window.location.origin}
          issued={issueDate(new Date(), language.code)}
          aliases={namesByLanguage(product.alsoKnownAs ?? "", englishNameOf(product.id) ?? "", localeOf(language.code).name)}
        />
      )}
    </>
  );
}
