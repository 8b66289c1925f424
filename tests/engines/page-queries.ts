/**
 * What the engine tests ask of a page, as functions that run inside it (Engine.evaluate sends their
 * source, so they use nothing from outside but their arguments).
 */

/** Whether the first element matching the selector is rendered with a box of some size. */
export function shown(selector: string): boolean {
  const element = document.querySelector(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  const visible = typeof element.checkVisibility === "function" ? element.checkVisibility({ visibilityProperty: true } as never) : getComputedStyle(element).visibility !== "hidden";
  return visible && box.width > 0 && box.height > 0;
}

/** The middle of the first element matching the selector that is rendered, as a point of the viewport; null if none is. */
export function middleOfShown(selector: string): { x: number; y: number } | null {
  for (const element of document.querySelectorAll(selector)) {
    const { left, top, width, height } = element.getBoundingClientRect();
    if (width > 0 && height > 0) return { x: left + width / 2, y: top + height / 2 };
  }
  return null;
}

/** The first element's box in the viewport, rounded. */
export function box(selector: string): { left: number; right: number; top: number; width: number } | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  const { left, right, top, width } = element.getBoundingClientRect();
  return { left: Math.round(left), right: Math.round(right), top: Math.round(top), width: Math.round(width) };
}

/** What a reader sees of the page: its path, language, direction, headings and amount of text. */
export function pageState(): { path: string; lang: string; dir: string; h1: string; header: boolean; footer: boolean; textLength: number; links: number } {
  return {
    path: location.pathname,
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    h1: document.querySelector("main h1")?.textContent?.trim() ?? "",
    header: document.querySelector("header") !== null,
    footer: document.querySelector("footer") !== null,
    textLength: document.body?.innerText.trim().length ?? 0,
    links: document.querySelectorAll("a[href]").length,
  };
}

/** Scrolls the first matching element into the middle of the viewport, at once. */
export function scrollToMiddle(selector: string): void {
  document.querySelector(selector)?.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" as ScrollBehavior });
}

export function texts(selector: string): string[] {
  return [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? "");
}

export function scrollLeft(selector: string): number {
  return Math.round(Math.abs(document.querySelector(selector)?.scrollLeft ?? Number.NaN));
}
