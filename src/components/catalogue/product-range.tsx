import { graphql } from "gatsby";
import { useReveal } from "../../hooks/use-reveal";
import { PageHeader } from "../page-header/page-header";
import { ProductCard } from "../product-card/product-card";
import { grid, section } from "./product-range.module.css";

/**
 * The cards' rendered widths (product-range.module.css): one column, two from 640px,
 * three from 900px, within 72rem less 1rem each side. tests/e2e/images.spec.ts checks them.
 */
const productGridSizes =
  "(min-width: 1152px) 357px, (min-width: 900px) calc((100vw - 5rem) / 3), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)";

interface ProductRangeProps {
  content: Queries.ProductRangeFragment;
  products: readonly Queries.ProductCardFragment[];
}

export function ProductRange({ content, products }: ProductRangeProps) {
  const reveal = useReveal();
  return (
    <>
      <PageHeader title={content.heading} text={content.intro} />
      <section className={section} aria-label={content.heading} {...reveal}>
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
      </section>
    </>
  );
}

export const query = graphql`
  fragment ProductRange on CatalogueJson {
    heading
    intro
    detailsLabel
  }
`;
