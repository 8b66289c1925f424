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
          # Full width from 640 px, in the widths Chromium chooses at 768, 1280 and 1920 px and 1x to
          # 3x (bench/picture-widths.mjs; 640 was chosen by none), 2,000 px the <img>'s stated size.
          wide: gatsbyImageData(width: 2000, breakpoints: [960, 1280, 1600, 2000], sizes: "100vw", quality: 60)
          # Phones, in the widths a 375 px phone chooses at 1x, 2x and 3x (a constrained image always
          # makes its own width, so that is the smallest). Under the hero's dark shade and text, AVIF
          # at quality 40 looks as good as at 50 and weighs about half: the phone's largest paint.
          narrow: gatsbyImageData(
            width: 480
            aspectRatio: 0.56
            breakpoints: [480, 800, 1280]
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
