import sharp from "sharp";

/** Deterministic PRNG (mulberry32) with a few convenience helpers. */
export function makeRng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    normal: (mean = 0, sd = 1) => {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    /** Picks from [[weight, value], ...]. */
    weighted: (entries) => {
      const total = entries.reduce((sum, [w]) => sum + w, 0);
      let r = next() * total;
      for (const [w, value] of entries) {
        r -= w;
        if (r <= 0) return value;
      }
      return entries[entries.length - 1][1];
    },
    fork: () => makeRng(Math.floor(next() * 4294967296)),
  };
  return rng;
}

/** Rounds a number for compact SVG output, keeping precision for small (unit-space) values. */
export const n = (value) => (Math.abs(value) >= 10 ? Math.round(value * 10) / 10 : Math.round(value * 1000) / 1000);

const toRgb = (hex) => {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
};
const toHex = (rgb) =>
  "#" + rgb.map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, "0")).join("");

/** Linear blend of two hex colours, t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex(ca.map((c, i) => c + (cb[i] - c) * t));
}

/** Positive amount lightens towards white, negative darkens towards black. */
export const shade = (hex, amount) => (amount >= 0 ? mix(hex, "#ffffff", amount) : mix(hex, "#000000", -amount));

/** Small random variation in lightness and warmth around a base colour. */
export function jitter(hex, rng, amount = 0.08) {
  const [r, g, b] = toRgb(hex);
  const l = rng.range(-amount, amount) * 255;
  const warm = rng.range(-amount, amount) * 80;
  return toHex([r + l + warm, g + l, b + l - warm]);
}

/** Attribute helper: attrs({fill: "#fff", opacity: 0.5}) -> ' fill="#fff" opacity="0.5"'. */
export function attrs(map) {
  return Object.entries(map)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : v}"`)
    .join("");
}

/**
 * Builds a smooth path through points using Catmull-Rom splines, closed unless
 * told otherwise; `round` writes each coordinate (finer for unit-space shapes).
 */
export function smoothPath(points, closed = true, round = n) {
  const p = points;
  const count = p.length;
  const at = (i) => (closed ? p[(i + count) % count] : p[Math.max(0, Math.min(count - 1, i))]);
  let d = `M${round(p[0][0])} ${round(p[0][1])}`;
  const last = closed ? count : count - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${round(c1[0])} ${round(c1[1])} ${round(c2[0])} ${round(c2[1])} ${round(p2[0])} ${round(p2[1])}`;
  }
  return closed ? d + "Z" : d;
}

/** An SVG document under construction: defs, layered markup and id generation. */
export class Scene {
  constructor(width, height, seed) {
    this.width = width;
    this.height = height;
    this.rng = makeRng(seed);
    this.defs = [];
    this.body = [];
    this.counter = 0;
    this.cache = new Map();
  }

  uid(prefix = "d") {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup) {
    this.defs.push(markup);
  }

  add(...markup) {
    this.body.push(...markup);
  }

  /** Memoises a definition under a key so shared symbols are emitted once. */
  once(key, build) {
    if (!this.cache.has(key)) this.cache.set(key, build());
    return this.cache.get(key);
  }

  static stops(stops) {
    return stops
      .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ""}/>`)
      .join("");
  }

  /** Linear gradient; coordinates are fractions of the bounding box unless user = true. */
  linear(stops, [x1, y1, x2, y2] = [0, 0, 0, 1], { user = false } = {}) {
    const id = this.uid("lg");
    const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
    this.def(`<linearGradient id="${id}"${attrs({ x1, y1, x2, y2 })}${units}>${Scene.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** Radial gradient; coordinates are fractions of the bounding box unless user = true. */
  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false, transform } = {}) {
    const id = this.uid("rg");
    const units = user ? ' gradientUnits="userSpaceOnUse"' : "";
    const tf = transform ? ` gradientTransform="${transform}"` : "";
    this.def(`<radialGradient id="${id}"${attrs({ cx, cy, r, fx, fy })}${units}${tf}>${Scene.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  /** Gaussian blur filter, shared per standard deviation. */
  blur(sd) {
    return this.once(`blur${sd}`, () => {
      const id = this.uid("bl");
      this.def(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
      return `url(#${id})`;
    });
  }

  /** Drop shadow filter (offset, blurred, tinted silhouette under the graphic). */
  dropShadow(dx = 10, dy = 14, sd = 8, opacity = 0.35) {
    return this.once(`drop${dx},${dy},${sd},${opacity}`, () => {
      const id = this.uid("ds");
      this.def(
        `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%">` +
          `<feGaussianBlur in="SourceAlpha" stdDeviation="${sd}"/><feOffset dx="${dx}" dy="${dy}" result="o"/>` +
          `<feFlood flood-color="#140a02" flood-opacity="${opacity}"/><feComposite in2="o" operator="in"/>` +
          `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
      );
      return `url(#${id})`;
    });
  }

  /** Wraps markup in a group casting a soft shadow. */
  shadowed(markup, ...args) {
    return `<g filter="${this.dropShadow(...args)}">${markup}</g>`;
  }

  /** Slightly out-of-focus group, for background elements. */
  defocus(markup, sd = 3) {
    return `<g filter="${this.blur(sd)}">${markup}</g>`;
  }

  clip(markup) {
    const id = this.uid("cp");
    this.def(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  toString() {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`
    );
  }

  async renderJpeg(file, quality = 80) {
    await sharp(Buffer.from(this.toString()))
      .flatten({ background: "#000000" })
      .jpeg({ quality, mozjpeg: true })
      .toFile(file);
  }
}
