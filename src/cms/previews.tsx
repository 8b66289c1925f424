/**
 * CMS previews drawn by the site's own components (ProductDetail, HomeView,
 * AboutView, PrivacyView), fed from the entry being edited. Their pictures are the files
 * Decap has (getAsset), handed over in the shape of the build's image data
 * with a single address, so the public components need no preview-only code
 * (the home page's JavaScript is at its budget).
 */
import { createContext, memo, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { AboutView } from "../components/about/about-view";
import { Certifications } from "../components/certifications/certifications";
import { certificateNotices } from "../lib/content-rules";
import { HomeView } from "../components/home/home-view";
import { PrivacyView } from "../components/privacy/privacy-view";
import { ProductDetail } from "../components/product/product-detail";
import { LocaleContext } from "../hooks/use-locale";
import { contentModels, type Certificate, type ContentFileName, type Product } from "../lib/content-model";
import { FEATURED_PRODUCTS_MAX } from "../lib/catalogue";
import { DEFAULT_LOCALE, localeOf, type Locale } from "../lib/locales";
import { productPath, routes } from "../lib/routes";
import { applyTranslation, translationModel } from "../lib/translations";
import { iconSymbols } from "../lib/icon-symbols";
import { daysIn, issueDate } from "../lib/issue-date";
import { REVIEW_WITHIN_DAYS, statementsToReview } from "../lib/markets";
import { certificatesShown, EXPIRING_WITHIN_DAYS, isDay, scopeWords } from "../lib/certificates";
import { loadsShown, type LoadsShown } from "../lib/packing";
import { textStatuses } from "../lib/translation-status";
import { BesideEnglish, textPairs, ViewSwitch, type PreviewView } from "./beside-english";
import { chooser as chooserStyle } from "./beside-english.module.css";
import { currentEnglish, englishReadState, englishVersion, refreshEnglish, subscribe } from "./current-english";
import { DraftChanges } from "./draft-changes";
import { englishFile, type ContentFile } from "./editor-content";

/** Decap's field configuration (an Immutable.js Map) and lists of them. */
interface FieldMap {
  get(key: string): unknown;
  set(key: string, value: unknown): FieldMap;
}
interface FieldList {
  find(predicate: (field: FieldMap) => boolean): FieldMap | undefined;
}

type AssetLookup = (path: string, field?: FieldMap) => { toString(): string } | undefined;

/** A list of the entry's data, as Decap holds it: an unchanged item is the same object from one change to the next. */
interface ItemList {
  size: number;
  get(index: number): unknown;
}

export interface PreviewProps {
  entry: FieldMap & { getIn(path: string[]): ({ toJS(): unknown } & Partial<ItemList>) | undefined };
  fields: FieldList;
  /** The field matters: a product's picture is looked up in its own folder (images/products). */
  getAsset: AssetLookup;
}

/**
 * How long typing must pause before the preview draws what was typed. Decap draws the preview on
 * every change, in the same page as the form, so each key waited for a product page, the draft's
 * changes or a translation's every text beside the English to be drawn again (decision record 0028).
 */
export const PREVIEW_PAUSE_MS = 300;

/** A preview drawn with Decap's props as they were when changes last paused for PREVIEW_PAUSE_MS (cms.tsx wraps every preview). */
export function drawnWhenTypingPauses<Props extends object>(Preview: (props: Props) => JSX.Element) {
  return function PreviewAfterPause(props: Props) {
    const [shown, setShown] = useState(props);
    useEffect(() => {
      if (shown === props) return undefined;
      const timer = setTimeout(() => setShown(props), PREVIEW_PAUSE_MS);
      return () => clearTimeout(timer);
    }, [props, shown]);
    // The same element while nothing is shown anew: React leaves the preview as it is.
    return useMemo(() => <Preview {...shown} />, [shown]);
  };
}

/** The picture lookup for one image field, found by its path in the form. */
type GetAsset = (path: string) => { toString(): string } | undefined;

function fieldAt(fields: FieldList, path: string[]): FieldMap | undefined {
  let field: FieldMap | undefined;
  let level: FieldList | undefined = fields;
  for (const name of path) {
    field = level?.find((candidate) => candidate.get("name") === name);
    level = field?.get("fields") as FieldList | undefined;
  }
  return field;
}

/** The pictures Decap has been asked for, by field and path: asking again leaves its store as it is. */
const asked = new Set<string>();

/**
 * The picture lookup of an image field. Decap's first answer for a picture changes its store (it
 * starts loading it), which must not happen while React draws the preview: React warns of it
 * ("Cannot update a component while rendering a different component"). So the first ask is made
 * just after the drawing, and the preview, drawn again as the store changes, then shows it.
 */
function assetsFor({ fields, getAsset }: PreviewProps, path: string[]): GetAsset {
  const field = fieldAt(fields, path);
  return (asset) => {
    const key = `${path.join(".")} ${asset}`;
    if (asked.has(key)) return getAsset(asset, field);
    asked.add(key);
    queueMicrotask(() => getAsset(asset, field));
    return undefined;
  };
}
type Draft<T> = { [K in keyof T]?: T[K] extends readonly (infer U)[] ? readonly Draft<U>[] : T[K] extends object ? Draft<T[K]> : T[K] };

function draftOf<T>(entry: PreviewProps["entry"]): Draft<T> {
  return (entry.getIn(["data"])?.toJS() ?? {}) as Draft<T>;
}

/**
 * A picture by address as image data: one file, no responsive sources. The
 * 4:3 size only sets the aspect ratio, the products' own; banners fill their frame.
 */
function imageDataOf(url: string): IGatsbyImageData {
  return { layout: "constrained", width: 1600, height: 1200, images: { fallback: { src: url } } };
}

function picture(path: string | undefined, getAsset: GetAsset): IGatsbyImageData | null {
  const url = path ? getAsset(path)?.toString() : undefined;
  return url ? imageDataOf(url) : null;
}

function imageFile(image: IGatsbyImageData | null) {
  return image && { childImageSharp: { gatsbyImageData: image } };
}

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



/** The labels and company facts a preview draws with, in the language of the file being edited. */
interface PreviewLanguage {
  code: Locale["code"];
  catalogue: ContentFile<"catalogue.json">;
  categories: ContentFile<"categories.json">;
  site: ContentFile<"site.json">;
}

/**
 * What a preview shows certificates with (certificates.ts): this browser's today, in UTC as the
 * build's, and their days as the file's language writes them; a certificate's optional fields as
 * the page's query gives them (null where left out).
 */
function previewCertificates({ site, code }: Pick<PreviewLanguage, "site" | "code">) {
  const certificates = site.certifications.map((certificate) => ({ ...certificate, validUntil: certificate.validUntil || null, verifyUrl: certificate.verifyUrl || null }));
  const today = new Date().toISOString().slice(0, 10);
  return { certificates, today, shownFor: (product?: { slug: string; category: string }) => certificatesShown(certificates, today, code, product) };
}

/** Entries of a content file named as the site's queries name them (slug, name). */
const named = (entries: readonly { id: string; name: string }[]) => entries.map(({ id, name }) => ({ slug: id, name }));

type DraftCertificate = Partial<Omit<Certificate, "coversProducts" | "coversCategories">> & { coversProducts?: string[]; coversCategories?: string[] };

/**
 * The English company file (site.json): its register of certificates as the About page shows it,
 * under what staff must do about it today: the certificates that have expired or expire within
 * 30 days, as the build names them (content-rules.ts certificateNotices).
 */
export function SitePreview(props: PreviewProps) {
  const language = usePreviewLanguage();
  const draft = (draftOf<{ certifications: DraftCertificate[] }>(props.entry).certifications ?? []).map((certificate) => ({
    id: certificate.id ?? "",
    kind: certificate.kind ?? "",
    name: certificate.name ?? "",
    description: certificate.description ?? "",
    issuer: certificate.issuer ?? "",
    number: certificate.number ?? "",
    coversProducts: certificate.coversProducts ?? [],
    coversCategories: certificate.coversCategories ?? [],
    issuedOn: certificate.issuedOn ?? "",
    validUntil: certificate.validUntil || undefined,
    document: certificate.document ?? "",
    verifyUrl: certificate.verifyUrl || undefined,
  }));
  const { certificates, today, shownFor } = previewCertificates({ site: { ...language.site, certifications: draft }, code: language.code });
  const shown = shownFor();
  const notices = certificateNotices(draft, today, "content/site.json");
  const scopes = scopeWords(draft, { categories: named(language.categories.categories), products: named(englishFile("products.json").products) }, ", ");
  return (
    <>
      <IconSymbols />
      <EnglishChanges {...props} />
      <section className={chooserStyle} lang="en" dir="ltr" role="status" aria-label="Certificates to renew">
        {notices.length === 0 ? (
          <p>
            No certificate has expired or expires within {EXPIRING_WITHIN_DAYS} days (today is {today}).
          </p>
        ) : (
          <>
            <p>
              <strong>Certificates to renew</strong> (today is {today}): upload the renewed certificate and change its days.
            </p>
            <ul>
              {notices.map((notice) => (
                // Keyed and named by place: a draft may hold two certificates with one id.
                <li key={notice.item}>
                  {draft[Number(/^certifications\[(\d+)\]/.exec(notice.item)?.[1])]?.name || notice.item}: {notice.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <Certifications
        heading="Certificates, as the About page shows them"
        certificates={certificates}
        labels={language.catalogue}
        expired={shown.expired}
        days={shown.days}
        scopes={scopes}
      />
    </>
  );
}

/** Set by a translation's preview; an English preview has none, and draws with the English files. */
const PreviewLanguageContext = createContext<PreviewLanguage | null>(null);

function usePreviewLanguage(): PreviewLanguage {
  return (
    useContext(PreviewLanguageContext) ?? {
      code: DEFAULT_LOCALE,
      catalogue: englishFile("catalogue.json"),
      categories: englishFile("categories.json"),
      site: englishFile("site.json"),
    }
  );
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

/** A draft's list, or none: a draft may hold anything, and what is not a list is none. */
const listIn = <T,>(value: unknown): readonly T[] => (Array.isArray(value) ? (value as T[]) : []);

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
      {product && packing && markets && (
        <ProductPage
          key={index}
          product={productContent(product, getAsset, { packing: packing.packing, markets: markets.markets, intendedUse: markets.intendedUse, analysis: markets.analysis })}
          category={categoryOf(product.category)}
          shown={register.shownFor({ slug: product.id ?? "", category: product.category ?? "" })}
          loads={packing.loads}
          reviewed={markets.reviewed}
          labels={labels}
          site={{ ...facts, certifications: register.certificates }}
          siteUrl={window.location.origin}
          issued={issueDate(new Date(), language.code)}
        />
      )}
    </>
  );
}

/** An English file's changes against the published one, for the reviewer (draft-changes.tsx). */
function EnglishChanges({ entry }: PreviewProps) {
  const path = String(entry.get("path") ?? "");
  const name = path.replace(/^content\//, "");
  if (!(name in contentModels)) return null;
  return <DraftChanges path={path} draft={entry.getIn(["data"])?.toJS()} model={contentModels[name as ContentFileName]} />;
}

type HomeContent = Queries.HomeViewFragment;
type RawHome = Omit<HomeContent, "hero" | "featured"> & {
  hero: Omit<HomeContent["hero"], "image"> & { image: string };
  featured: HomeContent["featured"] & { products?: string[] };
};

/** The icon sprite, as the site serves it (static/icons.svg). */
const ICON_SPRITE = "/icons.svg";

/** The first page of the product range as the site last built it: the first cards of the catalogue (same origin, so the admin's policy allows it). */
const PRODUCT_RANGE_DATA = `/page-data${routes.products}page-data.json`;

/** A file of the published site, read once; `empty` until it arrives, or if it cannot be read. */
function usePublished<T>(url: string, read: (response: Response) => Promise<T>, empty: T): T {
  const [value, setValue] = useState(empty);
  useEffect(() => {
    let current = true;
    fetch(url)
      .then((response) => (response.ok ? read(response) : empty))
      .then((result) => current && setValue(result))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url, read, empty]);
  return value;
}

type Card = Queries.ProductCardFragment;
const noProducts: readonly Card[] = [];

/** The data of a page of the published site, or null if it cannot be read. */
async function publishedPageData<T>(url: string): Promise<T | null> {
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) return null;
  return ((await response.json().catch(() => null)) as { result?: { data?: T } } | null)?.result?.data ?? null;
}

/**
 * The carousel's products as the draft picks them (featured.products), drawn from the published
 * site, as the build picks them (featuredProducts): each chosen product's card from its page; when
 * none is chosen, or none is published yet, the first cards of the catalogue.
 */
function useFeaturedProducts(chosen: readonly string[]): readonly Card[] {
  const picks = chosen.slice(0, FEATURED_PRODUCTS_MAX).join(" ");
  const [cards, setCards] = useState(noProducts);
  useEffect(() => {
    let current = true;
    const slugs = picks ? picks.split(" ") : [];
    Promise.all(slugs.map((slug) => publishedPageData<{ product?: Card }>(`/page-data${productPath(slug)}page-data.json`)))
      .then(async (pages) => {
        const published = pages.flatMap((page) => page?.product ?? []);
        if (published.length > 0) return published;
        return (await publishedPageData<{ allProduct?: { nodes: Card[] } }>(PRODUCT_RANGE_DATA))?.allProduct?.nodes.slice(0, FEATURED_PRODUCTS_MAX) ?? noProducts;
      })
      .then((result) => current && setCards(result))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [picks]);
  return cards;
}

export function HomePreview(props: PreviewProps) {
  const home = draftOf<RawHome>(props.entry);
  const products = useFeaturedProducts(home.featured?.products ?? []);
  const getAsset = assetsFor(props, ["hero", "image"]);
  const hero = picture(home.hero?.image, getAsset);
  const content: HomeContent = {
    hero: {
      headline: home.hero?.headline ?? "",
      text: home.hero?.text ?? "",
      cta: home.hero?.cta ?? "",
      // One picture for every screen: the phone crop is made by the build.
      image: hero && { childImageSharp: { wide: hero, narrow: hero } },
    },
    featured: {
      heading: home.featured?.heading ?? "",
      text: home.featured?.text ?? "",
      detailsLabel: home.featured?.detailsLabel ?? "",
      allLabel: home.featured?.allLabel ?? "",
      previousLabel: home.featured?.previousLabel ?? "",
      nextLabel: home.featured?.nextLabel ?? "",
    },
    whyChooseUs: {
      heading: home.whyChooseUs?.heading ?? "",
      points: (home.whyChooseUs?.points ?? []).map((point) => ({ title: point.title ?? "", text: point.text ?? "" })),
    },
  };
  return (
    <>
      <IconSymbols />
      {usePreviewLanguage().code === DEFAULT_LOCALE && <EnglishChanges {...props} />}
      <HomeView content={content} products={products} />
    </>
  );
}

type AboutContent = Queries.AboutViewFragment;
type RawAbout = Omit<AboutContent, "banner"> & { banner: Omit<AboutContent["banner"], "image"> & { image: string } };

export function AboutPreview(props: PreviewProps) {
  const language = usePreviewLanguage();
  const { code, catalogue, categories } = language;
  const { certificates, shownFor } = previewCertificates(language);
  // The products certificates name, by their English names in an English preview; a translation's draws its categories only.
  const products = code === DEFAULT_LOCALE ? englishFile("products.json").products : [];
  const about = draftOf<RawAbout>(props.entry);
  const getAsset = assetsFor(props, ["banner", "image"]);
  const titled = (item?: Draft<{ title: string; text: string }>) => ({ title: item?.title ?? "", text: item?.text ?? "" });
  const content: AboutContent = {
    banner: {
      heading: about.banner?.heading ?? "",
      text: about.banner?.text ?? "",
      image: imageFile(picture(about.banner?.image, getAsset)),
    },
    story: { heading: about.story?.heading ?? "", paragraphs: texts(about.story?.paragraphs) },
    values: { heading: about.values?.heading ?? "", items: texts(about.values?.items) },
    timeline: {
      heading: about.timeline?.heading ?? "",
      entries: (about.timeline?.entries ?? []).map((item) => ({ year: item.year ?? "", content: item.content ?? "" })),
    },
    counters: (about.counters ?? []).map((item) => ({
      target: item.target ?? 0,
      suffix: item.suffix ?? "",
      label: item.label ?? "",
    })),
    certificationsHeading: about.certificationsHeading ?? "",
    vision: titled(about.vision),
    mission: titled(about.mission),
  };
  return (
    <>
      <IconSymbols />
      {code === DEFAULT_LOCALE && <EnglishChanges {...props} />}
      <AboutView content={content} register={{ certificates, labels: catalogue, shown: shownFor(), scopes: scopeWords(certificates, { categories: named(categories.categories), products: named(products) }, localeOf(code).comma) }} />
    </>
  );
}

type PrivacyContent = Queries.PrivacyViewFragment;
type RawPrivacy = Omit<PrivacyContent, "controller"> & { controller: PrivacyContent["controller"] & { requestsDepartment: string } };

export function PrivacyPreview(props: PreviewProps) {
  const { site: facts, code } = usePreviewLanguage();
  const privacy = draftOf<RawPrivacy>(props.entry);
  // The department is named in English (a shared text), as the English site.json names it.
  const department = privacy.controller?.requestsDepartment;
  const email = englishFile("site.json").contact.emails.find((candidate) => candidate.department === department)?.address ?? null;
  const content: PrivacyContent = {
    heading: privacy.heading ?? "",
    intro: privacy.intro ?? "",
    updated: privacy.updated ?? "",
    controller: {
      heading: privacy.controller?.heading ?? "",
      text: privacy.controller?.text ?? "",
      emailLabel: privacy.controller?.emailLabel ?? "",
    },
    sections: (privacy.sections ?? []).map((section) => ({ heading: section.heading ?? "", paragraphs: texts(section.paragraphs) })),
  };
  return (
    <>
      {code === DEFAULT_LOCALE && <EnglishChanges {...props} />}
      <PrivacyView content={content} site={facts} email={email} />
    </>
  );
}

const readSymbols = async (response: Response) => iconSymbols(await response.text());

/**
 * The pages carry the icon symbols in their HTML (gatsby-ssr.tsx); a preview
 * is drawn in Decap's own frame, so it puts them there from the sprite file.
 */
function IconSymbols() {
  const symbols = usePublished(ICON_SPRITE, readSymbols, "");
  return <svg aria-hidden="true" style={{ display: "none" }} dangerouslySetInnerHTML={{ __html: symbols }} />;
}

function texts(list: readonly unknown[] | undefined): string[] {
  return (list ?? []).filter((item): item is string => typeof item === "string" && item.trim() !== "");
}

/**
 * The preview of a translation. First, each of its texts beside the English it translates
 * (beside-english.tsx); then, for a file with a page (`Preview`), a switch to that page in the
 * language's direction, labels and links: the English preview of the same file, drawn from the
 * English file with the draft's texts in place (pictures and numbers are the English file's, as
 * the editor was built). A text not yet translated shows empty, never in English.
 */
export function translationPreview(
  Preview: ((props: PreviewProps) => JSX.Element) | undefined,
  file: ContentFileName,
  locale: Locale,
  translationOf: (file: ContentFileName) => unknown,
) {
  const language: PreviewLanguage = {
    code: locale.code,
    catalogue: applyTranslation(englishFile("catalogue.json"), translationOf("catalogue.json"), contentModels["catalogue.json"]),
    categories: applyTranslation(englishFile("categories.json"), translationOf("categories.json"), contentModels["categories.json"]),
    site: applyTranslation(englishFile("site.json"), translationOf("site.json"), contentModels["site.json"]),
  };
  const model = translationModel(contentModels[file]);
  return function TranslationPreview(props: PreviewProps) {
    const [view, setView] = useState<PreviewView>("english");
    // The English as it is in the repository now, read again when the file is opened (current-english.ts).
    useSyncExternalStore(subscribe, englishVersion);
    useEffect(() => {
      void refreshEnglish(file);
    }, []);
    const english = currentEnglish(file);
    const draft: unknown = props.entry.getIn(["data"])?.toJS();
    const content = applyTranslation(english, draft, contentModels[file]);
    const changes = <DraftChanges path={String(props.entry.get("path") ?? "")} draft={draft} model={model} />;
    if (!Preview || view === "english") {
      // No status before the English of the repository is read: it would be the last build's.
      const state = englishReadState(file);
      const statuses = state === "checking" ? undefined : textStatuses(english, draft, contentModels[file], locale);
      return (
        <>
          {Preview && <ViewSwitch view={view} onChange={setView} locale={locale} />}
          {changes}
          <BesideEnglish pairs={textPairs(english, content, contentModels[file], statuses)} locale={locale} english={state} />
        </>
      );
    }
    const entry: PreviewProps["entry"] = {
      get: (key) => props.entry.get(key),
      set: (key, value) => props.entry.set(key, value),
      getIn: (path) => (path[0] === "data" ? { toJS: () => content } : props.entry.getIn(path)),
    };
    return (
      <>
        <ViewSwitch view={view} onChange={setView} locale={locale} />
        {changes}
        <div lang={locale.code} dir={locale.dir}>
          <LocaleContext.Provider value={locale.code}>
            <PreviewLanguageContext.Provider value={language}>
              <Preview {...props} entry={entry} />
            </PreviewLanguageContext.Provider>
          </LocaleContext.Provider>
        </div>
      </>
    );
  };
}
