import type React from "react";
import { graphql } from "gatsby";
import { useReveal } from "../../hooks/use-reveal";
import type { Certificate, CertificatesShown } from "../certifications/certifications";
import { Icon } from "../icons/icons";
import { StaticPart } from "../layout/static-part";
import { Picture } from "../picture/picture";
import { certificates } from "../layout/static-facts";
import { Counter } from "./counter";
import {
  about,
  banner,
  bannerContent,
  bannerShade,
  card,
  cards,
  counters,
  section,
  story,
  timeline,
  valueList,
  year,
} from "./about-view.module.css";

/** The company's register of certificates, as the About page shows it (src/pages/about.tsx). */
export interface Register {
  certificates: readonly Certificate[];
  labels: Queries.CertificateLabelsFragment;
  shown: CertificatesShown;
  /** What each covers, in words, by id (certificates.ts scopeWords). */
  scopes: Readonly<Record<string, string>>;
}

interface AboutViewProps {
  content: Queries.AboutViewFragment;
  register: Register;
}

// Drawn by the server and kept (StaticPart): its code is not in the page's first scripts (static-facts.ts).
const Certifications = certificates.part(({ Certifications }) => Certifications);

export function AboutView({ content, register }: AboutViewProps) {
  const image = content.banner.image?.childImageSharp?.gatsbyImageData;
  return (
    <div className={about}>
      <section className={banner} aria-labelledby="about-title">
        {image && <Picture image={image} alt="" fill priority />}
        <div className={bannerShade} />
        <div className={bannerContent}>
          <h1 id="about-title">{content.banner.heading}</h1>
          <p>{content.banner.text}</p>
        </div>
      </section>

      <Reveal className={`${section} ${story}`} labelledBy="story-title">
        <h2 id="story-title">{content.story.heading}</h2>
        {/* Keyed by place: a draft in the editor's preview may hold two texts alike, or empty ones. */}
        {content.story.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <h3>{content.values.heading}</h3>
        <ul className={valueList}>
          {content.values.items.map((value, index) => (
            <li key={index}>
              <Icon name="check" size={18} />
              {value}
            </li>
          ))}
        </ul>
      </Reveal>

      <Reveal className={section} labelledBy="timeline-title">
        <h2 id="timeline-title">{content.timeline.heading}</h2>
        <ol className={timeline}>
          {content.timeline.entries.map((entry, index) => (
            <li key={index}>
              <span className={year}>{entry.year}</span>
              <p>{entry.content}</p>
            </li>
          ))}
        </ol>
      </Reveal>

      <div className={section}>
        <ul className={counters}>
          {content.counters.map((counter, index) => (
            <li key={index}>
              <Counter target={counter.target} suffix={counter.suffix} label={counter.label} />
            </li>
          ))}
        </ul>
      </div>

      <Reveal className={`${section} ${cards}`}>
        {[content.vision, content.mission].map((item, index) => (
          <div key={index} className={card}>
            <h2>{item.title}</h2>
            <p>{item.text}</p>
          </div>
        ))}
      </Reveal>

      <div className={section}>
        <StaticPart>
          <Certifications
            heading={content.certificationsHeading}
            certificates={register.certificates.filter(({ id }) => register.shown.certificates.includes(id))}
            labels={register.labels}
            expired={register.shown.expired}
            days={register.shown.days}
            scopes={register.scopes}
          />
        </StaticPart>
      </div>
    </div>
  );
}

/** A block that scrolls in: a section named by its heading, or a plain group. */
function Reveal({ className, labelledBy, children }: { className: string; labelledBy?: string; children: React.ReactNode }) {
  const reveal = useReveal();
  const Element = labelledBy ? "section" : "div";
  return (
    <Element className={className} aria-labelledby={labelledBy} {...reveal}>
      {children}
    </Element>
  );
}

export const query = graphql`
  fragment AboutView on AboutJson {
    banner {
      heading
      text
      image {
        childImageSharp {
          # Full width, 640 to 2,000 px: fixed widths so the <img> can state its size in pixels. Each
          # is chosen at some width from 375 to 1920 px at 1x to 3x (bench/picture-widths.mjs).
          gatsbyImageData(width: 2000, outputPixelDensities: [0.32, 0.48, 0.64, 0.8, 1], sizes: "100vw", quality: 60)
        }
      }
    }
    story {
      heading
      paragraphs
    }
    certificationsHeading
    values {
      heading
      items
    }
    timeline {
      heading
      entries {
        year
        content
      }
    }
    counters {
      target
      suffix
      label
    }
    vision {
      title
      text
    }
    mission {
      title
      text
    }
  }
`;
