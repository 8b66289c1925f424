import { graphql, Link } from "gatsby";
import { Icon } from "../icons/icons";
import { Picture } from "../picture/picture";
import { inquiryPath } from "../../lib/routes";
import { button } from "../../styles/buttons.module.css";
import {
  body,
  category,
  description,
  featureList,
  figure,
  layout,
  name,
  packagingList,
  section,
  subheading,
} from "./product-detail.module.css";

interface ProductDetailProps {
  product: Queries.ProductDetailFragment;
  labels: Queries.ProductDetailLabelsFragment;
}

export function ProductDetail({ product, labels }: ProductDetailProps) {
  const image = product.image?.childImageSharp?.gatsbyImageData;
  return (
    <article className={section}>
      <div className={layout}>
        <div className={figure}>
          {image && <Picture image={image} alt={product.name} priority />}
        </div>
        <div className={body}>
          <p className={category}>{product.category}</p>
          <h1 className={name}>{product.name}</h1>
          <p className={description}>{product.description}</p>

          <h2 className={subheading}>{labels.featuresHeading}</h2>
          <ul className={featureList}>
            {product.features.map((feature) => (
              <li key={feature}>
                <Icon name="check" size={18} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>

          <h2 className={subheading}>{labels.packagingHeading}</h2>
          <dl className={packagingList}>
            <div>
              <dt>{labels.packagingLabel}</dt>
              <dd>{product.packaging}</dd>
            </div>
            <div>
              <dt>{labels.originLabel}</dt>
              <dd>{product.origin}</dd>
            </div>
          </dl>

          <Link className={button} to={inquiryPath(product.slug)}>
            {labels.inquireLabel}
          </Link>
        </div>
      </div>
    </article>
  );
}

export const query = graphql`
  fragment ProductDetail on Product {
    slug
    name
    category
    description
    features
    packaging
    origin
    image {
      ...ProductPicture
    }
  }

  fragment ProductDetailLabels on CatalogueJson {
    featuresHeading
    packagingHeading
    packagingLabel
    originLabel
    inquireLabel
  }
`;
