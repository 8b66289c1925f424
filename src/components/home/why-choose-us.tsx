import { useReveal } from "../../hooks/use-reveal";
import { Icon } from "../icons/icons";
import { grid, icon, point, section, wrapper } from "./why-choose-us.module.css";

interface WhyChooseUsProps {
  heading: string;
  points: readonly { title: string; text: string }[];
}

export function WhyChooseUs({ heading, points }: WhyChooseUsProps) {
  const reveal = useReveal();
  return (
    <section className={wrapper} aria-labelledby="why-title">
      <div className={section} {...reveal}>
        <h2 id="why-title">{heading}</h2>
        <ul className={grid}>
          {/* Keyed by place: a draft in the editor's preview may hold two texts alike, or empty ones. */}
          {points.map(({ title, text }, index) => (
            <li key={index} className={point}>
              <span className={icon}>
                <Icon name="check" size={20} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
