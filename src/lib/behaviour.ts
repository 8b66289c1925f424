/**
 * Every constant of behaviour in the spec (§9), named after what it means.
 * CSS reads the sizes and durations as custom properties written from here
 * (see behaviourCssVariables), so each number lives in this file only.
 * The browser code imports the groups it needs, so the others stay out of its scripts.
 */
export const header = {
  heightPx: 80,
  scrolledHeightPx: 60,
  /** The header turns compact and darker once the page is scrolled more than this. */
  scrollThresholdPx: 50,
  entranceMs: 800,
} as const;

export const drawer = { widthPercent: 75, maxWidthPx: 320, collapseMs: 400 } as const;

export const dropdown = { minWidthPx: 280 } as const;

export const carousel = {
  stepPx: 200,
  wideStepPx: 300,
  /** From this viewport width up, the layout counts as wide. */
  wideFromPx: 768,
} as const;

export const contactForm = {
  messageRows: 4,
  /** The products one inquiry can name, each with its quantity (not in the spec: issue 46). */
  productRows: 5,
} as const;

export const counters = { durationMs: 2000 } as const;

/** Scroll-in animations, each played once. */
export const reveal = { pageMs: 800, aboutMs: 1000, footerMs: 1000 } as const;

/** Webpack gives up on a lazily loaded script chunk after this long (spec §7). */
export const chunkLoadTimeoutMs = 120_000;

/**
 * The least height the header's two lines of the company's name need, in rem (2 × 1.1875rem × 1.1, and a margin): at
 * the usual text size (16 px) 60 px, within both of its heights; with the browser's text at 32 px (WCAG 1.4.4) 120 px,
 * where the spec's 80 px cut the name's first line.
 */
const HEADER_TEXT_REM = 3.75;

/** The CSS custom properties that carry the constants above into the stylesheets. */
export function behaviourCssVariables(): string {
  const variables: Record<string, string> = {
    "--header-height": `max(${header.heightPx}px,${HEADER_TEXT_REM}rem)`,
    "--header-scrolled-height": `max(${header.scrolledHeightPx}px,${HEADER_TEXT_REM}rem)`,
    "--header-entrance": `${header.entranceMs}ms`,
    "--drawer-width": `${drawer.widthPercent}%`,
    "--drawer-max-width": `${drawer.maxWidthPx}px`,
    "--drawer-collapse": `${drawer.collapseMs}ms`,
    "--dropdown-min-width": `${dropdown.minWidthPx}px`,
    "--reveal-page": `${reveal.pageMs}ms`,
    "--reveal-about": `${reveal.aboutMs}ms`,
    "--reveal-footer": `${reveal.footerMs}ms`,
  };
  const declarations = Object.entries(variables).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(";")}}`;
}
