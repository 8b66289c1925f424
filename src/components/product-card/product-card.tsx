import { graphql, Link } from "gatsby";
import { Picture, pictureOf, type ImageField } from "../picture/picture";
import { productPath } from "../../lib/routes";
import { buttonOutline } from "../../styles/buttons.module.css";
import { body, card, description, media, name } from "./product-card.module.css";

/** The card's product as queried, or as the CMS preview has it (image by address). */
export type ProductCardContent = Omit<Queries.ProductCardFragment, "image"> & { image: ImageField };

interface ProductCardProps {
  product: ProductCardContent;
  detailsLabel: string;
  /** The short description, shown on the product range but not in the carousel. */
  showDescription?: boolean;
  headingLevel?: "h2" | "h3";
  /** Only the first card likely to be on screen loads eagerly. */
  eager?: boolean;
}

export function ProductCard({
  product,
  detailsLabel,
  showDescription = false,
  headingLevel: Heading = "h3",
  eager = false,
}: ProductCardProps) {
  const image = pictureOf(product.image);
  return (
    <article className={card}>
      <div className={media}>
        {image && <Picture source={image} alt="" loading={eager ? "eager" : "lazy"} />}
      </div>
      <div className={body}>
        <Heading className={name}>{product.name}</Heading>
        {showDescription && <p className={description}>{product.shortDescription}</p>}
        <Link className={buttonOutline} to={productPath(product.slug)}>
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
      childImageSharp {
        gatsbyImageData(
          width: 400
          aspectRatio: 1.3333
          sizes: "(min-width: 1200px) 360px, (min-width: 900px) calc((100vw - 6rem) / 3), (min-width: 640px) calc((100vw - 4rem) / 2), calc(100vw - 2rem)"
        )
      }
    }
  }
`;
