import { graphql } from "gatsby";
import { useReveal } from "../../hooks/use-reveal";
import { PageHeader } from "../page-header/page-header";
import { ProductCard } from "../product-card/product-card";
import { grid, section } from "./product-range.module.css";

export interface ProductRangeProps {
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
