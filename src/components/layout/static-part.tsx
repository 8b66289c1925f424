import { Suspense, useState, useSyncExternalStore, type ReactNode } from "react";
import { part } from "./layout.module.css";

interface StaticPartProps {
  /** What the part shows: components loaded on demand (`onDemand`), so the page's first scripts do not carry their code. */
  children: ReactNode;
}

const unsubscribe = () => {};
const subscribe = () => unsubscribe;
const inBrowser = () => false;
const inServersHtml = () => true;

/**
 * A part of a page that never changes once drawn, such as a product's trade terms and
 * certificates (decision record 0045).
 *
 * - The server's HTML is kept as it is: as the page hydrates, the part is an element whose inner
 *   HTML React leaves alone (`dangerouslySetInnerHTML` with nothing to compare), so its code is
 *   never run, nor fetched, on a page's first load.
 * - Drawn by the browser only when the browser draws the page itself: after a move inside the
 *   app, and in the editor's preview. Its code is a chunk of its own, which every page fetches
 *   once it has started (`onDemand`'s preload, from gatsby-browser.tsx): by the time a visitor
 *   moves to a product, the part is drawn with the rest of the page, in its first frame. Moved
 *   there before it has come, the part shows once it has.
 *
 * Hydration is told apart by `useSyncExternalStore`, which React reads from its server snapshot
 * while it hydrates and from the browser's after; the first answer is kept. Nothing inside may
 * need a script to work: links are plain links, and nothing listens for an event.
 */
export function StaticPart({ children }: StaticPartProps) {
  const hydrating = useSyncExternalStore(subscribe, inBrowser, inServersHtml);
  const [fromServer] = useState(hydrating);
  return fromServer && typeof window !== "undefined" ? (
    <div className={part} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  ) : (
    <div className={part}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
