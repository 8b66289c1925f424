/**
 * The bench's generated product picture: a 1600x1200 JPEG of seeds on a gradient, the same for the
 * same index on every run and every machine (it is drawn from a fixed pseudo-random sequence).
 * bench/build-scaling.mjs gives each generated product one; bench/calibrate.mjs encodes a fixed set
 * of them. Changing the drawing changes both workloads, so figures before and after no longer compare.
 */
import sharp from "sharp";

/** A deterministic pseudo-random generator, so every run draws the same images. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The picture of product `index`, as JPEG (mozjpeg, quality 80), as an editor would upload a photograph. */
export function productImage(index) {
  const next = random(index + 1);
  const hue = Math.floor(next() * 360);
  const seeds = Array.from({ length: 220 }, () => {
    const [x, y, r] = [next() * 1600, 500 + next() * 700, 6 + next() * 18];
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${r.toFixed(1)}" ry="${(r * 0.7).toFixed(1)}" fill="hsl(${(hue + next() * 40) % 360} 45% ${30 + next() * 30}%)"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 35% 85%)"/><stop offset="1" stop-color="hsl(${hue} 30% 45%)"/></linearGradient></defs><rect width="1600" height="1200" fill="url(#g)"/>${seeds}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
