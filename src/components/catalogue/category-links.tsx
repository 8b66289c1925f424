import { Link } from "gatsby";
import { useLocalizedPath } from "../../hooks/use-locale";
import { categoryPath, routes } from "../../lib/routes";
import { chip, chips } from "./category-links.module.css";

interface CategoryLinksProps {
  /** Names the links (content/catalogue.json, categoriesLabel). */
  label: string;
  /** The product range itself, the first link. */
  allLabel: string;
  categories: readonly { slug: string; name: string }[];
  /** The category of the page; null on the product range; left out on another page (search), where none of them is the page. */
  current?: string | null;
  /** Whether this is the listing's first page, the one its link leads to (on a later page, the link is to the current section). */
  firstPage: boolean;
}

/** The product range and each category, as plain links above a listing's grid (and on the search page); the page's own is marked current. */
export function CategoryLinks({ label, allLabel, categories, current, firstPage }: CategoryLinksProps) {
  const localized = useLocalizedPath();
  const link = (to: string, name: string, isCurrent: boolean) => (
    <li key={to}>
      <Link to={localized(to)} className={chip} aria-current={isCurrent ? (firstPage ? "page" : "true") : undefined}>
        {name}
      </Link>
    </li>
  );
  return (
    <nav aria-label={label}>
      <ul className={chips}>
        {link(routes.products, allLabel, current === null)}
        {categories.map(({ slug, name }) => link(categoryPath(slug), name, slug === current))}
      </ul>
    </nav>
  );
}
