/** The home page's preview: HomeView, with the carousel's products read from the published site. */
import { useEffect, useState } from "react";
import { HomeView } from "../../../../src/components/home/home-view";
import { FEATURED_PRODUCTS_MAX } from "../../../../src/lib/catalogue";
import { DEFAULT_LOCALE } from "../../../../src/lib/locales";
import { productPath, routes } from "../../../../src/lib/routes";
import { draftOf, type PreviewProps } from "./decap-entry";
import { EnglishChanges } from "./english-changes";
import { assetsFor, picture } from "./pictures";
import { usePreviewLanguage } from "./preview-language";
import { IconSymbols, publishedPageData } from "./published";

type HomeContent = Queries.HomeViewFragment;
type RawHome = Omit<HomeContent, "hero" | "featured"> & {
  hero: Omit<HomeContent["hero"], "image"> & { image: string };
  featured: HomeContent["featured"] & { products?: string[] };
};

/** The first page of the product range as the site last built it: the first cards of the catalogue (same origin, so the admin's policy allows it). */
const PRODUCT_RANGE_DATA = `/page-data${routes.products}page-data.json`;

type Card = Queries.ProductCardFragment;
const noProducts: readonly Card[] = [];

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
