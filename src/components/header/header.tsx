import { Link } from "gatsby";
import { header as headerBehaviour } from "../../lib/behaviour";
import { routes } from "../../lib/routes";
import { useScrolledPast } from "../../hooks/use-scrolled-past";
import { Icon } from "../icons/icons";
import { MobileDrawer } from "./mobile-drawer";
import { ProductsDropdown } from "./products-dropdown";
import type { HeaderContent } from "./types";
import { bar, brand, brandName, desktopNav, header, inner, navLink, navList, skipLink } from "./header.module.css";

export function Header({ content }: { content: HeaderContent }) {
  const scrolled = useScrolledPast(headerBehaviour.scrollThresholdPx);
  const { navigation, companyName, labels } = content;

  return (
    <>
      <a className={skipLink} href="#main">
        {labels.skipLinkLabel}
      </a>
      <header className={header} data-scrolled={scrolled}>
        <div className={bar}>
          <div className={inner}>
            <Link to={routes.home} className={brand}>
              <Icon name="logo" size={40} />
              <span className={brandName}>{companyName}</span>
            </Link>
            <nav className={desktopNav} aria-label="Main">
              <ul className={navList}>
                <li>
                  <Link to={routes.home} className={navLink}>
                    {navigation.home}
                  </Link>
                </li>
                <li>
                  <ProductsDropdown content={content} />
                </li>
                <li>
                  <Link to={routes.about} className={navLink} partiallyActive>
                    {navigation.about}
                  </Link>
                </li>
                <li>
                  <Link to={routes.contact} className={navLink} partiallyActive>
                    {navigation.contact}
                  </Link>
                </li>
              </ul>
            </nav>
            <MobileDrawer content={content} />
          </div>
        </div>
      </header>
    </>
  );
}
