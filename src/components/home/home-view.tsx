import { graphql } from "gatsby";
import { withArtDirection, type IGatsbyImageData } from "gatsby-plugin-image";
import { FeaturedCarousel } from "./featured-carousel";
import { Hero } from "./hero";
import { WhyChooseUs } from "./why-choose-us";

export interface HomeViewProps {
  content: Queries.HomeViewFragment;
  products: readonly Queries.ProductCardFragment[];
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
function heroImage(image: Queries.HomeViewFragment["hero"]["image"]): IGatsbyImageData | null {
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
