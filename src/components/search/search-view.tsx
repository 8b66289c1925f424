import { useEffect, useRef } from "react";
import { CategoryLinks } from "../catalogue/category-links";
import type { SearchLabels } from "../header/types";
import { SearchField } from "./search-field";
import { heading, inPage, note, section } from "./search-view.module.css";

interface SearchViewProps {
  content: { title: string; noScript: string };
  labels: SearchLabels;
  catalogue: { categoriesLabel: string; allProductsLabel: string };
  categories: readonly { slug: string; name: string }[];
}

/**
 * The search page, where the header's field leads without scripts: its own field, which once the
 * scripts run searches at once for the `?q=` it was sent, its results, and the categories. Without
 * scripts it says that search needs them, and the categories lead on; the query is still in the
 * address, and Back brings back the field that was typed in. The search box is the chunk the
 * header's field fetches: here too when the field is first focused or typed in, or as the page
 * starts when there is a query to search (sent, or brought back by Back), so that a visit with
 * none starts nothing the visitor has not asked for.
 */
export function SearchView({ content, labels, catalogue, categories }: SearchViewProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current?.querySelector("form");
    const query = new URLSearchParams(location.search).get("q") || target?.querySelector("input")?.value;
    if (target && query?.trim()) void import("./search-box").then(({ mountSearchBox }) => mountSearchBox(target, labels, "page"));
  }, [labels]);
  return (
    <section className={section}>
      <h1 className={heading}>{content.title}</h1>
      <div ref={box} className={inPage}>
        <SearchField labels={labels} placement="page" />
      </div>
      {/* Shown only without scripts, so nothing below it moves when they run. */}
      <noscript>
        <p className={note}>{content.noScript}</p>
      </noscript>
      <CategoryLinks label={catalogue.categoriesLabel} allLabel={catalogue.allProductsLabel} categories={categories} firstPage />
    </section>
  );
}
