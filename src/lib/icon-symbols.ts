/**
 * The `<symbol>` elements of the icon sprite (static/icons.svg), without the
 * file's own `<svg>` wrapper and comments, to be written once into each page
 * (gatsby-ssr.tsx) and drawn with `<use href="#name">`
 * (src/components/icons/icons.tsx).
 */
export function iconSymbols(sprite: string): string {
  const symbols = sprite.match(/<symbol\b[\s\S]*?<\/symbol>/g) ?? [];
  if (symbols.length === 0) throw new Error("static/icons.svg: no <symbol> found");
  return symbols.join("");
}
