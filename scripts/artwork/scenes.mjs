import { Scene, attrs, mix, n, shade, smoothPath } from "./lib/core.mjs";
import { juteWeave, sack } from "./lib/props.mjs";
import { heap, scatter } from "./lib/seeds.mjs";

/*
 * Wide scenes that sit behind white text: the home hero (2000 x 1125) and the
 * "Our Legacy" banner (2000 x 800). Both keep the left side, where headlines
 * sit, darker and quieter than the right.
 */

/** A ridge line across the frame made of smoothed random heights. */
function ridge(rng, { width, base, amp, steps, peaks = [] }) {
  const pts = [];
  for (let i = 0; i <= steps; i++) {
    const x = (width * i) / steps;
    let y = base - amp * (0.5 + 0.5 * Math.sin(i * 0.9 + rng.range(0, 1))) * rng.range(0.6, 1);
    for (const [px, ph, pw] of peaks) y -= ph * Math.exp(-(((x - px) / pw) ** 2));
    pts.push([x, y]);
  }
  return pts;
}

function ridgePath(pts, bottom, width) {
  return `${smoothPath(pts, false)}L${width} ${bottom}L0 ${bottom}Z`;
}

/** Silhouette of a neem-like tree: trunk and a cluster of round canopy blobs. */
function tree(rng, x, y, h, color) {
  let d = `M${n(x - h * 0.03)} ${n(y)}L${n(x - h * 0.015)} ${n(y - h * 0.55)}L${n(x + h * 0.015)} ${n(y - h * 0.55)}L${n(x + h * 0.03)} ${n(y)}Z`;
  let blobs = "";
  for (let i = 0; i < 7; i++) {
    blobs += `<ellipse${attrs({ cx: x + rng.range(-0.32, 0.32) * h, cy: y - h * rng.range(0.55, 0.9), rx: h * rng.range(0.16, 0.26), ry: h * rng.range(0.12, 0.18), fill: color })}/>`;
  }
  return `<path d="${d}" fill="${color}"/>${blobs}`;
}

/** Slender palm silhouette. */
function palm(rng, x, y, h, color) {
  const lean = rng.range(-0.12, 0.12) * h;
  let out = `<path d="M${n(x)} ${n(y)}Q${n(x + lean * 0.3)} ${n(y - h * 0.5)} ${n(x + lean)} ${n(y - h)}" fill="none" stroke="${color}" stroke-width="${n(h * 0.03)}"/>`;
  for (let i = 0; i < 8; i++) {
    const a = -Math.PI / 2 + (i - 3.5) * 0.42 + rng.range(-0.1, 0.1);
    const len = h * rng.range(0.28, 0.38);
    const ex = x + lean + Math.cos(a) * len;
    const ey = y - h + Math.sin(a) * len * 0.6 + len * 0.25;
    out += `<path d="M${n(x + lean)} ${n(y - h)}Q${n(x + lean + Math.cos(a) * len * 0.5)} ${n(y - h + Math.sin(a) * len * 0.6 - len * 0.1)} ${n(ex)} ${n(ey)}" fill="none" stroke="${color}" stroke-width="${n(h * 0.025)}" stroke-linecap="round"/>`;
  }
  return out;
}

/**
 * Crop rows converging on a vanishing point: dark green ridges of plants
 * separated by furrows of soil, rim-lit where they face the low sun.
 */
function cropRows(scene, rng, { vx, vy, bottom, spacing, sun, horizon }) {
  const { width: W } = scene;
  const out = [];
  const depth = bottom - vy;
  for (let xb = vx - spacing * 90; xb <= vx + spacing * 90; xb += spacing) {
    const edge = xb < vx ? -60 : W + 60;
    const sEdge = xb === vx ? 1 : Math.min(1, (edge - vx) / (xb - vx));
    const half = spacing * 0.3;
    const toSun = Math.max(0, 1 - Math.abs(xb - vx) / (spacing * 30));
    out.push(`<path d="M${vx} ${vy}L${n(vx + (xb - vx - half))} ${n(vy + depth)}L${n(vx + (xb - vx + half))} ${n(vy + depth)}Z" fill="${mix("#17240f", "#2a3614", toSun)}"/>`);
    for (let z = 1; z < 60; z *= 1.06) {
      const sc = 1 / z;
      z *= rng.range(0.985, 1.02);
      if (sc > sEdge) continue;
      const x = vx + (xb - vx) * sc + rng.range(-0.08, 0.08) * spacing * sc;
      const y = vy + depth * sc;
      const size = spacing * 0.42 * sc;
      if (size < 2) break;
      const lit = Math.max(0, 1 - Math.hypot(x - sun.x, (y - horizon) * 2.2) / 1500);
      const leaf = mix("#1d2c12", "#3e4c1c", lit);
      let clump = "";
      const leaves = rng.int(3, 5);
      for (let k = 0; k < leaves; k++) {
        clump += `<ellipse${attrs({ cx: x + (k - (leaves - 1) / 2) * size * 0.3 + rng.range(-0.1, 0.1) * size, cy: y - size * (0.3 + rng.range(0, 0.3)), rx: size * rng.range(0.26, 0.4), ry: size * rng.range(0.18, 0.28), fill: leaf })}/>`;
      }
      out.push(clump);
      if (size > 4) {
        out.push(`<path d="M${n(x - size * 0.55)} ${n(y - size * 0.55)}Q${n(x)} ${n(y - size * 0.9)} ${n(x + size * 0.6)} ${n(y - size * 0.5)}" fill="none" stroke="${mix("#5a6a2a", "#ffc860", lit)}" stroke-width="${n(Math.max(1, size * 0.06))}" opacity="${n(0.2 + lit * 0.7)}" stroke-linecap="round"/>`);
      }
    }
  }
  return out.join("");
}

/** Distant container ship beside two quay cranes, silhouetted against the sun. */
function port(rng, x, y, scale, color) {
  const s = scale;
  let out = "";
  for (let i = 0; i < 2; i++) {
    const cx = x + i * 70 * s;
    const legs = `M${n(cx)} ${n(y)}L${n(cx + 4 * s)} ${n(y - 70 * s)}M${n(cx + 26 * s)} ${n(y)}L${n(cx + 22 * s)} ${n(y - 70 * s)}M${n(cx + 2 * s)} ${n(y - 40 * s)}H${n(cx + 24 * s)}`;
    const boom = `M${n(cx - 10 * s)} ${n(y - 70 * s)}H${n(cx + 80 * s)}M${n(cx + 13 * s)} ${n(y - 92 * s)}L${n(cx + 80 * s)} ${n(y - 71 * s)}M${n(cx + 13 * s)} ${n(y - 92 * s)}L${n(cx - 10 * s)} ${n(y - 71 * s)}M${n(cx + 13 * s)} ${n(y - 92 * s)}V${n(y - 70 * s)}`;
    out += `<path d="${legs}${boom}" stroke="${color}" stroke-width="${n(2.4 * s)}" fill="none"/>`;
  }
  const hull = `M${n(x + 60 * s)} ${n(y - 12 * s)}H${n(x + 330 * s)}L${n(x + 316 * s)} ${n(y)}H${n(x + 72 * s)}Z`;
  out += `<path d="${hull}" fill="${color}"/>`;
  out += `<rect${attrs({ x: x + 290 * s, y: y - 34 * s, width: 20 * s, height: 22 * s, fill: color })}/>`;
  for (let c = 0; c < 11; c++) {
    const stack = rng.int(1, 3);
    for (let r = 0; r < stack; r++) {
      out += `<rect${attrs({ x: x + 76 * s + c * 19 * s, y: y - 12 * s - (r + 1) * 7 * s, width: 18 * s, height: 6.4 * s, fill: shade(color, rng.range(0, 0.2)) })}/>`;
    }
  }
  return out;
}

export function hero() {
  const W = 2000;
  const H = 1125;
  const scene = new Scene(W, H, 2024);
  const rng = scene.rng;
  const horizon = 640;
  const sun = { x: 1480, y: 600 };

  scene.add(`<rect width="${W}" height="${H}" fill="${scene.linear([[0, "#1b2338"], [0.35, "#4a3a4e"], [0.52, "#a65a42"], [0.6, "#e09a4c"]], [0, 0, 0, 1])}"/>`);
  scene.add(`<rect width="${W}" height="${horizon + 40}" fill="${scene.radial([[0, "#ffe7a8", 0.95], [0.08, "#ffc46a", 0.7], [0.35, "#f08a40", 0.25], [1, "#f08a40", 0]], { cx: sun.x, cy: sun.y, r: 1100, user: true })}"/>`);
  for (let i = 0; i < 9; i++) {
    const cy = rng.range(120, 470);
    const cx = rng.range(200, 2000);
    const glow = Math.max(0, 1 - Math.hypot(cx - sun.x, cy - sun.y) / 1400);
    scene.add(`<ellipse${attrs({ cx, cy, rx: rng.range(180, 420), ry: rng.range(10, 26), fill: mix("#6a4a5a", "#ffb070", glow), opacity: 0.55 })} filter="${scene.blur(10)}"/>`);
  }
  scene.add(`<circle${attrs({ cx: sun.x, cy: sun.y, r: 46, fill: "#fff3cf" })} filter="${scene.blur(3)}"/>`);
  let birds = "";
  for (let i = 0; i < 6; i++) {
    const bx = 1150 + rng.range(0, 380);
    const by = 330 + rng.range(0, 140);
    const span = rng.range(7, 12);
    birds += `M${n(bx - span)} ${n(by - span * 0.3)}Q${n(bx - span * 0.4)} ${n(by - span * 0.5)} ${n(bx)} ${n(by)}Q${n(bx + span * 0.4)} ${n(by - span * 0.5)} ${n(bx + span)} ${n(by - span * 0.35)}`;
  }
  scene.add(`<path d="${birds}" fill="none" stroke="#3a2630" stroke-width="2" stroke-linecap="round"/>`);

  const far = ridge(rng, { width: W, base: horizon - 10, amp: 26, steps: 40, peaks: [[540, 190, 90], [430, 120, 110], [690, 140, 100], [860, 60, 120], [250, 60, 140]] });
  scene.add(`<path d="${ridgePath(far, H, W)}" fill="${scene.linear([[0, "#87606c"], [0.4, "#9a6a66"], [1, "#c07c5a"]], [0, horizon - 200, 0, horizon], { user: true })}" opacity="0.9"/>`);
  const near = ridge(rng, { width: W, base: horizon + 2, amp: 14, steps: 30, peaks: [[200, 60, 160], [640, 40, 180], [1100, 24, 200]] });
  scene.add(`<path d="${ridgePath(near, H, W)}" fill="${scene.linear([[0, "#5e4248"], [1, "#7a5048"]])}" opacity="0.9"/>`);
  scene.add(`<rect${attrs({ x: 1560, y: horizon - 14, width: 440, height: 24, fill: scene.linear([[0, "#f4b060", 0], [0.2, "#ffd48a"], [1, "#e89a50"]], [0, 0, 1, 0]) })}/>`);
  scene.add(port(rng, 1600, horizon - 4, 1.15, "#5e4044"));

  const mid = ridge(rng, { width: W, base: horizon + 8, amp: 10, steps: 30 });
  scene.add(`<path d="${ridgePath(mid, H, W)}" fill="${scene.linear([[0, "#5e4a3a"], [0.15, "#3e3a28"]])}"/>`);
  let trees = "";
  for (let i = 0; i < 26; i++) {
    const x = rng.range(0, W);
    if (x > 1520 && x < 2000 && rng.chance(0.7)) continue;
    const h = rng.range(28, 60);
    trees += rng.chance(0.3) ? palm(rng, x, horizon + 10, h * 1.4, "#3a2a26") : tree(rng, x, horizon + 10, h, "#3a2c26");
  }
  scene.add(`<g opacity="0.9">${trees}</g>`);

  scene.add(`<rect${attrs({ y: horizon + 8, width: W, height: H - horizon, fill: scene.linear([[0, "#7a6a3a"], [0.12, "#4e5a2a"], [0.5, "#2a3a1c"], [1, "#121a0c"]]) })}/>`);
  scene.add(`<rect${attrs({ y: horizon + 8, width: W, height: H - horizon, fill: scene.radial([[0, "#ffc060", 0.55], [0.4, "#e0903a", 0.18], [1, "#e0903a", 0]], { cx: sun.x, cy: horizon, r: 900, user: true }) })}/>`);

  scene.add(cropRows(scene, rng, { vx: 1300, vy: horizon + 8, bottom: H + 80, spacing: 150, sun, horizon }));

  scene.add(`<rect width="${W}" height="${H}" fill="${scene.linear([[0, "#0a0c08", 0.78], [0.45, "#0a0c08", 0.3], [0.75, "#0a0c08", 0]], [0, 0, 1, 0])}"/>`);
  scene.add(`<rect width="${W}" height="${H}" fill="${scene.linear([[0, "#000", 0.35], [0.3, "#000", 0], [0.7, "#000", 0], [1, "#000", 0.55]])}"/>`);
  return scene;
}

/** A filled jute sack lying on its side, seen from the front, with pinched corners and coloured stripes. */
function pillowSack(scene, rng, x, y, w, h, color, light = 1) {
  const d =
    `M${n(x)} ${n(y + h * 0.16)}Q${n(x + w * 0.5)} ${n(y - h * 0.14)} ${n(x + w)} ${n(y + h * 0.16)}` +
    `Q${n(x + w * 1.05)} ${n(y + h * 0.5)} ${n(x + w)} ${n(y + h * 0.86)}` +
    `Q${n(x + w * 0.5)} ${n(y + h * 1.12)} ${n(x)} ${n(y + h * 0.86)}` +
    `Q${n(x - w * 0.05)} ${n(y + h * 0.5)} ${n(x)} ${n(y + h * 0.16)}Z`;
  const tone = shade(color, rng.range(-0.08, 0.08));
  const stripes = [0.2, 0.24, 0.76, 0.8]
    .map((t) => `M${n(x + w * t)} ${n(y + h * 0.02)}Q${n(x + w * t + w * 0.01)} ${n(y + h * 0.5)} ${n(x + w * t)} ${n(y + h * 0.98)}`)
    .join("");
  return (
    `<path d="${d}" fill="${juteWeave(scene, tone)}"/>` +
    `<path d="${stripes}" fill="none" stroke="#2f5d3a" stroke-width="${n(w * 0.022)}" opacity="0.7"/>` +
    `<path d="${d}" fill="${scene.once("pillowShade", () => scene.radial([[0, "#fff", 0.22], [0.45, "#fff", 0], [0.85, "#1a0c02", 0.35], [1, "#1a0c02", 0.6]], { cx: 0.42, cy: 0.3, r: 0.75 }))}"/>` +
    `<path d="M${n(x + w * 0.02)} ${n(y + h * 0.2)}L${n(x - w * 0.015)} ${n(y + h * 0.1)}M${n(x + w * 0.98)} ${n(y + h * 0.2)}L${n(x + w * 1.015)} ${n(y + h * 0.1)}" stroke="${shade(color, -0.3)}" stroke-width="${n(h * 0.07)}" stroke-linecap="round"/>` +
    (light < 1 ? `<path d="${d}" fill="#140a04" opacity="${n((1 - light) * 70) / 100}"/>` : "")
  );
}

/** A brick-bond stack of sacks on a wooden pallet; (x, base) is the bottom-left corner. */
function sackStack(scene, rng, { x, base, cols, rows, w, h, color, lightAt = () => 1 }) {
  const out = [];
  out.push(`<ellipse${attrs({ cx: x + (cols * w) / 2 + w * 0.3, cy: base + h * 0.1, rx: cols * w * 0.62, ry: h * 0.35, fill: "#000", opacity: 0.55 })} filter="${scene.blur(h * 0.25)}"/>`);
  const palletH = h * 0.3;
  out.push(`<rect${attrs({ x: x - w * 0.05, y: base - palletH, width: cols * w + w * 0.1, height: palletH, fill: "#4a3020" })}/>`);
  for (let i = 0; i <= cols * 2; i++) {
    out.push(`<rect${attrs({ x: x - w * 0.05 + (i * (cols * w)) / (cols * 2), y: base - palletH * 0.75, width: w * 0.12, height: palletH * 0.75, fill: "#1a100a" })}/>`);
  }
  out.push(`<rect${attrs({ x: x - w * 0.05, y: base - palletH, width: cols * w + w * 0.1, height: palletH * 0.22, fill: "#7a5436" })}/>`);
  for (let r = 0; r < rows; r++) {
    const offset = r % 2 === 1 ? w * 0.5 : 0;
    const count = r % 2 === 1 ? cols - 1 : cols;
    for (let c = 0; c < count; c++) {
      const sx = x + offset + c * w + rng.range(-4, 4);
      const sy = base - palletH - (r + 1) * h * 0.82;
      out.push(pillowSack(scene, rng, sx, sy, w * 0.98, h, color, Math.min(1, lightAt(sx + w / 2, sy + h / 2) + rng.range(-0.06, 0.06))));
    }
  }
  return out.join("");
}

export function aboutBanner() {
  const W = 2000;
  const H = 800;
  const scene = new Scene(W, H, 1948);
  const rng = scene.rng;
  const floorY = 610;

  scene.add(`<rect width="${W}" height="${floorY}" fill="${scene.linear([[0, "#2a1d14"], [1, "#4a3322"]])}"/>`);
  let bricks = "";
  for (let row = 0; row * 34 < floorY; row++) {
    const y = row * 34;
    bricks += `M0 ${y}H${W}`;
    for (let x = (row % 2) * 60; x < W; x += 120) bricks += `M${x} ${y}V${y + 34}`;
  }
  scene.add(`<path d="${bricks}" stroke="#120a05" stroke-width="2" opacity="0.35"/>`);
  for (let i = 0; i < 200; i++) {
    scene.add(`<rect${attrs({ x: rng.int(0, 16) * 120 + (rng.int(0, 17) % 2) * 60, y: rng.int(0, 17) * 34, width: 118, height: 32, fill: rng.chance(0.5) ? "#6a4a30" : "#1a1008", opacity: rng.range(0.08, 0.2) })}/>`);
  }
  for (const wx of [1300, 1640]) {
    scene.add(`<rect${attrs({ x: wx - 14, y: 46, width: 188, height: 196, fill: "#1a100a" })}/>`);
    scene.add(`<rect${attrs({ x: wx, y: 60, width: 160, height: 170, fill: scene.radial([[0, "#fff4d0"], [0.6, "#ffd07a"], [1, "#e89a40"]], { cx: 0.5, cy: 0.45, r: 0.7 }) })}/>`);
    scene.add(`<path d="M${wx + 80} 60V230M${wx} 145H${wx + 160}M${wx + 40} 60V230M${wx + 120} 60V230" stroke="#2a1a10" stroke-width="7"/>`);
  }
  scene.add(`<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="${scene.linear([[0, "#3a2818"], [1, "#120c07"]])}"/>`);
  let planks = "";
  for (let i = -30; i < 60; i++) planks += `M${1000 + i * 70} ${floorY}L${1000 + i * 200} ${H}`;
  scene.add(`<path d="${planks}" stroke="#000" stroke-width="2" opacity="0.25"/>`);
  scene.add(`<path d="M380 ${H}L900 ${floorY + 20}L1280 ${floorY + 20}L1000 ${H}Z" fill="#ffc870" opacity="0.14" filter="${scene.blur(24)}"/>`);

  const lightAt = (x, y) => 0.25 + 0.75 * Math.exp(-(((y - 150) / 380) ** 2)) * Math.min(1, Math.max(0, (x - 500) / 900));
  const haze = (opacity) => `<rect width="${W}" height="${H}" fill="#2a1a0e" opacity="${opacity}"/>`;
  scene.add(sackStack(scene, rng, { x: 640, base: floorY - 10, cols: 4, rows: 4, w: 160, h: 80, color: "#8e6c42", lightAt }));
  scene.add(haze(0.35));
  scene.add(sackStack(scene, rng, { x: 1150, base: floorY + 20, cols: 4, rows: 5, w: 190, h: 96, color: "#a07a4a", lightAt }));
  scene.add(haze(0.15));
  scene.add(sackStack(scene, rng, { x: 1700, base: floorY + 70, cols: 3, rows: 6, w: 200, h: 100, color: "#a88252", lightAt }));
  scene.add(sack(scene, { cx: 1480, base: 792, w: 300, h: 200, color: "#a88252", contents: (m) => heap(scene, { cx: m.cx, cy: m.cy, w: m.rx, depth: m.ry / m.rx, h: 70, particles: [{ kinds: ["groundnutPod0", "groundnutPod1", "groundnutPod2"], size: [44, 54], colors: ["#c9a064", "#b88e52"] }], shadow: false }) }));
  scene.add(scatter(scene, { cx: 1260, cy: 780, rx: 140, ry: 20, count: 6, spread: 0.6, particles: [{ kinds: ["groundnutPod0", "groundnutPod1"], size: [44, 52], colors: ["#b89058", "#a88050"] }] }));
  scene.add(`<rect width="${W}" height="${H}" fill="${scene.linear([[0, "#000", 0], [0.55, "#000", 0], [1, "#000", 0.45]])}"/>`);

  const beams = [
    [1300, 60, 1460, 230],
    [1640, 60, 1800, 230],
  ];
  for (const [x0, y0, x1] of beams) {
    const dx = -700;
    const d = `M${x0} ${y0}L${x1} ${y0}L${x1 + dx} ${H + 100}L${x0 + dx - 200} ${H + 100}Z`;
    scene.add(`<path d="${d}" fill="${scene.linear([[0, "#ffd890", 0.42], [1, "#ffd890", 0]], [0.8, 0, 0.2, 1])}" filter="${scene.blur(16)}"/>`);
  }
  let motes = "";
  for (let i = 0; i < 260; i++) {
    const t = rng.next();
    const x = 1400 + rng.range(-120, 260) - t * 800;
    const y = 100 + t * 650;
    motes += `<circle${attrs({ cx: x, cy: y, r: rng.range(0.8, 2.2), fill: "#fff2c8", opacity: rng.range(0.2, 0.6) })}/>`;
  }
  scene.add(motes);
  scene.add(`<rect width="${W}" height="${H}" fill="${scene.linear([[0, "#080503", 0.85], [0.35, "#080503", 0.5], [0.7, "#080503", 0.05]], [0, 0, 1, 0])}"/>`);
  scene.add(`<rect width="${W}" height="${H}" fill="${scene.radial([[0.6, "#000", 0], [1, "#000", 0.45]], { cx: 0.6, cy: 0.45, r: 0.8 })}"/>`);
  return scene;
}
