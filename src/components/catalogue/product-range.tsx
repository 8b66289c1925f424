import { graphql } from "gatsby";
import { useReveal } from "../../hooks/use-reveal";
import { categoryPath, routes } from "../../lib/routes";
import { CATEGORY_FILTER, CATEGORY_ORDER, categoryOrder } from "../../lib/search-marks";
import { CATEGORY_TEXT_WEIGHT } from "../../lib/search-weights";
import { PageHeader } from "../page-header/page-header";
import { ProductCard } from "../product-card/product-card";
import { CategoryLinks } from "./category-links";
import { Pagination } from "./pagination";
import { grid, section } from "./product-range.module.css";

/**
 * The cards' rendered widths (product-range.module.css): one column, two from 640px,
 * three from 900px, within 72rem less 1rem each side. tests/e2e/images.spec.ts checks them.
 */
const productGridSizes =
  "(min-width: 1152px) 357px, (min-width: 900px) calc((100vw - 5rem) / 3), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)";

interface ProductRangeProps {
  content: Queries.ProductRangeFragment;
  /** The category this page lists; null or absent on the product range itself. */
  category?: { slug: string; name: string; intro: string } | null;
  /** The categories to link to above the grid, in the catalogue's order. */
  categories: readonly { slug: string; name: string }[];
  products: readonly Queries.ProductCardFragment[];
  /** Which page of the listing this is (from 1), and how many it has. */
  page: number;
  pageCount: number;
}

/** The product range, or one category of it: a page of cards, the category links above them and the links to the other pages. */
export function ProductRange({ content, category, categories, products, page, pageCount }: ProductRangeProps) {
  const reveal = useReveal();
  const heading = category?.name ?? content.heading;
  return (
    <>
      {category && page === 1 ? (
        // What search finds a category by: its name and introduction (scripts/search-index.mjs); its
        // place in the catalogue orders the categories a query without results offers (src/lib/search.ts).
        // Its result has no picture: an empty one, or Pagefind would take the first card's, and index
        // the letters and digits of its address. Its introduction weighs little: a word it mentions
        // ("cumin") lists the product that is sold under it first.
        <div data-pagefind-body="" data-pagefind-weight={CATEGORY_TEXT_WEIGHT} data-pagefind-meta="image:" data-pagefind-filter={`kind:${CATEGORY_FILTER.kind}`} data-pagefind-sort={`${CATEGORY_ORDER}:${categoryOrder(categories, category.slug)}`}>
          <PageHeader title={heading} text={category.intro} />
        </div>
      ) : (
        <PageHeader title={heading} text={category?.intro ?? content.intro} />
      )}
      <section className={section} aria-label={heading} {...reveal}>
        <CategoryLinks label={content.categoriesLabel} allLabel={content.allProductsLabel} categories={categories} current={category?.slug ?? null} firstPage={page === 1} />
        <ul className={grid}>
          {products.map((product, index) => (
            <li key={product.slug}>
              <ProductCard
                product={product}
                detailsLabel={content.detailsLabel}
                sizes={productGridSizes}
                showDescription
                headingLevel="h2"
                eager={index === 0}
              />
            </li>
          ))}
        </ul>
        <Pagination labels={content} firstPage={category ? categoryPath(category.slug) : routes.products} page={page} pageCount={pageCount} />
      </section>
    </>
  );
}

export const query = graphql`
  fragment ProductRange on CatalogueJson {
    heading
    intro
    detailsLabel
    categoriesLabel
    allProductsLabel
    ...Pagination
  }
`;
