import { attrs, jitter, n, shade, smoothPath } from "./core.mjs";

/*
 * Still-life props: backdrops, bowls, a scoop, jute sacks, glass bottles and
 * pouring streams. All share the same light from the upper left.
 */

/** Wall and table top, with a window glow, optional dappled leaf shadows and a texture. */
export function backdrop(scene, opts) {
  const { wall, table, horizon, surface = "wood", glow = "#fff3d6", dapple = true, rng = scene.rng.fork() } = opts;
  const { width: W, height: H } = scene;
  const out = [];
  out.push(`<rect width="${W}" height="${horizon}" fill="${scene.linear([[0, wall[0]], [1, wall[1]]])}"/>`);
  out.push(`<rect width="${W}" height="${horizon}" fill="${scene.radial([[0, glow, 0.5], [1, glow, 0]], { cx: W * 0.22, cy: horizon * 0.2, r: W * 0.55, user: true })}"/>`);
  if (dapple) out.push(leafShadows(scene, rng, horizon));
  for (let i = 0; i < 260; i++) {
    out.push(`<circle${attrs({ cx: rng.range(0, W), cy: rng.range(0, horizon), r: rng.range(0.8, 2.4), fill: rng.chance(0.5) ? "#fff" : "#000", opacity: rng.range(0.03, 0.07) })}/>`);
  }
  out.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${scene.linear([[0, table[0]], [1, table[1]]])}"/>`);
  if (surface === "wood") out.push(woodGrain(scene, rng, horizon, table));
  if (surface === "linen") out.push(linen(scene, rng, horizon, table));
  if (surface === "stone") out.push(stone(scene, rng, horizon, table));
  if (surface === "soil") out.push(soil(scene, rng, horizon, table));
  out.push(`<rect y="${horizon - 3}" width="${W}" height="6" fill="${shade(table[0], 0.25)}" opacity="0.6"/>`);
  out.push(`<rect y="${horizon}" width="${W}" height="${H * 0.12}" fill="${scene.linear([[0, "#000", 0.25], [1, "#000", 0]])}"/>`);
  return out.join("");
}

function leafShadows(scene, rng, horizon) {
  const W = scene.width;
  let d = "";
  for (let b = 0; b < 3; b++) {
    let x = W * rng.range(0.55, 1.05);
    let y = rng.range(-60, horizon * 0.15);
    const dir = rng.range(0.5, 1.2) * (rng.chance(0.5) ? 1 : -1);
    for (let i = 0; i < 9; i++) {
      x -= Math.cos(dir) * 38 * Math.sign(dir);
      y += 34;
      for (const side of [-1, 1]) {
        const a = Math.PI / 2 + side * rng.range(0.7, 1.2);
        const len = rng.range(55, 95);
        const ex = x + Math.cos(a) * len;
        const ey = y + Math.sin(a) * len * 0.8;
        const mx = (x + ex) / 2;
        const my = (y + ey) / 2;
        const nx = -Math.sin(a) * len * 0.2;
        const ny = Math.cos(a) * len * 0.2;
        d += `M${n(x)} ${n(y)}Q${n(mx + nx)} ${n(my + ny)} ${n(ex)} ${n(ey)}Q${n(mx - nx)} ${n(my - ny)} ${n(x)} ${n(y)}Z`;
      }
    }
  }
  return `<path d="${d}" fill="#2a1c10" opacity="0.07" filter="${scene.blur(7)}"/>`;
}

function woodGrain(scene, rng, horizon, table) {
  const { width: W, height: H } = scene;
  const out = [];
  let y = horizon;
  let plank = 34;
  while (y < H) {
    const next = y + plank;
    out.push(`<rect${attrs({ y, width: W, height: plank, fill: jitter(table[0], rng, 0.05), opacity: 0.35 })}/>`);
    out.push(`<rect${attrs({ y: next - 2, width: W, height: Math.max(2, plank * 0.05), fill: "#000", opacity: 0.28 })}/>`);
    const grains = Math.round(plank / 7);
    for (let g = 0; g < grains; g++) {
      const gy = y + rng.range(0.1, 0.9) * plank;
      const x0 = rng.range(-200, W * 0.6);
      const len = rng.range(300, 1100);
      const amp = rng.range(1, plank * 0.12);
      out.push(`<path d="M${n(x0)} ${n(gy)}C${n(x0 + len * 0.3)} ${n(gy - amp)} ${n(x0 + len * 0.6)} ${n(gy + amp)} ${n(x0 + len)} ${n(gy)}" fill="none" stroke="${rng.chance(0.6) ? "#000" : "#fff"}" stroke-width="${n(rng.range(0.8, 2.2))}" opacity="${n(rng.range(0.05, 0.12) * 100) / 100}"/>`);
    }
    y = next;
    plank *= 1.16;
  }
  return out.join("");
}

function linen(scene, rng, horizon) {
  const { width: W, height: H } = scene;
  const out = [];
  for (let i = 0; i < 7; i++) {
    const x = rng.range(0, W);
    const wdt = rng.range(60, 180);
    out.push(`<path d="M${n(x)} ${horizon}L${n(x + wdt * 0.3)} ${horizon}L${n(x + (x - W / 2) * 0.4 + wdt)} ${H}L${n(x + (x - W / 2) * 0.4)} ${H}Z" fill="${rng.chance(0.5) ? "#fff" : "#000"}" opacity="0.06" filter="${scene.blur(18)}"/>`);
  }
  for (let i = 0; i < 500; i++) {
    const y = rng.range(horizon, H);
    const x = rng.range(0, W);
    out.push(`<rect${attrs({ x, y, width: rng.range(6, 22), height: 1.2, fill: rng.chance(0.5) ? "#fff" : "#000", opacity: 0.06 })}/>`);
  }
  return out.join("");
}

function stone(scene, rng, horizon) {
  const { width: W, height: H } = scene;
  const out = [];
  for (let i = 0; i < 900; i++) {
    const y = rng.range(horizon, H);
    const s = 0.6 + ((y - horizon) / (H - horizon)) * 1.6;
    out.push(`<ellipse${attrs({ cx: rng.range(0, W), cy: y, rx: rng.range(0.8, 2.6) * s, ry: rng.range(0.4, 1.2) * s, fill: rng.pick(["#fff", "#000", "#c9a46a"]), opacity: rng.range(0.05, 0.16) })}/>`);
  }
  return out.join("");
}

function soil(scene, rng, horizon, table) {
  const { width: W, height: H } = scene;
  const out = [];
  for (let i = 0; i < 1400; i++) {
    const y = rng.range(horizon, H);
    const s = 0.5 + ((y - horizon) / (H - horizon)) * 2;
    const r = rng.range(1, 4) * s;
    out.push(`<ellipse${attrs({ cx: rng.range(0, W), cy: y, rx: r, ry: r * 0.6, fill: rng.chance(0.55) ? shade(table[0], rng.range(0.1, 0.3)) : shade(table[1], -rng.range(0.2, 0.5)), opacity: rng.range(0.35, 0.8) })}/>`);
  }
  return out.join("");
}

/** Darkens the corners of the whole frame. */
export function vignette(scene, strength = 0.45) {
  const { width: W, height: H } = scene;
  return `<rect width="${W}" height="${H}" fill="${scene.radial([[0.55, "#000", 0], [1, "#120a04", strength]], { cx: 0.5, cy: 0.48, r: 0.75 })}"/>`;
}

const MATERIALS = {
  brass: { body: ["#5e3b08", "#c38a2a", "#f6d98a", "#d9a23e", "#8a5c14", "#4a2e06"], inner: ["#8a5d18", "#d9a94a"], rim: "#fbe7aa" },
  copper: { body: ["#5a2410", "#b8603a", "#f2b28a", "#c46a3e", "#7a3418", "#3e160a"], inner: ["#7a3418", "#c8764a"], rim: "#f7c6a4" },
  wood: { body: ["#3e2210", "#7e4a26", "#b27a48", "#8e5a32", "#5a341a", "#2e180a"], inner: ["#5a341a", "#9c6638"], rim: "#c89462" },
  terracotta: { body: ["#5e2410", "#a8502c", "#de8a5e", "#bc623a", "#7e3418", "#4a1a0a"], inner: ["#7a3418", "#b85e38"], rim: "#eea27a" },
  ceramic: { body: ["#8c8474", "#d8d0c0", "#fcf9f1", "#ebe4d6", "#b4ab9a", "#7a7262"], inner: ["#b8af9e", "#f4efe4"], rim: "#ffffff" },
  indigo: { body: ["#142238", "#2c4a78", "#5c80b4", "#36588a", "#1e3456", "#0e1828"], inner: ["#1c2e4a", "#3e5e8e"], rim: "#9fb8dc" },
  iron: { body: ["#1a1614", "#3e3632", "#6e625a", "#4a403a", "#2a2420", "#121010"], inner: ["#2a2420", "#5a4e46"], rim: "#9a8c80" },
  stone: { body: ["#151514", "#3a3936", "#6a6862", "#46443f", "#262523", "#0e0e0d"], inner: ["#222120", "#4a4844"], rim: "#8a8780" },
};

function bodyGradient(scene, material) {
  const c = MATERIALS[material].body;
  return scene.once(`body:${material}`, () =>
    scene.linear([[0, c[0]], [0.12, c[1]], [0.3, c[2]], [0.48, c[3]], [0.8, c[4]], [1, c[5]]], [0, 0, 1, 0]),
  );
}

/**
 * A bowl in three-quarter view. (cx, cy) is the centre of the rim ellipse.
 * contents({cx, cy, rx, ry}) returns markup for what lies inside.
 */
export function bowl(scene, opts) {
  const { cx, cy, rx, ry = rx * 0.36, depth = rx * 0.55, material = "brass", contents, fill = 0.18, foot = 0.42 } = opts;
  const m = MATERIALS[material];
  const footRx = rx * foot;
  const footRy = footRx * (ry / rx);
  const bottom = cy + depth;
  const out = [];
  out.push(`<ellipse${attrs({ cx: cx + rx * 0.2, cy: bottom + footRy * 0.2, rx: rx * 1.05, ry: ry * 0.75, fill: "#1a0f05", opacity: 0.42 })} filter="${scene.blur(Math.max(5, rx * 0.08))}"/>`);
  out.push(`<ellipse${attrs({ cx: cx + rx * 0.04, cy: bottom, rx: footRx * 1.25, ry: footRy * 1.25, fill: "#0d0703", opacity: 0.5 })} filter="${scene.blur(Math.max(3, rx * 0.03))}"/>`);
  out.push(`<ellipse${attrs({ cx, cy, rx, ry, fill: scene.linear([[0, m.inner[0]], [0.55, m.inner[1]], [1, shade(m.inner[1], -0.2)]]) })}/>`);
  if (contents) {
    const inset = 1 - fill * 0.25;
    out.push(contents({ cx, cy: cy + ry * fill, rx: rx * 0.92 * inset, ry: ry * 0.9 * inset }));
  }
  const d =
    `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy)}` +
    `C${n(cx + rx)} ${n(cy + depth * 0.55)} ${n(cx + footRx * 1.5)} ${n(bottom)} ${n(cx + footRx)} ${n(bottom)}` +
    `A${n(footRx)} ${n(footRy)} 0 0 1 ${n(cx - footRx)} ${n(bottom)}` +
    `C${n(cx - footRx * 1.5)} ${n(bottom)} ${n(cx - rx)} ${n(cy + depth * 0.55)} ${n(cx - rx)} ${n(cy)}Z`;
  out.push(`<path d="${d}" fill="${bodyGradient(scene, material)}"/>`);
  out.push(`<path d="${d}" fill="${scene.once("bowlShade", () => scene.linear([[0, "#fff", 0.12], [0.35, "#fff", 0], [1, "#000", 0.35]]))}"/>`);
  if (material === "wood") {
    let grain = "";
    for (let i = 1; i < 7; i++) {
      const t = i / 7;
      grain += `M${n(cx - rx * (1 - t * 0.1))} ${n(cy + depth * t * 0.3)}Q${n(cx)} ${n(cy + ry + depth * t * 0.85)} ${n(cx + rx * (1 - t * 0.1))} ${n(cy + depth * t * 0.3)}`;
    }
    out.push(`<path d="${grain}" fill="none" stroke="#2a1608" stroke-width="${n(rx * 0.008 + 0.6)}" opacity="0.25"/>`);
  }
  if (material === "indigo" || material === "ceramic") {
    const band = material === "indigo" ? "#f3ead6" : "#2f5d3a";
    const by = cy + depth * 0.22;
    out.push(`<path d="M${n(cx - rx * 0.985)} ${n(by)}A${n(rx * 0.985)} ${n(ry * 1.02)} 0 0 0 ${n(cx + rx * 0.985)} ${n(by)}" fill="none" stroke="${band}" stroke-width="${n(rx * 0.035)}" opacity="0.75"/>`);
  }
  out.push(`<ellipse${attrs({ cx, cy, rx, ry, fill: "none", stroke: m.rim, "stroke-width": Math.max(1.5, rx * 0.028), opacity: 0.9 })}/>`);
  out.push(`<path d="M${n(cx - rx * 0.9)} ${n(cy + ry * 0.44)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx - rx * 0.2)} ${n(cy + ry * 0.98)}" fill="none" stroke="#fff" stroke-width="${n(Math.max(1.5, rx * 0.02))}" opacity="0.55" stroke-linecap="round"/>`);
  return `<g>${out.join("")}</g>`;
}

/** A round-bellied pot with a narrow neck (a small matka or lota); (cx, base) is the bottom centre. */
export function vase(scene, opts) {
  const { cx, base, h, material = "terracotta" } = opts;
  const belly = h * 0.42;
  const neck = h * 0.16;
  const lip = h * 0.21;
  const top = base - h;
  const d =
    `M${n(cx - lip)} ${n(top)}Q${n(cx - neck)} ${n(top + h * 0.06)} ${n(cx - neck)} ${n(top + h * 0.16)}` +
    `C${n(cx - neck)} ${n(top + h * 0.3)} ${n(cx - belly * 1.1)} ${n(top + h * 0.38)} ${n(cx - belly)} ${n(top + h * 0.66)}` +
    `C${n(cx - belly * 0.92)} ${n(base - h * 0.08)} ${n(cx - belly * 0.5)} ${n(base)} ${n(cx)} ${n(base)}` +
    `C${n(cx + belly * 0.5)} ${n(base)} ${n(cx + belly * 0.92)} ${n(base - h * 0.08)} ${n(cx + belly)} ${n(top + h * 0.66)}` +
    `C${n(cx + belly * 1.1)} ${n(top + h * 0.38)} ${n(cx + neck)} ${n(top + h * 0.3)} ${n(cx + neck)} ${n(top + h * 0.16)}` +
    `Q${n(cx + neck)} ${n(top + h * 0.06)} ${n(cx + lip)} ${n(top)}Z`;
  return (
    `<ellipse${attrs({ cx: cx + belly * 0.35, cy: base - 2, rx: belly * 1.15, ry: belly * 0.22, fill: "#140a03", opacity: 0.45 })} filter="${scene.blur(belly * 0.08)}"/>` +
    `<path d="${d}" fill="${bodyGradient(scene, material)}"/>` +
    `<path d="${d}" fill="${scene.radial([[0, "#fff", 0.25], [0.5, "#fff", 0], [1, "#000", 0.35]], { cx: 0.38, cy: 0.55, r: 0.65 })}"/>` +
    `<path d="M${n(cx - belly * 0.98)} ${n(top + h * 0.62)}Q${n(cx)} ${n(top + h * 0.72)} ${n(cx + belly * 0.98)} ${n(top + h * 0.62)}" fill="none" stroke="#000" stroke-width="${n(h * 0.012)}" opacity="0.2"/>` +
    `<ellipse${attrs({ cx, cy: top, rx: lip, ry: lip * 0.3, fill: shade(MATERIALS[material].inner[0], -0.3), stroke: MATERIALS[material].rim, "stroke-width": h * 0.015 })}/>`
  );
}

/** A wide iron kadai (Indian wok) with two ring handles. */
export function kadai(scene, opts) {
  const { cx, cy, rx, contents } = opts;
  const ry = rx * 0.34;
  const handle = (side) => {
    const hx = cx + side * rx * 1.02;
    return `<ellipse${attrs({ cx: hx + side * rx * 0.06, cy: cy + ry * 0.05, rx: rx * 0.085, ry: rx * 0.06, fill: "none", stroke: "#2e2824", "stroke-width": rx * 0.035 })}/>` +
      `<ellipse${attrs({ cx: hx + side * rx * 0.06, cy: cy + ry * 0.02, rx: rx * 0.085, ry: rx * 0.06, fill: "none", stroke: "#7a6c62", "stroke-width": rx * 0.01, opacity: 0.7 })}/>`;
  };
  return handle(-1) + handle(1) + bowl(scene, { cx, cy, rx, ry, depth: rx * 0.42, material: "iron", contents, foot: 0.3, fill: 0.25 });
}

/** A wooden scoop: a small bowl with a handle reaching back to the upper right. */
export function scoop(scene, opts) {
  const { cx, cy, rx, angle = -28, contents } = opts;
  const len = rx * 2.2;
  const a = (angle * Math.PI) / 180;
  const hx = cx + Math.cos(a) * (rx * 0.7);
  const hy = cy + Math.sin(a) * (rx * 0.7);
  const ex = cx + Math.cos(a) * (rx * 0.7 + len);
  const ey = cy + Math.sin(a) * (rx * 0.7 + len);
  const wdt = rx * 0.22;
  const handle = `<path d="M${n(hx)} ${n(hy)}L${n(ex)} ${n(ey)}" stroke="#6e4020" stroke-width="${n(wdt)}" stroke-linecap="round"/>` +
    `<path d="M${n(hx)} ${n(hy - wdt * 0.2)}L${n(ex)} ${n(ey - wdt * 0.2)}" stroke="#b27a48" stroke-width="${n(wdt * 0.35)}" stroke-linecap="round" opacity="0.7"/>`;
  const shadowHandle = `<path d="M${n(hx + 10)} ${n(hy + rx * 0.5)}L${n(ex + 10)} ${n(ey + rx * 0.5)}" stroke="#000" stroke-width="${n(wdt)}" stroke-linecap="round" opacity="0.3" filter="${scene.blur(8)}"/>`;
  return shadowHandle + handle + bowl(scene, { cx, cy, rx, ry: rx * 0.42, depth: rx * 0.5, material: "wood", contents, foot: 0.5 });
}

/** Basket-weave jute pattern fill, shared per colour. */
export function juteWeave(scene, color) {
  return scene.once(`jute:${color}`, () => {
    const id = scene.uid("pt");
    const dark = shade(color, -0.3);
    const light = shade(color, 0.22);
    const cells = [];
    for (let y = 0; y < 2; y++) {
      for (let x = 0; x < 2; x++) {
        const horizontal = (x + y) % 2 === 0;
        const x0 = x * 6;
        const y0 = y * 6;
        cells.push(
          horizontal
            ? `<rect x="${x0 + 0.3}" y="${y0 + 0.6}" width="5.4" height="2.2" rx="1.1" fill="${light}" opacity="0.45"/><rect x="${x0 + 0.3}" y="${y0 + 3.2}" width="5.4" height="2.2" rx="1.1" fill="${light}" opacity="0.3"/>`
            : `<rect x="${x0 + 0.6}" y="${y0 + 0.3}" width="2.2" height="5.4" rx="1.1" fill="${dark}" opacity="0.3"/><rect x="${x0 + 3.2}" y="${y0 + 0.3}" width="2.2" height="5.4" rx="1.1" fill="${dark}" opacity="0.2"/>`,
        );
      }
    }
    scene.def(`<pattern id="${id}" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="${color}"/>${cells.join("")}</pattern>`);
    return `url(#${id})`;
  });
}

/** Short loose fibres scattered over a region, for jute and straw textures. */
function fibres(rng, x0, y0, x1, y1, count, colors) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const len = rng.range(6, 18);
    const a = rng.chance(0.5) ? rng.range(-0.3, 0.3) : Math.PI / 2 + rng.range(-0.3, 0.3);
    out += `<path d="M${n(x)} ${n(y)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}" stroke="${rng.pick(colors)}" stroke-width="1.1" opacity="0.35"/>`;
  }
  return out;
}

/** An open jute sack with a rolled cuff; contents({cx, cy, rx, ry}) fills the mouth. */
export function sack(scene, opts) {
  const { cx, base, w, h, color = "#b08850", contents, rng = scene.rng.fork() } = opts;
  const topY = base - h;
  const mouthRx = w * 0.46;
  const mouthRy = mouthRx * 0.3;
  const bellyRx = w * 0.54;
  const cuffW = h * 0.12;
  const cuffColor = shade(color, 0.1);
  const out = [];
  out.push(`<ellipse${attrs({ cx: cx + w * 0.14, cy: base, rx: w * 0.64, ry: w * 0.13, fill: "#150c04", opacity: 0.5 })} filter="${scene.blur(w * 0.04)}"/>`);
  const ring = (sweep) =>
    `M${n(cx - mouthRx)} ${n(topY)}A${n(mouthRx)} ${n(mouthRy)} 0 0 ${sweep} ${n(cx + mouthRx)} ${n(topY)}`;
  out.push(`<path d="${ring(1)}" fill="none" stroke="${juteWeave(scene, shade(cuffColor, -0.15))}" stroke-width="${n(cuffW)}" stroke-linecap="round"/>`);
  out.push(`<ellipse${attrs({ cx, cy: topY, rx: mouthRx, ry: mouthRy, fill: shade(color, -0.55) })}/>`);
  if (contents) out.push(contents({ cx, cy: topY + mouthRy * 0.1, rx: mouthRx * 0.96, ry: mouthRy * 0.9 }));
  const side = [
    [cx - mouthRx, topY],
    [cx - bellyRx * 0.98, topY + h * 0.32],
    [cx - bellyRx, topY + h * 0.78],
    [cx - bellyRx * 0.84, base - 6],
    [cx, base + w * 0.05],
    [cx + bellyRx * 0.84, base - 6],
    [cx + bellyRx, topY + h * 0.78],
    [cx + bellyRx * 0.98, topY + h * 0.32],
    [cx + mouthRx, topY],
  ];
  const body = smoothPath(side, false) + `A${n(mouthRx)} ${n(mouthRy)} 0 0 1 ${n(cx - mouthRx)} ${n(topY)}Z`;
  const clip = scene.clip(`<path d="${body}"/>`);
  out.push(`<path d="${body}" fill="${juteWeave(scene, color)}"/>`);
  out.push(`<g clip-path="${clip}">`);
  out.push(fibres(rng, cx - bellyRx, topY, cx + bellyRx, base, 420, [shade(color, 0.35), shade(color, -0.35)]));
  for (let i = 0; i < 3; i++) {
    const fx = cx + (i - 1) * bellyRx * 0.55 + rng.range(-20, 20);
    out.push(`<path d="M${n(fx)} ${n(topY + mouthRy)}C${n(fx + 20)} ${n(topY + h * 0.4)} ${n(fx - 30)} ${n(topY + h * 0.7)} ${n(fx + rng.range(-20, 20))} ${n(base)}" fill="none" stroke="#000" stroke-width="${n(w * 0.07)}" opacity="0.14" filter="${scene.blur(16)}"/>`);
    out.push(`<path d="M${n(fx - w * 0.06)} ${n(topY + mouthRy)}C${n(fx - w * 0.06 + 20)} ${n(topY + h * 0.4)} ${n(fx - w * 0.06 - 30)} ${n(topY + h * 0.7)} ${n(fx - w * 0.06)} ${n(base)}" fill="none" stroke="#fff" stroke-width="${n(w * 0.04)}" opacity="0.1" filter="${scene.blur(14)}"/>`);
  }
  out.push(`<rect${attrs({ x: cx - bellyRx, y: topY - mouthRy, width: bellyRx * 2, height: h + mouthRy * 2, fill: scene.once("sackShade", () => scene.linear([[0, "#fff", 0.2], [0.3, "#fff", 0], [0.7, "#2a1404", 0.22], [1, "#2a1404", 0.45]], [0, 0, 1, 0.2])) })}/>`);
  out.push(`<path d="${ring(0)}" transform="translate(0 ${n(cuffW * 0.6)})" fill="none" stroke="#000" stroke-width="${n(cuffW)}" opacity="0.4" filter="${scene.blur(8)}"/>`);
  out.push(`</g>`);
  out.push(`<path d="${ring(0)}" fill="none" stroke="${juteWeave(scene, cuffColor)}" stroke-width="${n(cuffW)}" stroke-linecap="round"/>`);
  out.push(`<path d="${ring(0)}" fill="none" stroke="${scene.once("cuffShade", () => scene.linear([[0, "#fff", 0.25], [0.5, "#fff", 0], [1, "#000", 0.35]], [0, 0, 1, 0]))}" stroke-width="${n(cuffW)}" stroke-linecap="round"/>`);
  out.push(`<path d="${ring(0)}" transform="translate(0 ${n(-cuffW * 0.28)})" fill="none" stroke="#fff" stroke-width="${n(cuffW * 0.18)}" opacity="0.2"/>`);
  out.push(`<path d="${ring(0)}" transform="translate(0 ${n(cuffW * 0.42)})" fill="none" stroke="#000" stroke-width="${n(cuffW * 0.12)}" opacity="0.25"/>`);
  let creases = "";
  for (let i = 1; i < 12; i++) {
    const t = Math.PI * (i / 12) + rng.range(-0.08, 0.08);
    const px = cx - Math.cos(t) * mouthRx;
    const py = topY + Math.sin(t) * mouthRy;
    creases += `M${n(px + rng.range(-4, 4))} ${n(py - cuffW * 0.4)}q${n(rng.range(-6, 6))} ${n(cuffW * 0.4)} ${n(rng.range(-5, 5))} ${n(cuffW * 0.8)}`;
  }
  out.push(`<path d="${creases}" fill="none" stroke="#2a1404" stroke-width="${n(cuffW * 0.12)}" opacity="0.22" stroke-linecap="round" filter="${scene.blur(2)}"/>`);
  return `<g>${out.join("")}</g>`;
}

/**
 * A glass bottle holding liquid. (cx, base) is the bottom centre.
 * liquid: [light, dark]; level: fill height as a fraction of the body.
 */
export function bottle(scene, opts) {
  const { cx, base, w, h, liquid, level = 0.8, cap = "#c8962c", backdropTone = "#ffffff", shape = "round" } = opts;
  const a = w / 2;
  const shoulder = base - h * (shape === "round" ? 0.58 : 0.66);
  const neckBottom = base - h * 0.82;
  const neckTop = base - h * 0.93;
  const na = a * 0.3;
  const r = a * 0.22;
  const outline =
    `M${n(cx - na)} ${n(neckTop)}L${n(cx - na)} ${n(neckBottom)}` +
    `C${n(cx - na)} ${n(neckBottom + h * 0.06)} ${n(cx - a)} ${n(shoulder - h * 0.08)} ${n(cx - a)} ${n(shoulder)}` +
    `L${n(cx - a)} ${n(base - r)}Q${n(cx - a)} ${n(base)} ${n(cx - a + r)} ${n(base)}` +
    `L${n(cx + a - r)} ${n(base)}Q${n(cx + a)} ${n(base)} ${n(cx + a)} ${n(base - r)}` +
    `L${n(cx + a)} ${n(shoulder)}C${n(cx + a)} ${n(shoulder - h * 0.08)} ${n(cx + na)} ${n(neckBottom + h * 0.06)} ${n(cx + na)} ${n(neckBottom)}` +
    `L${n(cx + na)} ${n(neckTop)}Z`;
  const liquidTop = base - (base - neckBottom) * level;
  const clip = scene.clip(`<path d="${outline}"/>`);
  const out = [];
  out.push(`<ellipse${attrs({ cx: cx + w * 0.75, cy: base - 4, rx: w * 0.95, ry: w * 0.14, fill: "#120a03", opacity: 0.4 })} filter="${scene.blur(w * 0.06)}"/>`);
  out.push(`<ellipse${attrs({ cx: cx + w * 0.7, cy: base + 2, rx: w * 0.5, ry: w * 0.08, fill: liquid[0], opacity: 0.55 })} filter="${scene.blur(w * 0.05)}"/>`);
  out.push(`<path d="${outline}" fill="${backdropTone}" opacity="0.16"/>`);
  out.push(`<g clip-path="${clip}">`);
  out.push(`<rect${attrs({ x: cx - a, y: liquidTop, width: w, height: base - liquidTop, fill: scene.linear([[0, liquid[1]], [0.18, liquid[0]], [0.45, shade(liquid[0], 0.25)], [0.75, liquid[0]], [1, liquid[1]]], [0, 0, 1, 0]) })}/>`);
  out.push(`<rect${attrs({ x: cx - a, y: liquidTop, width: w, height: base - liquidTop, fill: scene.linear([[0, "#fff", 0.15], [0.5, "#fff", 0], [1, "#000", 0.25]]) })}/>`);
  out.push(`<ellipse${attrs({ cx, cy: liquidTop, rx: a, ry: a * 0.12, fill: shade(liquid[0], 0.35), opacity: 0.85 })}/>`);
  out.push(`<ellipse${attrs({ cx: cx + a * 0.1, cy: base - h * 0.12, rx: a * 0.55, ry: h * 0.1, fill: shade(liquid[0], 0.5), opacity: 0.35 })} filter="${scene.blur(a * 0.15)}"/>`);
  out.push(`</g>`);
  out.push(`<path d="${outline}" fill="none" stroke="${shade(liquid[1], -0.3)}" stroke-width="${n(a * 0.04)}" opacity="0.55"/>`);
  out.push(`<rect${attrs({ x: cx - a * 0.78, y: shoulder + h * 0.02, width: a * 0.13, height: base - shoulder - h * 0.08, rx: a * 0.06, fill: "#fff", opacity: 0.55 })}/>`);
  out.push(`<rect${attrs({ x: cx - a * 0.56, y: shoulder + h * 0.04, width: a * 0.04, height: base - shoulder - h * 0.14, rx: a * 0.02, fill: "#fff", opacity: 0.35 })}/>`);
  out.push(`<rect${attrs({ x: cx + a * 0.7, y: shoulder + h * 0.05, width: a * 0.07, height: base - shoulder - h * 0.16, rx: a * 0.03, fill: "#fff", opacity: 0.25 })}/>`);
  out.push(`<path d="M${n(cx - na * 0.5)} ${n(neckBottom + h * 0.02)}L${n(cx - na * 0.5)} ${n(neckTop + h * 0.01)}" stroke="#fff" stroke-width="${n(na * 0.22)}" opacity="0.5" stroke-linecap="round"/>`);
  out.push(`<path d="M${n(cx - a * 0.86)} ${n(shoulder - h * 0.01)}C${n(cx - a * 0.8)} ${n(shoulder - h * 0.07)} ${n(cx - na * 1.5)} ${n(neckBottom + h * 0.04)} ${n(cx - na * 1.05)} ${n(neckBottom + h * 0.025)}" fill="none" stroke="#fff" stroke-width="${n(a * 0.07)}" opacity="0.45" stroke-linecap="round"/>`);
  const capH = h * 0.1;
  const capY = neckTop - capH + h * 0.02;
  out.push(`<rect${attrs({ x: cx - na * 1.2, y: capY, width: na * 2.4, height: capH, rx: na * 0.25, fill: scene.linear([[0, shade(cap, -0.45)], [0.3, shade(cap, 0.35)], [0.55, cap], [1, shade(cap, -0.55)]], [0, 0, 1, 0]) })}/>`);
  let ridges = "";
  for (let i = 1; i < 9; i++) ridges += `M${n(cx - na * 1.2 + (na * 2.4 * i) / 9)} ${n(capY + capH * 0.12)}V${n(capY + capH * 0.9)}`;
  out.push(`<path d="${ridges}" stroke="#000" stroke-width="${n(na * 0.05)}" opacity="0.25"/>`);
  return `<g>${out.join("")}</g>`;
}

/** A stream of liquid falling from (x, y0) to (x1, y1), tapering and glossy. */
export function pour(scene, opts) {
  const { x, y0, x1 = x, y1, width = 14, liquid } = opts;
  const dx = x1 - x;
  const d =
    `M${n(x - width / 2)} ${n(y0)}C${n(x - width / 2)} ${n(y0 + (y1 - y0) * 0.5)} ${n(x1 - width * 0.3 - dx * 0.1)} ${n(y1 - (y1 - y0) * 0.3)} ${n(x1 - width * 0.28)} ${n(y1)}` +
    `L${n(x1 + width * 0.28)} ${n(y1)}C${n(x1 + width * 0.3 - dx * 0.1)} ${n(y1 - (y1 - y0) * 0.3)} ${n(x + width / 2)} ${n(y0 + (y1 - y0) * 0.5)} ${n(x + width / 2)} ${n(y0)}Z`;
  const fill = scene.linear([[0, liquid[1]], [0.35, shade(liquid[0], 0.35)], [0.6, liquid[0]], [1, liquid[1]]], [0, 0, 1, 0]);
  return (
    `<path d="${d}" fill="${fill}" opacity="0.95"/>` +
    `<path d="M${n(x - width * 0.15)} ${n(y0)}C${n(x - width * 0.15)} ${n(y0 + (y1 - y0) * 0.5)} ${n(x1 - width * 0.1)} ${n(y1 - (y1 - y0) * 0.3)} ${n(x1 - width * 0.08)} ${n(y1 - 6)}" fill="none" stroke="#fff" stroke-width="${n(width * 0.14)}" opacity="0.55" stroke-linecap="round"/>`
  );
}

/** Liquid surface filling a bowl (flat ellipse with gloss and ripples). */
export function liquidSurface(scene, { cx, cy, rx, ry }, liquid, ripples = 0) {
  const out = [`<ellipse${attrs({ cx, cy, rx, ry, fill: scene.radial([[0, shade(liquid[0], 0.3)], [0.6, liquid[0]], [1, liquid[1]]], { cx: 0.45, cy: 0.4, r: 0.6 }) })}/>`];
  out.push(`<ellipse${attrs({ cx: cx - rx * 0.3, cy: cy - ry * 0.35, rx: rx * 0.35, ry: ry * 0.18, fill: "#fff", opacity: 0.35 })} filter="${scene.blur(Math.max(2, rx * 0.04))}"/>`);
  for (let i = 1; i <= ripples; i++) {
    out.push(`<ellipse${attrs({ cx: cx + rx * 0.1, cy: cy + ry * 0.05, rx: rx * 0.13 * i, ry: ry * 0.13 * i, fill: "none", stroke: "#fff", "stroke-width": 2, opacity: 0.45 / i })}/>`);
  }
  return out.join("");
}
