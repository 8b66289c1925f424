import type React from "react";
import { Footer, type FooterProps } from "../footer/footer";
import { Header } from "../header/header";
import type { HeaderContent } from "../header/types";
import { main } from "./layout.module.css";

interface LayoutProps {
  header: HeaderContent;
  footer: FooterProps;
  children: React.ReactNode;
}

/** The shared frame of every page: header, main content (target of the skip link), footer. */
export function Layout({ header, footer, children }: LayoutProps) {
  return (
    <>
      <Header content={header} />
      <main id="main" tabIndex={-1} className={main}>
        {children}
      </main>
      <Footer {...footer} />
    </>
  );
}
