import { graphql } from "gatsby";
import { FeaturedCarousel } from "./featured-carousel";
import { Hero } from "./hero";
import { WhyChooseUs } from "./why-choose-us";

interface HomeViewProps {
  content: Queries.HomeViewFragment;
  products: readonly Queries.ProductCardFragment[];
}

export function HomeView({ content, products }: HomeViewProps) {
  const { hero, featured, whyChooseUs } = content;
  // A landscape picture on wide screens, a portrait crop of it on phones.
  const narrow = hero.image?.childImageSharp?.narrow;
  return (
    <>
      <Hero
        headline={hero.headline}
        text={hero.text}
        cta={hero.cta}
        image={hero.image?.childImageSharp?.wide ?? null}
        artDirection={narrow && { media: "(max-width: 639px)", image: narrow }}
      />
      <FeaturedCarousel {...featured} products={products} />
      <WhyChooseUs heading={whyChooseUs.heading} points={whyChooseUs.points} />
    </>
  );
}

export const query = graphql`
  fragment HomeView on HomeJson {
    hero {
      headline
      text
      cta
      image {
        childImageSharp {
          # Full width, 640 to 2,000 px: fixed widths so the <img> can state its size in pixels.
          wide: gatsbyImageData(width: 2000, outputPixelDensities: [0.32, 0.48, 0.64, 0.8, 1], sizes: "100vw", quality: 60)
          # Phones of 320 to 480 px at 1x to 2.5x. Under the hero's dark shade and text, AVIF at
          # quality 40 looks as good as at 50 and weighs about half: the phone's largest paint.
          narrow: gatsbyImageData(
            width: 640
            aspectRatio: 0.56
            outputPixelDensities: [0.5, 0.75, 1, 1.25, 1.5, 2]
            quality: 55
            avifOptions: { quality: 40 }
            sizes: "100vw"
          )
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
