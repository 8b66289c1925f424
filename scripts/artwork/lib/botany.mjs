import { attrs, makeRng, n, shade } from "./core.mjs";

/*
 * Plant parts drawn in local coordinates (base at the origin, growing along +x)
 * and placed with translate/rotate/scale. Light comes from the upper left.
 */

const place = (x, y, angle, inner, sx = 1, sy = 1) =>
  `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})${sx !== 1 || sy !== 1 ? ` scale(${n(sx * 100) / 100} ${n(sy * 100) / 100})` : ""}">${inner}</g>`;

/** A simple pointed leaf with midrib and side veins. */
export function leaf(scene, { x, y, len, width = len * 0.32, angle = 0, color = "#4f7a38", veins = 6, squash = 1 }) {
  const w = width / 2;
  const outline = `M0 0C${n(len * 0.2)} ${n(-w * 1.2)} ${n(len * 0.7)} ${n(-w * 1.05)} ${n(len)} 0C${n(len * 0.7)} ${n(w * 1.05)} ${n(len * 0.2)} ${n(w * 1.2)} 0 0Z`;
  const fill = scene.linear([[0, shade(color, 0.2)], [0.5, color], [1, shade(color, -0.3)]], [0, 0, 0, 1]);
  let v = `M0 0Q${n(len * 0.5)} ${n(-w * 0.08)} ${n(len * 0.97)} 0`;
  for (let i = 1; i <= veins; i++) {
    const t = i / (veins + 1);
    const px = len * t;
    v += `M${n(px)} 0Q${n(px + len * 0.08)} ${n(-w * 0.45)} ${n(px + len * 0.16)} ${n(-w * 0.8 * (1 - t * 0.5))}`;
    v += `M${n(px)} 0Q${n(px + len * 0.08)} ${n(w * 0.45)} ${n(px + len * 0.16)} ${n(w * 0.8 * (1 - t * 0.5))}`;
  }
  const inner =
    `<path d="${outline}" fill="${fill}"/>` +
    `<path d="${v}" fill="none" stroke="${shade(color, 0.35)}" stroke-width="${n(Math.max(1, len * 0.008))}" opacity="0.7"/>` +
    `<path d="M0 0Q${n(len * 0.5)} ${n(-w * 0.08)} ${n(len * 0.97)} 0" fill="none" stroke="${shade(color, 0.45)}" stroke-width="${n(Math.max(1.2, len * 0.015))}"/>`;
  return place(x, y, angle, inner, 1, squash);
}

/** Palmate castor leaf (peltate, deeply cut into pointed serrated lobes) with red veins and petiole. */
export function castorLeaf(scene, { x, y, r, angle = 0, color = "#3f6e34", vein = "#b0474d", lobes = 8, squash = 1, seed = 1 }) {
  const rng = makeRng(seed);
  const spread = Math.PI * 1.78;
  const start = Math.PI / 2 + (Math.PI * 2 - spread) / 2;
  const sinus = r * 0.32;
  const pts = [];
  const tips = [];
  const steps = 16;
  for (let i = 0; i < lobes; i++) {
    const a0 = start + (spread * i) / lobes;
    const a1 = start + (spread * (i + 1)) / lobes;
    const mid = (a0 + a1) / 2 + rng.range(-0.04, 0.04);
    const len = r * rng.range(0.88, 1) * (1 - Math.abs(i - (lobes - 1) / 2) * 0.05);
    const maxHalf = len * 0.19;
    const sinusHalf = sinus * Math.sin((a1 - a0) / 2);
    const width = (t) => (t < 0.3 ? sinusHalf + (maxHalf - sinusHalf) * Math.sin((t / 0.3) * (Math.PI / 2)) : maxHalf * Math.pow(Math.cos(((t - 0.3) / 0.7) * (Math.PI / 2)), 0.85));
    tips.push([Math.cos(mid) * len, Math.sin(mid) * len]);
    const ux = Math.cos(mid);
    const uy = Math.sin(mid);
    const edge = (t, side) => {
      const along = sinus * Math.cos((a1 - a0) / 2) + (len - sinus * Math.cos((a1 - a0) / 2)) * t;
      const tooth = t > 0.05 && t < 0.97 && Math.round(t * steps) % 2 === 1 ? 0.9 : 1;
      const half = width(t) * tooth;
      return [ux * along - uy * half * side, uy * along + ux * half * side];
    };
    for (let s2 = 0; s2 <= steps; s2++) pts.push(edge(s2 / steps, 1));
    for (let s2 = steps - 1; s2 >= 0; s2--) pts.push(edge(s2 / steps, -1));
  }
  const outline = "M" + pts.map(([px, py]) => `${n(px)} ${n(py)}`).join("L") + "Z";
  const fill = scene.radial([[0, shade(color, 0.18)], [0.6, color], [1, shade(color, -0.3)]], { cx: 0.45, cy: 0.45, r: 0.6 });
  let veins = "";
  for (const [tx, ty] of tips) {
    veins += `M0 0L${n(tx * 0.97)} ${n(ty * 0.97)}`;
    for (let k = 1; k <= 4; k++) {
      const t = 0.3 + k * 0.13;
      const bx = tx * t;
      const by = ty * t;
      const px = -ty * 0.1 * (1.1 - t);
      const py = tx * 0.1 * (1.1 - t);
      veins += `M${n(bx)} ${n(by)}L${n(bx + tx * 0.1 + px)} ${n(by + ty * 0.1 + py)}M${n(bx)} ${n(by)}L${n(bx + tx * 0.1 - px)} ${n(by + ty * 0.1 - py)}`;
    }
  }
  const petiole = `<path d="M0 0Q${n(r * 0.1)} ${n(r * 0.7)} ${n(-r * 0.05)} ${n(r * 1.6)}" fill="none" stroke="${vein}" stroke-width="${n(r * 0.045)}" stroke-linecap="round"/>`;
  const inner =
    petiole +
    `<path d="${outline}" fill="${fill}" stroke="${shade(color, -0.35)}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="${outline}" fill="${scene.once("leafSheen", () => scene.linear([[0, "#fff", 0.16], [0.5, "#fff", 0], [1, "#000", 0.2]], [0, 0, 1, 1]))}"/>` +
    `<path d="${veins}" fill="none" stroke="${vein}" stroke-width="${n(r * 0.011)}" opacity="0.8" stroke-linecap="round"/>` +
    `<circle r="${n(r * 0.035)}" fill="${vein}"/>`;
  return place(x, y, angle, inner, 1, squash);
}

/** Spiny green castor capsule, three lobed. */
export function castorCapsule(scene, { x, y, r, seed = 2, color = "#7ea04a" }) {
  const rng = makeRng(seed);
  const fill = scene.radial([[0, shade(color, 0.35)], [0.7, color], [1, shade(color, -0.4)]], { cx: 0.4, cy: 0.35, r: 0.65 });
  let body = "";
  for (let i = 0; i < 3; i++) {
    const a = (i / 3) * Math.PI * 2 - Math.PI / 2;
    body += `<circle${attrs({ cx: Math.cos(a) * r * 0.3, cy: Math.sin(a) * r * 0.3, r: r * 0.72, fill })}/>`;
  }
  let spines = "";
  for (let i = 0; i < 70; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * r * 0.95;
    const px = Math.cos(a) * d;
    const py = Math.sin(a) * d;
    const out = d / r;
    const len = r * rng.range(0.14, 0.24) * (0.4 + out);
    spines += `M${n(px)} ${n(py)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
  }
  const inner =
    body +
    `<path d="${spines}" fill="none" stroke="${shade(color, 0.3)}" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>` +
    `<path d="${spines}" fill="none" stroke="${shade(color, -0.35)}" stroke-width="${n(r * 0.018)}" stroke-linecap="round" transform="translate(${n(r * 0.02)} ${n(r * 0.02)})"/>` +
    `<ellipse cx="${n(-r * 0.3)}" cy="${n(-r * 0.35)}" rx="${n(r * 0.3)}" ry="${n(r * 0.18)}" fill="#fff" opacity="0.18"/>`;
  return place(x, y, 0, inner);
}

/** Flowering rapeseed stem: siliques along the stem, a raceme of four-petal flowers on top. */
export function rapeseedSprig(scene, { x, y, len, angle = -80, seed = 3 }) {
  const rng = makeRng(seed);
  const stem = "#6f9a3a";
  const out = [];
  out.push(`<path d="M0 0Q${n(len * 0.5)} ${n(len * 0.04)} ${n(len)} 0" fill="none" stroke="${stem}" stroke-width="${n(len * 0.014)}" stroke-linecap="round"/>`);
  for (let i = 0; i < 9; i++) {
    const t = 0.25 + i * 0.06;
    const side = i % 2 === 0 ? -1 : 1;
    const px = len * t;
    const a = side * rng.range(28, 40);
    const plen = len * rng.range(0.16, 0.22);
    out.push(`<g transform="translate(${n(px)} ${n(len * 0.02)}) rotate(${n(-a)})">` +
      `<path d="M0 0L${n(plen * 0.15)} 0" stroke="${stem}" stroke-width="${n(len * 0.006)}"/>` +
      `<path d="M${n(plen * 0.15)} 0Q${n(plen * 0.6)} ${n(-len * 0.008)} ${n(plen)} 0Q${n(plen * 0.6)} ${n(len * 0.008)} ${n(plen * 0.15)} 0Z" fill="#8bb04a" stroke="#5d8a2e" stroke-width="1"/>` +
      `</g>`);
  }
  const flowers = [];
  for (let i = 0; i < 20; i++) {
    const t = 0.8 + rng.range(0, 0.2);
    const spread = (1 - t) * len * 0.9 + len * 0.02;
    flowers.push({ x: len * t + rng.range(-0.03, 0.03) * len, y: rng.range(-spread, spread), s: len * rng.range(0.04, 0.058), bud: t > 0.96 });
  }
  flowers.sort((a, b) => a.x - b.x);
  for (const f of flowers) {
    out.push(`<path d="M${n(f.x - len * 0.04)} ${n(f.y * 0.3)}L${n(f.x)} ${n(f.y)}" stroke="${stem}" stroke-width="${n(len * 0.004)}"/>`);
    if (f.bud) {
      out.push(`<ellipse${attrs({ cx: f.x, cy: f.y, rx: f.s * 0.5, ry: f.s * 0.35, fill: "#c9c43a" })}/>`);
      continue;
    }
    let petals = "";
    const rot = rng.range(0, 90);
    for (let p = 0; p < 4; p++) {
      petals += `<ellipse cx="${n(f.s * 0.55)}" rx="${n(f.s * 0.55)}" ry="${n(f.s * 0.38)}" transform="rotate(${n(rot + p * 90)})" fill="${p % 2 ? "#f5d21c" : "#ffe04a"}" stroke="#c99a10" stroke-width="0.6"/>`;
    }
    out.push(`<g transform="translate(${n(f.x)} ${n(f.y)})">${petals}<circle r="${n(f.s * 0.2)}" fill="#d89a14"/></g>`);
  }
  return place(x, y, angle, out.join(""));
}

/** Fuzzy soybean pod with three bulging beans. */
export function soyPod(scene, { x, y, len, angle = 0, color = "#b3a35a", seed = 4 }) {
  const rng = makeRng(seed);
  const w = len * 0.13;
  let top = `M0 0`;
  let bottom = "";
  for (let i = 0; i < 3; i++) {
    const x0 = len * (0.08 + i * 0.29);
    const x1 = x0 + len * 0.29;
    top += `Q${n((x0 + x1) / 2)} ${n(-w * 2.1)} ${n(x1)} ${n(-w * 0.15)}`;
  }
  top += `L${n(len)} ${n(-w * 0.3)}`;
  for (let i = 2; i >= 0; i--) {
    const x0 = len * (0.08 + i * 0.29);
    const x1 = x0 + len * 0.29;
    bottom += `Q${n((x0 + x1) / 2)} ${n(w * 1.7)} ${n(x0)} ${n(w * 0.1)}`;
  }
  const outline = `${top}L${n(len * 0.95)} ${n(w * 0.1)}${bottom}Z`;
  const fill = scene.linear([[0, shade(color, 0.25)], [0.5, color], [1, shade(color, -0.35)]], [0, 0, 0, 1]);
  let hairs = "";
  for (let i = 0; i < 90; i++) {
    const px = rng.range(0.05, 0.95) * len;
    const side = rng.chance(0.5) ? -1 : 1;
    const py = side * w * rng.range(0.8, 1.6);
    hairs += `M${n(px)} ${n(py)}l${n(rng.range(-3, 3))} ${n(side * rng.range(3, 7))}`;
  }
  const inner =
    `<path d="M0 0L${n(-len * 0.08)} ${n(-w * 0.2)}" stroke="${shade(color, -0.3)}" stroke-width="${n(w * 0.3)}" stroke-linecap="round"/>` +
    `<path d="${outline}" fill="${fill}" stroke="${shade(color, -0.45)}" stroke-width="1.2"/>` +
    `<path d="M${n(len * 0.06)} ${n(-w * 0.05)}L${n(len * 0.94)} ${n(-w * 0.1)}" stroke="${shade(color, -0.3)}" stroke-width="1" opacity="0.6"/>` +
    `<path d="${hairs}" stroke="${shade(color, 0.4)}" stroke-width="0.9" opacity="0.7"/>`;
  return place(x, y, angle, inner);
}

/** A ripe wheat ear: straw stem, plump spikelets in two ranks and long awns. */
export function wheatEar(scene, { x, y, len, angle = -80, color = "#d6ac55", seed = 5 }) {
  const rng = makeRng(seed);
  const earStart = len * 0.58;
  const earLen = len * 0.42;
  const out = [];
  const spikeFill = scene.once(`wheatSpike:${color}`, () => scene.radial([[0, shade(color, 0.35)], [0.6, color], [1, shade(color, -0.35)]], { cx: 0.4, cy: 0.35, r: 0.7 }));
  out.push(`<path d="M0 0Q${n(earStart * 0.5)} ${n(len * 0.01)} ${n(earStart + earLen * 0.95)} 0" fill="none" stroke="${shade(color, -0.1)}" stroke-width="${n(len * 0.013)}" stroke-linecap="round"/>`);
  const awns = [];
  const spikes = [];
  const count = 11;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const px = earStart + earLen * t * 0.92;
    const size = len * 0.06 * (1 - t * 0.4);
    for (const side of [-1, 1]) {
      const a = side * (30 - t * 10);
      const rad = (a * Math.PI) / 180;
      spikes.push(`<g transform="translate(${n(px + (side > 0 ? size * 0.25 : 0))} 0) rotate(${n(a)})"><path d="M0 0C${n(size * 0.3)} ${n(-size * 0.55)} ${n(size * 1.3)} ${n(-size * 0.45)} ${n(size * 1.6)} 0C${n(size * 1.3)} ${n(size * 0.45)} ${n(size * 0.3)} ${n(size * 0.55)} 0 0Z" fill="${spikeFill}" stroke="${shade(color, -0.45)}" stroke-width="0.9"/><path d="M${n(size * 0.2)} 0L${n(size * 1.4)} 0" stroke="${shade(color, -0.3)}" stroke-width="0.8" opacity="0.6"/></g>`);
      const ax = px + Math.cos(rad) * size * 1.5;
      const ay = Math.sin(rad) * size * 1.5;
      const alen = len * rng.range(0.22, 0.34) * (1 - t * 0.3);
      const aa = (side * rng.range(8, 16) * Math.PI) / 180;
      awns.push(`M${n(ax)} ${n(ay)}q${n(Math.cos(aa) * alen * 0.5)} ${n(Math.sin(aa) * alen * 0.4)} ${n(Math.cos(aa) * alen)} ${n(Math.sin(aa) * alen)}`);
    }
  }
  spikes.push(`<ellipse cx="${n(earStart + earLen)}" rx="${n(len * 0.04)}" ry="${n(len * 0.018)}" fill="${spikeFill}" stroke="${shade(color, -0.45)}" stroke-width="0.9"/>`);
  awns.push(`M${n(earStart + earLen)} 0l${n(len * 0.3)} 0`);
  out.push(`<path d="${awns.join("")}" fill="none" stroke="${shade(color, 0.15)}" stroke-width="${n(Math.max(1, len * 0.004))}" stroke-linecap="round"/>`);
  out.push(...spikes);
  return place(x, y, angle, out.join(""));
}

/** A yellow maize cob: staggered rows of rounded kernels, cylinder shading and peeled husks. */
export function maizeCob(scene, { x, y, len, angle = 0, seed = 6, flip = false }) {
  const rng = makeRng(seed);
  const w = len * 0.24;
  const out = [];
  const husk = "#d9cf98";
  const huskFill = scene.linear([[0, shade(husk, 0.25)], [0.5, husk], [1, shade(husk, -0.3)]]);
  for (const [turn, reach] of [[150, 0.75], [212, 0.7], [182, 0.85]]) {
    const L = len * reach;
    const hw = w * 0.75;
    let veins = "";
    for (let k = -2; k <= 2; k++) veins += `M0 ${n(k * hw * 0.12)}C${n(L * 0.3)} ${n(k * hw * 0.3)} ${n(L * 0.75)} ${n(k * hw * 0.2)} ${n(L * 0.97)} 0`;
    out.push(
      `<g transform="translate(${n(len * 0.06)} 0) rotate(${turn})">` +
        `<path d="M0 ${n(-hw * 0.3)}C${n(L * 0.3)} ${n(-hw)} ${n(L * 0.75)} ${n(-hw * 0.7)} ${n(L)} 0C${n(L * 0.75)} ${n(hw * 0.5)} ${n(L * 0.3)} ${n(hw * 0.8)} 0 ${n(hw * 0.3)}Z" fill="${huskFill}" stroke="${shade(husk, -0.45)}" stroke-width="1.2"/>` +
        `<path d="${veins}" fill="none" stroke="${shade(husk, -0.3)}" stroke-width="1" opacity="0.55"/></g>`,
    );
  }
  const halfAt = (t) => w * 0.5 * (t < 0.7 ? 1 - t * 0.08 : (1 - 0.056) * Math.sqrt(Math.max(0, 1 - ((t - 0.7) / 0.31) ** 2)));
  const top = [];
  const bottom = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    top.push(`${n(len * t)} ${n(-halfAt(t))}`);
    bottom.unshift(`${n(len * t)} ${n(halfAt(t))}`);
  }
  const cob = `M${top.join("L")}L${bottom.join("L")}Z`;
  out.push(`<path d="${cob}" fill="#b4780e"/>`);
  const rows = 10;
  const cols = 20;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const t = (c + 0.5 + (r % 2) * 0.5) / (cols + 0.5);
      const half = halfAt(t);
      if (half < w * 0.08) continue;
      const theta = -Math.PI / 2 + (Math.PI * (r + 0.5)) / rows;
      const py = Math.sin(theta) * half;
      const kh = ((Math.PI * half) / rows) * Math.cos(theta) * 1.02;
      const kw = (len / cols) * 0.96 * Math.min(1, 0.4 + half / (w * 0.5));
      if (kh < 1.5) continue;
      const lit = 0.6 - Math.sin(theta) * 0.35 - Math.abs(Math.sin(theta)) * 0.15;
      const base = lit > 0.5 ? shade("#f2b52a", (lit - 0.5) * 0.7) : shade("#f2b52a", -(0.5 - lit) * 0.9);
      out.push(`<rect${attrs({ x: len * t - kw / 2, y: py - kh / 2, width: kw, height: kh, rx: Math.min(kw, kh) * 0.4, fill: shade(base, rng.range(-0.05, 0.05)) })}/>`);
      if (kh > 6) out.push(`<ellipse${attrs({ cx: len * t - kw * 0.12, cy: py - kh * 0.15, rx: kw * 0.22, ry: kh * 0.16, fill: "#fff", opacity: 0.35 * Math.max(0, lit) })}/>`);
    }
  }
  out.push(`<path d="${cob}" fill="${scene.linear([[0, "#fff", 0.2], [0.3, "#fff", 0], [1, "#000", 0.3]])}"/>`);
  return place(x, y, angle, out.join(""), 1, flip ? -1 : 1);
}

/** A groundnut plant sprig: compound leaves with four rounded leaflets. */
export function groundnutLeaves(scene, { x, y, len, angle = 0, color = "#5b8a3c" }) {
  let inner = `<path d="M0 0L${n(len)} 0" stroke="${shade(color, -0.2)}" stroke-width="${n(len * 0.02)}" stroke-linecap="round"/>`;
  const pairs = [[0.55, 32], [0.95, 22]];
  for (const [t, a] of pairs) {
    for (const side of [-1, 1]) {
      inner += leaf(scene, { x: len * t, y: 0, len: len * 0.42, width: len * 0.26, angle: side * a, color, veins: 4 });
    }
  }
  return place(x, y, angle, inner);
}

/** Trifoliate soybean leaf. */
export function soyLeaf(scene, { x, y, len, angle = 0, color = "#5f8c3a" }) {
  let inner = `<path d="M0 0L${n(len * 0.45)} 0" stroke="${shade(color, -0.2)}" stroke-width="${n(len * 0.02)}" stroke-linecap="round"/>`;
  inner += leaf(scene, { x: len * 0.42, y: 0, len: len * 0.52, width: len * 0.3, angle: -50, color, veins: 5 });
  inner += leaf(scene, { x: len * 0.42, y: 0, len: len * 0.52, width: len * 0.3, angle: 50, color, veins: 5 });
  inner += leaf(scene, { x: len * 0.45, y: 0, len: len * 0.58, width: len * 0.32, angle: 0, color: shade(color, 0.05), veins: 5 });
  return place(x, y, angle, inner);
}
