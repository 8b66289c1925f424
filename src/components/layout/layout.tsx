import { type ReactNode, Suspense } from "react";
import { Footer, type FooterProps } from "../footer/footer";
import { Header } from "../header/header";
import type { HeaderContent } from "../header/types";
import { main } from "./layout.module.css";

interface LayoutProps {
  header: HeaderContent;
  footer: FooterProps;
  children: ReactNode;
}

/**
 * A part of the page that React hydrates and commits on its own: it hydrates each Suspense
 * boundary of the server's HTML in a render of its own, so the browser can paint and take a tap
 * between the header, the content and the footer instead of waiting for the whole page in one
 * long task (bench/FINDINGS.md). Nothing inside suspends; the fallback is never shown.
 */
function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The shared frame of every page: header, main content (target of the skip link), footer. */
export function Layout({ header, footer, children }: LayoutProps) {
  return (
    <>
      <HydratedApart>
        <Header content={header} />
      </HydratedApart>
      <main id="main" tabIndex={-1} className={main}>
        <HydratedApart>{children}</HydratedApart>
      </main>
      <HydratedApart>
        <Footer {...footer} />
      </HydratedApart>
    </>
  );
}
