import { useRef, type RefObject } from "react";
import { Link } from "gatsby";
import { useCarousel } from "../../hooks/use-carousel";
import { useReveal } from "../../hooks/use-reveal";
import { routes } from "../../lib/routes";
import { button } from "../../styles/buttons.module.css";
import { Icon } from "../icons/icons";
import { ProductCard } from "../product-card/product-card";
import { arrow, controls, footer, head, intro, section, slide, track } from "./featured-carousel.module.css";
import { useLocalizedPath } from "../../hooks/use-locale";

/** Each slide is min(78vw, 300px) wide (featured-carousel.module.css). */
const productCarouselSizes = "(min-width: 385px) 300px, 78vw";

interface FeaturedCarouselProps {
  heading: string;
  text: string;
  detailsLabel: string;
  allLabel: string;
  previousLabel: string;
  nextLabel: string;
  products: readonly Queries.ProductCardFragment[];
}

/** The carousel's buttons: they alone re-render as the track reaches or leaves an end. */
function CarouselControls({ trackRef, previousLabel, nextLabel }: { trackRef: RefObject<HTMLElement>; previousLabel: string; nextLabel: string }) {
  const { ready, atStart, atEnd, previous, next } = useCarousel(trackRef);
  return (
    <div className={controls} data-ready={ready || undefined}>
      <button type="button" className={arrow} onClick={previous} disabled={atStart} aria-label={previousLabel}>
        <Icon name="chevron-left" />
      </button>
      <button type="button" className={arrow} onClick={next} disabled={atEnd} aria-label={nextLabel}>
        <Icon name="chevron-right" />
      </button>
    </div>
  );
}

export function FeaturedCarousel(props: FeaturedCarouselProps) {
  const localized = useLocalizedPath();
  const trackRef = useRef<HTMLUListElement>(null);
  const reveal = useReveal();
  return (
    <section className={section} aria-labelledby="featured-title" {...reveal}>
      <div className={head}>
        <div>
          <h2 id="featured-title">{props.heading}</h2>
          <p className={intro}>{props.text}</p>
        </div>
        <CarouselControls trackRef={trackRef} previousLabel={props.previousLabel} nextLabel={props.nextLabel} />
      </div>
      {/* The track scrolls by keyboard too, so it takes focus; its name comes from the heading. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={trackRef} className={track} tabIndex={0} aria-labelledby="featured-title">
        {props.products.map((product) => (
          <li key={product.slug} className={slide}>
            <ProductCard product={product} detailsLabel={props.detailsLabel} sizes={productCarouselSizes} />
          </li>
        ))}
      </ul>
      <p className={footer}>
        <Link className={button} to={localized(routes.products)}>
          {props.allLabel}
        </Link>
      </p>
    </section>
  );
}
