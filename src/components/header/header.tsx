import { Link } from "gatsby";
import { header as headerBehaviour } from "../../lib/behaviour";
import { mainNavigation } from "../../lib/navigation";
import { routes, SEARCH_PATH } from "../../lib/routes";
import { useScrolledPast } from "../../hooks/use-scrolled-past";
import { Icon } from "../icons/icons";
import { LanguageSwitcher } from "../language-switcher/language-switcher";
import { SearchField } from "../search/search-field";
import { MobileDrawer } from "./mobile-drawer";
import { ProductsDropdown } from "./products-dropdown";
import type { HeaderContent } from "./types";
import { bar, brand, brandName, desktopNav, header, inner, navLink, navList, skipLink } from "./header.module.css";
import { useLocalizedPath } from "../../hooks/use-locale";

export function Header({ content }: { content: HeaderContent }) {
  const localized = useLocalizedPath();
  const scrolled = useScrolledPast(headerBehaviour.scrollThresholdPx);
  const { navigation, companyName, labels } = content;

  return (
    <>
      <a className={skipLink} href="#main">
        {labels.skipLinkLabel}
      </a>
      <header className={header} {...scrolled}>
        <div className={bar}>
          <div className={inner}>
            <Link to={localized(routes.home)} className={brand}>
              <Icon name="logo" size={40} />
              <span className={brandName}>{companyName}</span>
            </Link>
            <nav className={desktopNav} aria-label={labels.navigationLabel}>
              <ul className={navList}>
                {mainNavigation.map(({ name, to }) => (
                  <li key={name}>
                    {name === "products" ? (
                      <ProductsDropdown content={content} />
                    ) : (
                      <Link to={localized(to)} className={navLink}>
                        {navigation[name]}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <SearchField labels={content.search} action={localized(SEARCH_PATH)} />
            <LanguageSwitcher pathname={content.pathname} languages={content.languages} label={labels.languageLabel} placement="bar" />
            <MobileDrawer content={content} />
          </div>
        </div>
      </header>
    </>
  );
}
