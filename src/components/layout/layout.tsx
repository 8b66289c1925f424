import type { ReactNode } from "react";
import { Footer, type FooterProps } from "../footer/footer";
import { Header } from "../header/header";
import type { HeaderContent } from "../header/types";
import { main } from "./layout.module.css";
import { PagePart } from "./page-part";

interface LayoutProps {
  header: HeaderContent;
  footer: FooterProps;
  /** The page's path: a new page's content is a new part, so one that failed does not stay on screen. */
  pathname: string;
  children: ReactNode;
}

/** The shared frame of every page: header, main content (target of the skip link), footer. */
export function Layout({ header, footer, pathname, children }: LayoutProps) {
  return (
    <>
      <PagePart>
        <Header content={header} />
      </PagePart>
      <main id="main" tabIndex={-1} className={main}>
        <PagePart key={pathname}>{children}</PagePart>
      </main>
      <PagePart>
        <Footer {...footer} />
      </PagePart>
    </>
  );
}
