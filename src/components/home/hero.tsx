import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { routes } from "../../lib/routes";
import { button } from "../../styles/buttons.module.css";
import { Picture, type PictureProps } from "../picture/picture";
import { content, headline, hero, lead, shade } from "./hero.module.css";
import { useLocalizedPath } from "../../hooks/use-locale";

interface HeroProps {
  headline: string;
  text: string;
  cta: string;
  image: IGatsbyImageData | null;
  /** A crop for phones. */
  artDirection?: PictureProps["artDirection"];
}

/** Full-height opening of the home page; its image is the page's largest paint, so it loads first. */
export function Hero({ headline: title, text, cta, image, artDirection }: HeroProps) {
  const localized = useLocalizedPath();
  return (
    <section className={hero} aria-labelledby="hero-title">
      {image && <Picture image={image} artDirection={artDirection} alt="" fill priority />}
      <div className={shade} />
      <div className={content}>
        <h1 id="hero-title" className={headline}>
          {title}
        </h1>
        <p className={lead}>{text}</p>
        <Link className={button} to={localized(routes.products)}>
          {cta}
        </Link>
      </div>
    </section>
  );
}
