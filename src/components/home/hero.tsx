import { Link } from "gatsby";
import { Picture, type PictureSource } from "../picture/picture";
import { routes } from "../../lib/routes";
import { button } from "../../styles/buttons.module.css";
import { backdrop, content, headline, hero, lead, shade } from "./hero.module.css";

interface HeroProps {
  headline: string;
  text: string;
  cta: string;
  image: PictureSource | null;
}

/** Full-height opening of the home page; its image is the page's largest paint, so it loads first. */
export function Hero({ headline: title, text, cta, image }: HeroProps) {
  return (
    <section className={hero} aria-labelledby="hero-title">
      {image && <Picture className={backdrop} source={image} alt="" loading="eager" fetchPriority="high" />}
      <div className={shade} />
      <div className={content}>
        <h1 id="hero-title" className={headline}>
          {title}
        </h1>
        <p className={lead}>{text}</p>
        <Link className={button} to={routes.products}>
          {cta}
        </Link>
      </div>
    </section>
  );
}
