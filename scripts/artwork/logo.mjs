import sharp from "sharp";

/*
 * The brand mark: a gold sun behind a cream wheat ear on brand green.
 * Drawn on a 64 x 64 grid with few, bold shapes so it stays legible at 16 px.
 */

const GREEN = "#2f5d3a";
const GOLD = "#d9a521";
const CREAM = "#faf6ec";

const GRAIN = "M0 0C1.5-4.5 5.5-7 10.5-7C10.5-2.5 6.5 1 0 0Z";

function mark() {
  const grains = [44, 35.5, 27]
    .flatMap((y) => [`<path d="${GRAIN}" transform="translate(33.2 ${y})"/>`, `<path d="${GRAIN}" transform="translate(30.8 ${y}) scale(-1 1)"/>`])
    .join("");
  return (
    `<circle cx="32" cy="29" r="17" fill="${GOLD}"/>` +
    `<g fill="${CREAM}" stroke="${GREEN}" stroke-width="1.6" stroke-linejoin="round">` +
    `<path d="M32 56V20" stroke="${CREAM}" stroke-width="3.2" stroke-linecap="round"/>` +
    grains +
    `<ellipse cx="32" cy="15.5" rx="3.6" ry="6.8"/>` +
    `</g>`
  );
}

/** The mark as a standalone SVG: a rounded green tile (for inlining) or a full-bleed square (for icons). */
export function logoSvg({ fullBleed = false } = {}) {
  const tile = fullBleed ? `<rect width="64" height="64" fill="${GREEN}"/>` : `<rect width="64" height="64" rx="14" fill="${GREEN}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${tile}${mark()}</svg>\n`;
}

export async function renderLogoPng(file, size = 512) {
  await sharp(Buffer.from(logoSvg({ fullBleed: true })), { density: (72 * size) / 64 })
    .resize(size, size)
    .flatten({ background: GREEN })
    .png({ compressionLevel: 9 })
    .toFile(file);
}
