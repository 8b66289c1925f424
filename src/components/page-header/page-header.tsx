import { header, inner, lead } from "./page-header.module.css";

/** The title band at the top of an inner page. */
export function PageHeader({ title, text }: { title: string; text: string }) {
  return (
    <header className={header}>
      <div className={inner}>
        <h1>{title}</h1>
        <p className={lead}>{text}</p>
      </div>
    </header>
  );
}
