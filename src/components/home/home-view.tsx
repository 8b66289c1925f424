import { graphql } from "gatsby";
import { withArtDirection } from "gatsby-plugin-image";
import { isPlainImage, type PictureSource, type PlainImage } from "../picture/picture";
import type { ProductCardContent } from "../product-card/product-card";
import { FeaturedCarousel } from "./featured-carousel";
import { Hero } from "./hero";
import { WhyChooseUs } from "./why-choose-us";

type HeroImage = Queries.HomeViewFragment["hero"]["image"] | PlainImage;

/** The page as queried, or as the CMS preview has it (images by address). */
export type HomeViewContent = Omit<Queries.HomeViewFragment, "hero"> & {
  hero: Omit<Queries.HomeViewFragment["hero"], "image"> & { image: HeroImage };
};

export interface HomeViewProps {
  content: HomeViewContent;
  products: readonly ProductCardContent[];
}

export function HomeView({ content, products }: HomeViewProps) {
  const { hero, featured, whyChooseUs } = content;
  return (
    <>
      <Hero headline={hero.headline} text={hero.text} cta={hero.cta} image={heroImage(hero.image)} />
      <FeaturedCarousel {...featured} products={products} />
      <WhyChooseUs heading={whyChooseUs.heading} points={whyChooseUs.points} />
    </>
  );
}

/** A landscape picture on wide screens, a portrait crop of it on phones. */
function heroImage(image: HeroImage): PictureSource | null {
  if (image && isPlainImage(image)) return image.url ? image : null;
  const wide = image?.childImageSharp?.wide;
  const narrow = image?.childImageSharp?.narrow;
  if (!wide) return null;
  return narrow ? withArtDirection(wide, [{ media: "(max-width: 639px)", image: narrow }]) : wide;
}

export const query = graphql`
  fragment HomeView on HomeJson {
    hero {
      headline
      text
      cta
      image {
        childImageSharp {
          wide: gatsbyImageData(layout: FULL_WIDTH, breakpoints: [640, 960, 1280, 1600, 2000], quality: 60)
          narrow: gatsbyImageData(width: 640, aspectRatio: 0.56, quality: 55, sizes: "100vw")
        }
      }
    }
    featured {
      heading
      text
      detailsLabel
      allLabel
      previousLabel
      nextLabel
    }
    whyChooseUs {
      heading
      points {
        title
        text
      }
    }
  }
`;
