import { attrs, jitter, makeRng, mix, n, shade, smoothPath } from "./core.mjs";

/*
 * Seeds, kernels, granules and pellets are defined once per scene as unit-sized
 * groups (long axis = 1) whose body is painted with currentColor, so a single
 * definition can be reused thousands of times with <use color="...">.
 * Light comes from the upper left in every image.
 */

const SHADOW = 'fill="#1a0e04" opacity="0.24"';

function shadeOverlay(scene) {
  return scene.once("seedShade", () =>
    scene.radial(
      [
        [0, "#ffffff", 0.6],
        [0.28, "#ffffff", 0.12],
        [0.62, "#000000", 0],
        [1, "#000000", 0.34],
      ],
      { cx: 0.5, cy: 0.5, r: 0.62, fx: 0.34, fy: 0.26 },
    ),
  );
}

function flatOverlay(scene) {
  return scene.once("flatShade", () =>
    scene.linear(
      [
        [0, "#ffffff", 0.2],
        [0.5, "#ffffff", 0],
        [1, "#000000", 0.35],
      ],
      [0, 0, 0.8, 1],
    ),
  );
}

/** Wraps a body shape (markup using {fill}) with drop shadow, colour, details and shading. */
function seedGroup(scene, shape, details = "", { overlay = shadeOverlay(scene) } = {}) {
  const shadowMarkup = `<g transform="translate(0.03 0.07) scale(1.07)" ${SHADOW}>${shape("#000")}</g>`;
  return `${shadowMarkup}${shape("currentColor")}${details}${shape(overlay)}`;
}

const ellipse = (rx, ry) => (fill) => `<ellipse rx="${rx}" ry="${ry}" fill="${fill}"/>`;
const pathShape = (d) => (fill) => `<path d="${d}" fill="${fill}"/>`;

/** Unit shapes with fine detail; coordinates are in unit space so rounding must be finer. */
const fmt = (v) => Math.round(v * 1000) / 1000;
const unitPath = (points) => smoothPath(points, true, fmt);

function blobPoints(rng, count, rx, ry, roughness) {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const r = 1 + rng.range(-roughness, roughness);
    return [Math.cos(a) * rx * r, Math.sin(a) * ry * r];
  });
}

const line = (d, color, width, opacity = 1) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;

/** Catalogue of seed kinds. Each builder returns the inner markup of a unit group. */
const KINDS = {
  round: (scene) => seedGroup(scene, ellipse(0.5, 0.5)),
  bajra: (scene) => seedGroup(scene, ellipse(0.5, 0.44), `<ellipse cx="0.3" rx="0.08" ry="0.06" fill="#000" opacity="0.25"/>`),
  jowar: (scene) => seedGroup(scene, ellipse(0.5, 0.46), `<ellipse cx="0.32" cy="0.05" rx="0.1" ry="0.08" fill="#000" opacity="0.22"/>`),
  mustard: (scene) => seedGroup(scene, ellipse(0.5, 0.47)),
  moong: (scene) =>
    seedGroup(scene, ellipse(0.5, 0.36), `<ellipse cx="0.05" cy="-0.2" rx="0.13" ry="0.035" fill="#f4f1d8" opacity="0.85"/>`),
  urad: (scene) =>
    seedGroup(scene, ellipse(0.5, 0.38), `<ellipse cx="0.04" cy="-0.22" rx="0.14" ry="0.04" fill="#f2efe6" opacity="0.9"/>`),
  soybean: (scene) =>
    seedGroup(scene, ellipse(0.5, 0.42), `<ellipse cx="0" cy="-0.3" rx="0.17" ry="0.045" fill="#6b4a22" opacity="0.75"/>`),
  splitDal: (scene) =>
    seedGroup(
      scene,
      ellipse(0.5, 0.44),
      `<ellipse cx="-0.02" cy="-0.03" rx="0.4" ry="0.34" fill="#fff" opacity="0.16"/><path d="M-0.3 0.12Q0 0.2 0.3 0.1" fill="none" stroke="#000" stroke-width="0.03" opacity="0.15"/>`,
      { overlay: flatOverlay(scene) },
    ),
  chana: (scene) =>
    seedGroup(
      scene,
      pathShape(unitPath([[-0.42, 0.05], [-0.3, -0.36], [0.1, -0.46], [0.42, -0.22], [0.52, -0.02], [0.44, 0.28], [0.08, 0.46], [-0.3, 0.36]])),
      line("M0.46 -0.05Q0.22 0.02 0.1 0.3", "#000", 0.035, 0.22) + line("M0.1 -0.44Q0.16 -0.1 0.46 -0.05", "#000", 0.03, 0.15),
    ),
  rice: (scene) =>
    seedGroup(
      scene,
      pathShape(unitPath([[-0.5, 0.01], [-0.42, -0.1], [0, -0.135], [0.4, -0.1], [0.5, -0.01], [0.42, 0.1], [0, 0.13], [-0.42, 0.1]])),
      `<ellipse cx="-0.05" cy="-0.03" rx="0.33" ry="0.03" fill="#fff" opacity="0.45"/>`,
    ),
  wheat: (scene) =>
    seedGroup(
      scene,
      pathShape(unitPath([[-0.5, 0], [-0.36, -0.24], [0, -0.3], [0.38, -0.22], [0.5, 0], [0.38, 0.24], [0, 0.3], [-0.36, 0.24]])),
      line("M-0.38 0.02Q0 0.08 0.38 0.02", "#3a2205", 0.045, 0.5),
    ),
  barley: (scene) =>
    seedGroup(
      scene,
      pathShape(unitPath([[-0.5, 0], [-0.3, -0.2], [0, -0.24], [0.3, -0.2], [0.5, 0], [0.3, 0.2], [0, 0.24], [-0.3, 0.2]])),
      line("M-0.4 -0.02Q0 -0.1 0.42 -0.02", "#6b5a2a", 0.025, 0.5) + line("M-0.38 0.08Q0 0.14 0.4 0.06", "#6b5a2a", 0.025, 0.4),
    ),
  maize: (scene) =>
    seedGroup(
      scene,
      pathShape("M-0.42 -0.4Q0 -0.52 0.42 -0.4Q0.5 0 0.25 0.45Q0 0.52 -0.25 0.45Q-0.5 0 -0.42 -0.4Z"),
      `<ellipse cx="0" cy="-0.28" rx="0.26" ry="0.1" fill="#fff6cf" opacity="0.55"/>`,
    ),
  cumin: (scene) =>
    seedGroup(
      scene,
      pathShape(unitPath([[-0.5, 0.02], [-0.3, -0.1], [0, -0.13], [0.3, -0.1], [0.5, -0.02], [0.3, 0.1], [0, 0.12], [-0.3, 0.11]])),
      line("M-0.42 -0.02Q0 -0.07 0.42 -0.04", "#f2dfb4", 0.025, 0.55) + line("M-0.4 0.05Q0 0.04 0.4 0.02", "#f2dfb4", 0.02, 0.4),
    ),
  fennel: (scene) =>
    seedGroup(
      scene,
      pathShape(unitPath([[-0.5, 0], [-0.3, -0.15], [0, -0.18], [0.3, -0.15], [0.5, 0], [0.3, 0.15], [0, 0.18], [-0.3, 0.15]])),
      line("M-0.44 -0.05Q0 -0.12 0.44 -0.05", "#e7ecb6", 0.03, 0.6) +
        line("M-0.46 0.03Q0 0.02 0.46 0.03", "#e7ecb6", 0.03, 0.5) +
        line("M-0.42 0.1Q0 0.14 0.42 0.1", "#3d4a16", 0.025, 0.4),
    ),
  coriander: (scene) =>
    seedGroup(
      scene,
      ellipse(0.5, 0.48),
      line("M0 -0.47Q-0.28 0 0 0.47", "#5a3d14", 0.035, 0.45) +
        line("M0 -0.47Q0.28 0 0 0.47", "#5a3d14", 0.035, 0.45) +
        line("M0 -0.47V0.47", "#f6e3b0", 0.03, 0.4) +
        `<circle cy="-0.47" r="0.06" fill="#5a3d14" opacity="0.6"/>`,
    ),
  fenugreek: (scene) =>
    seedGroup(
      scene,
      pathShape("M-0.5 -0.2Q-0.45 -0.36 -0.1 -0.38L0.42 -0.3Q0.52 -0.26 0.5 0.1L0.4 0.32Q0.3 0.4 0 0.36L-0.44 0.28Q-0.52 0.2 -0.5 -0.2Z"),
      line("M-0.42 -0.26Q-0.08 0.06 0.2 0.32", "#5a3a0c", 0.05, 0.5),
    ),
  kernelBold: (scene) =>
    seedGroup(
      scene,
      pathShape(unitPath([[-0.5, 0.02], [-0.42, -0.2], [-0.1, -0.28], [0.3, -0.26], [0.5, -0.08], [0.46, 0.16], [0.2, 0.27], [-0.2, 0.28], [-0.45, 0.2]])),
      `<ellipse cx="-0.44" cy="0.02" rx="0.05" ry="0.07" fill="#000" opacity="0.2"/>`,
    ),
  kernelJava: (scene) =>
    seedGroup(
      scene,
      pathShape(unitPath([[-0.5, 0.02], [-0.4, -0.3], [0, -0.4], [0.38, -0.32], [0.5, 0], [0.4, 0.3], [0, 0.4], [-0.4, 0.3]])),
      `<ellipse cx="-0.44" cy="0.02" rx="0.05" ry="0.08" fill="#000" opacity="0.2"/>`,
    ),
  kernelSplit: (scene) =>
    seedGroup(
      scene,
      pathShape(unitPath([[-0.5, 0.02], [-0.4, -0.26], [0, -0.33], [0.38, -0.28], [0.5, 0], [0.4, 0.26], [0, 0.33], [-0.4, 0.26]])),
      `<ellipse cx="0.02" cy="-0.02" rx="0.4" ry="0.24" fill="#fff7e0" opacity="0.35"/><ellipse cx="-0.38" cy="0" rx="0.08" ry="0.05" fill="#b98a44" opacity="0.7"/>`,
      { overlay: flatOverlay(scene) },
    ),
  pellet: (scene) =>
    seedGroup(
      scene,
      pathShape("M-0.5 -0.2Q-0.5 -0.24 -0.44 -0.24H0.44Q0.5 -0.24 0.5 -0.2V0.2Q0.5 0.24 0.44 0.24H-0.44Q-0.5 0.24 -0.5 0.2Z"),
      `<ellipse cx="0.44" rx="0.07" ry="0.22" fill="#fff" opacity="0.16"/><path d="M-0.4 -0.12H0.36" stroke="#fff" stroke-width="0.04" opacity="0.12"/>`,
      { overlay: flatOverlay(scene) },
    ),
};

/** Castor beans: glossy, mottled; three variants with different patterns. */
function castorBean(scene, variant) {
  const rng = makeRng(300 + variant);
  const shape = pathShape(unitPath([[-0.5, 0], [-0.4, -0.28], [0, -0.34], [0.36, -0.26], [0.5, 0], [0.36, 0.26], [0, 0.34], [-0.4, 0.28]]));
  let mottle = "";
  for (let i = 0; i < 46; i++) {
    const x = rng.range(-0.4, 0.42);
    const limit = 0.3 * Math.sqrt(Math.max(0, 1 - (x / 0.48) ** 2)) - 0.02;
    const y = rng.range(-limit, limit);
    const rx = rng.range(0.03, 0.09);
    const ry = Math.max(0.01, Math.min(rng.range(0.012, 0.035), limit));
    const tone = rng.pick(["#3e2214", "#53301c", "#2e190e", "#6a3e24"]);
    mottle += `<ellipse${attrs({ cx: fmt(x), cy: fmt(y), rx: fmt(rx), ry: fmt(ry), fill: tone })} opacity="0.88" transform="rotate(${rng.int(-20, 20)} ${fmt(x)} ${fmt(y)})"/>`;
  }
  const caruncle = `<ellipse cx="-0.47" cy="0" rx="0.06" ry="0.09" fill="#eadfc7"/>`;
  const gloss = `<ellipse cx="-0.08" cy="-0.16" rx="0.22" ry="0.05" fill="#fff" opacity="0.45"/>`;
  return seedGroup(scene, shape, mottle + caruncle + gloss);
}

/** Groundnut in shell: two lobes with a waist and an irregular netted surface. */
function groundnutPod(scene, variant) {
  const rng = makeRng(900 + variant);
  const lobe = (x, c, r, h) => (Math.abs(x - c) < r ? h * Math.sqrt(1 - ((x - c) / r) ** 2) : 0);
  const half = (x) => Math.max(lobe(x, -0.24, 0.26, 0.27), lobe(x, 0.24, 0.26, 0.25), Math.abs(x) < 0.1 ? 0.18 : 0);
  const top = [];
  const bottom = [];
  for (let i = 0; i <= 20; i++) {
    const x = -0.49 + (0.98 * i) / 20;
    top.push([x, -Math.max(0.04, half(x))]);
    bottom.unshift([x, Math.max(0.04, half(x))]);
  }
  const d = unitPath([...top, ...bottom]);
  let net = "";
  const ridges = [-0.66, -0.33, 0, 0.33, 0.66];
  const ridgeY = ridges.map(() => Array.from({ length: 11 }, () => rng.range(-0.02, 0.02)));
  ridges.forEach((k, r) => {
    for (let i = 0; i <= 10; i++) {
      const x = -0.44 + i * 0.088;
      net += `${i === 0 ? "M" : "L"}${fmt(x)} ${fmt(k * half(x) + ridgeY[r][i])}`;
    }
  });
  for (let r = 0; r < ridges.length - 1; r++) {
    for (let i = 0; i < 6; i++) {
      const x = -0.4 + rng.range(0, 0.8);
      const j = Math.round((x + 0.44) / 0.088);
      net += `M${fmt(x)} ${fmt(ridges[r] * half(x) + ridgeY[r][j])}L${fmt(x + rng.range(-0.04, 0.04))} ${fmt(ridges[r + 1] * half(x) + ridgeY[r + 1][j])}`;
    }
  }
  return seedGroup(scene, pathShape(d), `<path d="${net}" fill="none" stroke="#6a4520" stroke-width="0.02" stroke-linejoin="round" opacity="0.5"/><ellipse cx="0.48" cy="0" rx="0.025" ry="0.03" fill="#6a4520"/>`);
}

/** Irregular granule / crumb of de-oiled meal. */
function granule(scene, variant) {
  const rng = makeRng(500 + variant);
  const d = unitPath(blobPoints(rng, rng.int(5, 7), 0.5, rng.range(0.32, 0.46), 0.22));
  return seedGroup(scene, pathShape(d), "", { overlay: flatOverlay(scene) });
}

/** Thin flat flake (soya meal) with a lighter upper face. */
function flake(scene, variant) {
  const rng = makeRng(700 + variant);
  const pts = blobPoints(rng, rng.int(6, 8), 0.5, rng.range(0.28, 0.4), 0.3);
  const d = unitPath(pts);
  const face = unitPath(pts.map(([x, y]) => [x * 0.8 - 0.03, y * 0.75 - 0.04]));
  return seedGroup(scene, pathShape(d), `<path d="${face}" fill="#fff8d8" opacity="0.32"/>`, { overlay: flatOverlay(scene) });
}

/** Returns the href of a seed definition, creating it on first use. */
function seedRef(scene, kind) {
  return scene.once(`seed:${kind}`, () => {
    const id = scene.uid("s");
    let inner;
    if (kind.startsWith("castor")) inner = castorBean(scene, Number(kind.slice(6)) || 0);
    else if (kind.startsWith("granule")) inner = granule(scene, Number(kind.slice(7)) || 0);
    else if (kind.startsWith("groundnutPod")) inner = groundnutPod(scene, Number(kind.slice(12)) || 0);
    else if (kind.startsWith("flake")) inner = flake(scene, Number(kind.slice(5)) || 0);
    else inner = KINDS[kind](scene);
    scene.def(`<g id="${id}">${inner}</g>`);
    return `#${id}`;
  });
}

/** One placed seed. */
function seedUse(scene, kind, x, y, size, angle, color, squash = 1) {
  const sy = size * squash;
  const scale = Math.abs(size - sy) < 0.05 ? n(size) : `${n(size)} ${n(sy)}`;
  return `<use href="${seedRef(scene, kind)}" transform="translate(${n(x)} ${n(y)}) rotate(${Math.round(angle)}) scale(${scale})" color="${color}"/>`;
}

/** Applies lighting to a base colour: lit in [0, 1], 0.5 = unchanged. */
function lightColor(base, lit, darkTone = "#24160a", lightTone = "#fff6dc") {
  return lit >= 0.5 ? mix(base, lightTone, (lit - 0.5) * 0.55) : mix(base, darkTone, (0.5 - lit) * 1.1);
}

/** Approximate fraction of the unit square each kind covers, for density estimates. */
const AREA = {
  rice: 0.2, cumin: 0.19, fennel: 0.26, barley: 0.36, wheat: 0.45, pellet: 0.46,
  moong: 0.56, urad: 0.58, kernelBold: 0.44, kernelSplit: 0.5, castor: 0.5, groundnutPod: 0.4,
  fenugreek: 0.6, maize: 0.78, kernelJava: 0.62, soybean: 0.66, chana: 0.72, splitDal: 0.69,
};
const kindArea = (kind) => AREA[kind.replace(/\d+$/, "")] ?? 0.7;

/** Number of particles needed to cover an area `coverage` times over. */
function particleCount(particles, area, coverage) {
  const total = particles.reduce((s, p) => s + (p.weight ?? 1), 0);
  const mean = particles.reduce((s, p) => {
    const size = (p.size[0] + p.size[1]) / 2;
    const shape = p.kinds.reduce((a, k) => a + kindArea(k), 0) / p.kinds.length;
    return s + ((p.weight ?? 1) / total) * size * size * shape * (p.squash ? (p.squash[0] + p.squash[1]) / 2 : 1);
  }, 0);
  return Math.round((area * coverage) / mean);
}

const baseTone = (particles) => shade(particles[0].colors[0], -0.4);

/**
 * A particle spec: { kinds: [...], weight, size: [min, max], colors: [...], squash?, angle? }.
 * Picks kind/size/colour for one particle.
 */
function drawParticle(scene, rng, specs, x, y, lit) {
  const spec = rng.weighted(specs.map((s) => [s.weight ?? 1, s]));
  const kind = rng.pick(spec.kinds);
  const size = rng.range(spec.size[0], spec.size[1]);
  const angle = spec.angle ? spec.angle(rng) : rng.range(-90, 90);
  const color = lightColor(jitter(rng.pick(spec.colors), rng, spec.variation ?? 0.06), lit);
  const squash = spec.squash ? rng.range(spec.squash[0], spec.squash[1]) : 1;
  return seedUse(scene, kind, x, y, size, angle, color, squash);
}

/**
 * A mound of particles seen in three-quarter view.
 * (cx, cy) is the centre of the base ellipse, w its half width, depth its
 * vertical/horizontal ratio, h the height of the peak above the base centre.
 */
export function heap(scene, opts) {
  const { cx, cy, w, h, depth = 0.3, particles, density = 1, base = baseTone(particles), rng = scene.rng.fork(), shadow = true, sharpness = 1.5 } = opts;
  const profile = (u) => Math.pow(Math.max(0, 1 - Math.pow(Math.abs(u), sharpness)), 1.25);
  const baseRy = w * depth;
  const top = (u) => cy - Math.max(h * profile(u), baseRy * Math.sqrt(Math.max(0, 1 - u * u)));
  const bottom = (u) => cy + baseRy * Math.sqrt(Math.max(0, 1 - u * u));

  const steps = 48;
  const outline = [];
  for (let i = 0; i <= steps; i++) {
    const u = -1 + (2 * i) / steps;
    outline.push([cx + u * w, top(u) + (i > 0 && i < steps ? rng.range(-2, 2) : 0)]);
  }
  for (let i = steps - 1; i > 0; i--) {
    const u = -1 + (2 * i) / steps;
    outline.push([cx + u * w, bottom(u)]);
  }
  const silhouette = smoothPath(outline);

  const out = [];
  if (shadow) {
    out.push(`<ellipse${attrs({ cx: cx + w * 0.08, cy: cy + baseRy * 0.25, rx: w * 1.08, ry: baseRy * 1.15, fill: "#1c1208", opacity: 0.45 })} filter="${scene.blur(Math.max(6, w * 0.05))}"/>`);
  }
  out.push(`<path d="${silhouette}" fill="${base}"/>`);

  const count = particleCount(particles, w * (h * 1.1 + baseRy * 2), 2.6 * density);
  const placed = [];
  const tallest = Math.max(h, baseRy) + baseRy;
  while (placed.length < count) {
    const u = rng.range(-0.99, 0.99);
    const t = top(u);
    const b = bottom(u);
    if (rng.next() > (b - t) / tallest) continue;
    const v = rng.next();
    const y = t + (b - t) * v;
    const x = cx + u * w;
    const slope = -u * 0.5;
    const lit = Math.max(0.05, Math.min(0.95, 0.5 + slope * 0.7 + (1 - v) * 0.18 - Math.pow(v, 4) * 0.35 + rng.range(-0.04, 0.04)));
    placed.push({ x, y, lit });
  }
  placed.sort((a, b) => a.y - b.y);
  for (const p of placed) out.push(drawParticle(scene, rng, particles, p.x, p.y, p.lit));

  const ao = scene.once("heapAO", () =>
    scene.linear([
      [0, "#000", 0],
      [0.62, "#000", 0],
      [1, "#000", 0.38],
    ]),
  );
  const sheen = scene.once("heapSheen", () =>
    scene.radial(
      [
        [0, "#fff4d6", 0.28],
        [1, "#fff4d6", 0],
      ],
      { cx: 0.35, cy: 0.25, r: 0.55 },
    ),
  );
  out.push(`<path d="${silhouette}" fill="${ao}"/>`, `<path d="${silhouette}" fill="${sheen}"/>`);
  return `<g>${out.join("")}</g>`;
}

/** Loose particles lying on a surface around (cx, cy) within an ellipse. */
export function scatter(scene, opts) {
  const { cx, cy, rx, ry, count, particles, rng = scene.rng.fork(), lit = 0.55, spread = 0.45 } = opts;
  const placed = [];
  let guard = 0;
  while (placed.length < count && guard < count * 30) {
    guard += 1;
    const x = rng.normal(0, spread);
    const y = rng.normal(0, spread);
    if (x * x + y * y > 1) continue;
    placed.push({ x: cx + x * rx, y: cy + y * ry });
  }
  placed.sort((a, b) => a.y - b.y);
  return placed.map((p) => drawParticle(scene, rng, particles, p.x, p.y, lit + rng.range(-0.05, 0.05))).join("");
}

/**
 * Particles filling the surface of a bowl's contents: an ellipse domed up by
 * `dome` pixels in the middle, drawn back to front over a dark base.
 */
export function fillEllipse(scene, opts) {
  const { cx, cy, rx, ry, particles, density = 1, rng = scene.rng.fork(), dome = 0, base = baseTone(particles) } = opts;
  const surfaceY = (px, py) => cy + py * ry - dome * (1 - px * px - py * py);
  const outline = [];
  for (let i = 0; i <= 40; i++) {
    const px = -1 + i / 20;
    const s = Math.sqrt(Math.max(0, 1 - px * px));
    let topY = Infinity;
    for (let k = 0; k <= 20; k++) topY = Math.min(topY, surfaceY(px, -s + (2 * s * k) / 20));
    outline.push([cx + px * rx, topY]);
  }
  for (let i = 39; i > 0; i--) {
    const px = -1 + i / 20;
    outline.push([cx + px * rx, cy + Math.sqrt(1 - px * px) * ry]);
  }
  const count = particleCount(particles, Math.PI * rx * ry + rx * dome * 1.4, 2.6 * density);
  const placed = [];
  while (placed.length < count) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next());
    const px = Math.cos(a) * r;
    const py = Math.sin(a) * r;
    if (rng.next() * (ry + 2 * dome) > ry + 2 * dome * py) continue;
    const lit = Math.max(0.1, Math.min(0.9, 0.56 - px * 0.25 - py * 0.12 + (1 - r * r) * 0.08 + rng.range(-0.06, 0.06)));
    placed.push({ x: cx + px * rx, y: surfaceY(px, py), lit });
  }
  placed.sort((a, b) => a.y - b.y);
  return `<path d="${smoothPath(outline)}" fill="${base}"/>` + placed.map((p) => drawParticle(scene, rng, particles, p.x, p.y, p.lit)).join("");
}
