import { graphql, Link } from "gatsby";
import { productPath } from "../../lib/routes";
import { Picture } from "../picture/picture";
import { buttonOutline } from "../../styles/buttons.module.css";
import { body, card, deferred, description, media, name } from "./product-card.module.css";
import { useLocalizedPath } from "../../hooks/use-locale";

interface ProductCardProps {
  product: Queries.ProductCardFragment;
  detailsLabel: string;
  /** The picture's rendered widths as an `<img sizes>` value: the grid and the carousel differ. */
  sizes: string;
  /** The short description, shown on the product range but not in the carousel. */
  showDescription?: boolean;
  headingLevel?: "h2" | "h3";
  /** Only the first card likely to be on screen loads eagerly. */
  eager?: boolean;
}

export function ProductCard({
  product,
  detailsLabel,
  sizes,
  showDescription = false,
  headingLevel: Heading = "h3",
  eager = false,
}: ProductCardProps) {
  const localized = useLocalizedPath();
  const image = product.image?.childImageSharp?.gatsbyImageData;
  return (
    <article className={card}>
      <div className={eager ? media : `${media} ${deferred}`}>
        {image && <Picture image={image} alt="" sizes={sizes} priority={eager} />}
      </div>
      <div className={body}>
        <Heading className={name}>{product.name}</Heading>
        {showDescription && <p className={description}>{product.shortDescription}</p>}
        <Link className={buttonOutline} to={localized(productPath(product.slug))}>
          {detailsLabel}
          <span className="visually-hidden">: {product.name}</span>
        </Link>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment ProductCard on Product {
    slug
    name
    shortDescription
    image {
      ...ProductPicture
    }
  }
`;
