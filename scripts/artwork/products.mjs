import { Scene } from "./lib/core.mjs";
import { backdrop, bottle, bowl, kadai, liquidSurface, pour, sack, scoop, vase, vignette } from "./lib/props.mjs";
import { fillEllipse, heap, scatter } from "./lib/seeds.mjs";
import { castorCapsule, castorLeaf, groundnutLeaves, maizeCob, rapeseedSprig, soyLeaf, soyPod, wheatEar } from "./lib/botany.mjs";

/*
 * One function per product image (1600 x 1200). Each returns a Scene.
 * Every image is a still life on a table, lit from the upper left.
 */

const W = 1600;
const H = 1200;
const variants = (name, count) => Array.from({ length: count }, (_, i) => `${name}${i}`);

/** Long grains lying on a surface seen from above at an angle mostly show their length sideways. */
const lyingFlat = (rng) => rng.normal(0, 28);

/** Contents for a bowl or scoop: particles filling the rim ellipse, domed up. */
const mound = (scene, particles, dome = 50, density = 1) => (m) => fillEllipse(scene, { ...m, particles, dome, density });

/** Contents as a proper heap rising out of a bowl or sack mouth. */
const pile = (scene, particles, h, base) => (m) =>
  heap(scene, { cx: m.cx, cy: m.cy, w: m.rx, depth: m.ry / m.rx, h, particles, base, shadow: false });

const GROUNDNUT_PODS = { kinds: variants("groundnutPod", 3), size: [100, 125], colors: ["#d2a76a", "#c39456", "#caa060"] };

export function groundnutMeal() {
  const scene = new Scene(W, H, 101);
  const meal = [
    { kinds: variants("granule", 8), size: [8, 17], colors: ["#c8924e", "#b57d3f", "#d6a564", "#a46e35"] },
    { kinds: ["round"], size: [3, 6], colors: ["#d9aa6c", "#a8743c"], weight: 0.8 },
  ];
  scene.add(backdrop(scene, { wall: ["#e6c89c", "#cfa273"], table: ["#8a5a34", "#4e2c14"], horizon: 470 }));
  scene.add(sack(scene, { cx: 420, base: 800, w: 500, h: 450, color: "#c29152", contents: pile(scene, meal, 110, "#7a5530") }));
  scene.add(heap(scene, { cx: 960, cy: 930, w: 400, h: 270, particles: meal, base: "#6e4a26" }));
  scene.add(scatter(scene, { cx: 960, cy: 1010, rx: 520, ry: 120, count: 160, particles: meal }));
  scene.add(scoop(scene, { cx: 470, cy: 1020, rx: 150, angle: 200, contents: mound(scene, meal, 40) }));
  scene.add(groundnutLeaves(scene, { x: 1560, y: 1180, len: 260, angle: -150 }));
  scene.add(scatter(scene, { cx: 1330, cy: 1060, rx: 180, ry: 90, count: 9, spread: 0.5, particles: [GROUNDNUT_PODS] }));
  scene.add(scatter(scene, { cx: 1180, cy: 1125, rx: 160, ry: 50, count: 6, spread: 0.5, particles: [{ kinds: ["kernelBold"], size: [44, 52], colors: ["#c47d62", "#b86e55"] }] }));
  scene.add(vignette(scene));
  return scene;
}

export function rapeseedMeal() {
  const scene = new Scene(W, H, 202);
  const meal = [
    { kinds: variants("granule", 8), size: [8, 16], colors: ["#7e5026", "#6c4220", "#8e5e30", "#5e3a1a"] },
    { kinds: ["round"], size: [3, 6], colors: ["#8c6440", "#4e321a"], weight: 0.8 },
  ];
  const seeds = [{ kinds: ["mustard"], size: [7, 9.5], colors: ["#3a2418", "#5a2e1a", "#2a1c14", "#6a3a22"] }];
  scene.add(backdrop(scene, { wall: ["#cfcd9e", "#a5a472"], table: ["#5e3c22", "#2a190c"], horizon: 500, glow: "#fffbe0" }));
  scene.add(rapeseedSprig(scene, { x: 300, y: 560, len: 460, angle: -78, seed: 31 }));
  scene.add(rapeseedSprig(scene, { x: 315, y: 565, len: 420, angle: -55, seed: 32 }));
  scene.add(rapeseedSprig(scene, { x: 285, y: 565, len: 400, angle: -108, seed: 33 }));
  scene.add(vase(scene, { cx: 300, base: 830, h: 300, material: "terracotta" }));
  scene.add(heap(scene, { cx: 800, cy: 940, w: 420, h: 290, particles: meal }));
  scene.add(scatter(scene, { cx: 760, cy: 1010, rx: 560, ry: 120, count: 150, particles: meal }));
  scene.add(bowl(scene, { cx: 1270, cy: 860, rx: 190, material: "brass", contents: mound(scene, seeds, 26) }));
  scene.add(scatter(scene, { cx: 1250, cy: 1080, rx: 260, ry: 90, count: 120, spread: 0.5, particles: seeds }));
  scene.add(scene.shadowed(rapeseedSprig(scene, { x: 120, y: 1130, len: 520, angle: -12, seed: 34 }), 12, 18, 8, 0.35));
  scene.add(vignette(scene));
  return scene;
}

export function soyaMeal() {
  const scene = new Scene(W, H, 303);
  const meal = [
    { kinds: variants("flake", 8), size: [12, 24], colors: ["#d9a24c", "#cb923c", "#e4b45e", "#bf8636"] },
    { kinds: variants("granule", 4), size: [5, 9], colors: ["#d29c48", "#b88038"], weight: 0.7 },
  ];
  const beans = [{ kinds: ["soybean"], size: [30, 36], colors: ["#f0d47e", "#e6c468", "#ecca72"] }];
  scene.add(backdrop(scene, { wall: ["#cfd6c0", "#9fae92"], table: ["#b48a58", "#6e4a28"], horizon: 480, glow: "#fff8e0" }));
  scene.add(bowl(scene, { cx: 400, cy: 720, rx: 220, material: "wood", contents: mound(scene, beans, 40) }));
  scene.add(heap(scene, { cx: 930, cy: 930, w: 430, h: 280, particles: meal }));
  scene.add(scatter(scene, { cx: 930, cy: 1010, rx: 560, ry: 110, count: 150, particles: meal }));
  scene.add(scene.shadowed(soyLeaf(scene, { x: 1270, y: 1150, len: 330, angle: -110 }), 12, 16, 8, 0.35));
  scene.add(scene.shadowed(soyPod(scene, { x: 1240, y: 1020, len: 230, angle: -20, seed: 41, color: "#b39a5a" }) + soyPod(scene, { x: 1300, y: 1090, len: 210, angle: 8, seed: 42, color: "#a88c4c" }), 10, 14, 6, 0.35));
  scene.add(scatter(scene, { cx: 420, cy: 1080, rx: 300, ry: 80, count: 22, spread: 0.5, particles: beans }));
  scene.add(vignette(scene));
  return scene;
}

export function castorMeal() {
  const scene = new Scene(W, H, 404);
  const pellets = [
    { kinds: ["pellet"], size: [22, 34], colors: ["#3c2616", "#4a301c", "#301e10", "#563822"], squash: [0.8, 1] },
    { kinds: variants("granule", 6), size: [7, 13], colors: ["#3e2e22", "#5a4432"], weight: 0.5 },
  ];
  const beans = [{ kinds: variants("castor", 3), size: [60, 68], colors: ["#c8a482", "#b89270", "#d0b090", "#a88462"] }];
  scene.add(backdrop(scene, { wall: ["#6f8a5c", "#3e5636"], table: ["#6a4a30", "#2a1a0e"], horizon: 520, surface: "soil", glow: "#f6f0c8" }));
  scene.add(scene.defocus(castorLeaf(scene, { x: 250, y: 250, r: 300, angle: 150, seed: 51 }) + castorLeaf(scene, { x: 1390, y: 230, r: 250, angle: 215, color: "#4a7a3a", seed: 52 })));
  scene.add(heap(scene, { cx: 800, cy: 920, w: 440, h: 280, particles: pellets, base: "#1e140c" }));
  scene.add(scatter(scene, { cx: 800, cy: 1000, rx: 560, ry: 120, count: 70, particles: pellets }));
  scene.add(scoop(scene, { cx: 1230, cy: 1030, rx: 150, angle: -25, contents: mound(scene, pellets, 36) }));
  scene.add(scatter(scene, { cx: 560, cy: 1110, rx: 260, ry: 60, count: 12, spread: 0.5, particles: beans }));
  scene.add(castorCapsule(scene, { x: 260, y: 1010, r: 56, seed: 53 }));
  scene.add(castorCapsule(scene, { x: 360, y: 1060, r: 50, seed: 54 }));
  scene.add(vignette(scene));
  return scene;
}

export function groundnutOil() {
  const scene = new Scene(W, H, 505);
  const oil = ["#f2b82a", "#9c5e06"];
  scene.add(backdrop(scene, { wall: ["#e9b862", "#b97c30"], table: ["#6a4022", "#2e1a0a"], horizon: 560, glow: "#fff2c0" }));
  scene.add(bowl(scene, { cx: 1290, cy: 660, rx: 220, material: "terracotta", contents: mound(scene, [GROUNDNUT_PODS], 70) }));
  scene.add(bottle(scene, { cx: 560, base: 1040, w: 320, h: 820, liquid: oil, level: 0.86, cap: "#c8962c", backdropTone: "#fff0c8" }));
  scene.add(bowl(scene, { cx: 1020, cy: 900, rx: 230, material: "brass", contents: (m) => liquidSurface(scene, m, oil, 3) }));
  scene.add(pour(scene, { x: 1000, y0: -10, x1: 1030, y1: 905, width: 18, liquid: oil }));
  scene.add(scatter(scene, { cx: 1200, cy: 1110, rx: 380, ry: 60, count: 9, spread: 0.55, particles: [GROUNDNUT_PODS] }));
  scene.add(scene.shadowed(groundnutLeaves(scene, { x: 90, y: 1170, len: 300, angle: -30 }), 10, 14, 6, 0.35));
  scene.add(vignette(scene));
  return scene;
}

export function castorOil() {
  const scene = new Scene(W, H, 606);
  const oil = ["#f6ebb4", "#c2ad62"];
  const beans = [{ kinds: variants("castor", 3), size: [44, 52], colors: ["#c8a482", "#b89270", "#d0b090", "#a88462"] }];
  scene.add(backdrop(scene, { wall: ["#eadfc8", "#c6b496"], table: ["#cdbb98", "#8a7656"], horizon: 560, surface: "linen", glow: "#fffdf0" }));
  scene.add(scene.defocus(castorLeaf(scene, { x: 1230, y: 300, r: 340, angle: 205, seed: 61 }) + castorLeaf(scene, { x: 230, y: 250, r: 240, angle: 145, color: "#4d7a3c", seed: 62 })));
  scene.add(bottle(scene, { cx: 640, base: 1010, w: 280, h: 720, liquid: oil, level: 0.9, cap: "#2f5d3a", backdropTone: "#f4f6e8", shape: "square" }));
  scene.add(bottle(scene, { cx: 920, base: 1000, w: 180, h: 420, liquid: oil, level: 0.75, cap: "#2f5d3a", backdropTone: "#f4f6e8" }));
  scene.add(heap(scene, { cx: 1250, cy: 980, w: 210, h: 130, particles: beans }));
  scene.add(scatter(scene, { cx: 1150, cy: 1120, rx: 360, ry: 60, count: 10, spread: 0.6, particles: beans }));
  scene.add(castorCapsule(scene, { x: 1010, y: 1100, r: 58, seed: 63 }));
  scene.add(castorCapsule(scene, { x: 350, y: 1060, r: 50, seed: 64 }));
  scene.add(vignette(scene));
  return scene;
}

export function peanutRoaster() {
  const scene = new Scene(W, H, 707);
  const bold = [{ kinds: ["kernelBold"], size: [48, 58], colors: ["#c8735a", "#b8604a", "#d4886a", "#bf6a50"] }];
  const java = [{ kinds: ["kernelJava"], size: [36, 42], colors: ["#dc9a80", "#d08a6e", "#e4a890"] }];
  const roasted = [
    { kinds: ["kernelBold", "kernelJava"], size: [42, 52], colors: ["#a8602e", "#94522a", "#b8703a"] },
    { kinds: ["kernelSplit"], size: [42, 50], colors: ["#e2bd82", "#d4a868"], weight: 0.9 },
  ];
  scene.add(backdrop(scene, { wall: ["#dc9568", "#b06a44"], table: ["#8a5430", "#45260f"], horizon: 400 }));
  scene.add(kadai(scene, { cx: 800, cy: 560, rx: 380, contents: mound(scene, roasted, 90) }));
  scene.add(bowl(scene, { cx: 400, cy: 860, rx: 270, material: "wood", contents: mound(scene, bold, 70) }));
  scene.add(bowl(scene, { cx: 1200, cy: 860, rx: 270, material: "ceramic", contents: mound(scene, java, 70) }));
  scene.add(scatter(scene, { cx: 800, cy: 1110, rx: 300, ry: 60, count: 12, spread: 0.5, particles: [...bold, ...roasted] }));
  scene.add(scatter(scene, { cx: 180, cy: 1120, rx: 150, ry: 50, count: 6, spread: 0.5, particles: bold }));
  scene.add(scatter(scene, { cx: 1440, cy: 1120, rx: 150, ry: 50, count: 7, spread: 0.5, particles: java }));
  scene.add(vignette(scene));
  return scene;
}

export function wholeSpices() {
  const scene = new Scene(W, H, 808);
  const spices = {
    cumin: [{ kinds: ["cumin"], size: [22, 27], colors: ["#8a6a44", "#7a5a38", "#9a7a50"], angle: lyingFlat }],
    coriander: [{ kinds: ["coriander"], size: [17, 21], colors: ["#c9a063", "#b88e52", "#d4ae72"] }],
    fennel: [{ kinds: ["fennel"], size: [26, 32], colors: ["#9aa454", "#8a9446", "#a8b062"], angle: lyingFlat }],
    fenugreek: [{ kinds: ["fenugreek"], size: [12, 15], colors: ["#c8902e", "#b98026", "#d49e3a"] }],
    mustard: [{ kinds: ["mustard"], size: [8, 10], colors: ["#2e1c14", "#4a2a1c", "#5a3422"] }],
  };
  scene.add(backdrop(scene, { wall: ["#a4593a", "#6e3420"], table: ["#5a3820", "#24150a"], horizon: 360, glow: "#ffd9a0" }));
  const bowls = [
    [290, 560, "cumin", "brass"],
    [800, 540, "coriander", "terracotta"],
    [1310, 560, "fennel", "brass"],
    [540, 860, "fenugreek", "stone"],
    [1060, 860, "mustard", "brass"],
  ];
  for (const [cx, cy, spice, material] of bowls) {
    scene.add(bowl(scene, { cx, cy, rx: 245, material, contents: mound(scene, spices[spice], 55) }));
  }
  scene.add(scatter(scene, { cx: 220, cy: 1080, rx: 220, ry: 70, count: 60, spread: 0.45, particles: spices.cumin }));
  scene.add(scatter(scene, { cx: 800, cy: 1130, rx: 200, ry: 50, count: 45, spread: 0.45, particles: spices.coriander }));
  scene.add(scatter(scene, { cx: 1390, cy: 1080, rx: 220, ry: 70, count: 50, spread: 0.45, particles: spices.fennel }));
  scene.add(vignette(scene, 0.5));
  return scene;
}

export function pulses() {
  const scene = new Scene(W, H, 909);
  const pulse = {
    moong: [{ kinds: ["moong"], size: [17, 20], colors: ["#5e8a2e", "#6e9a36", "#527c28"] }],
    chana: [{ kinds: ["chana"], size: [30, 36], colors: ["#dcb47a", "#d0a468", "#e4c088"] }],
    urad: [{ kinds: ["urad"], size: [16, 19], colors: ["#1e1c1a", "#2a2622", "#141312"] }],
    toor: [{ kinds: ["splitDal"], size: [18, 22], colors: ["#f0bd2a", "#e8ae1e", "#f4c83e"] }],
    masoor: [{ kinds: ["splitDal"], size: [14, 17], colors: ["#e8663a", "#dc5a30", "#f07848"] }],
    uradWhite: [{ kinds: ["splitDal"], size: [16, 19], colors: ["#f2ece0", "#e6dfd0"] }],
  };
  scene.add(backdrop(scene, { wall: ["#f2e6cb", "#d9c59c"], table: ["#c9a676", "#8a6238"], horizon: 420 }));
  scene.add(bowl(scene, { cx: 310, cy: 620, rx: 225, material: "ceramic", contents: mound(scene, pulse.moong) }));
  scene.add(bowl(scene, { cx: 800, cy: 600, rx: 225, material: "wood", contents: mound(scene, pulse.chana, 60) }));
  scene.add(bowl(scene, { cx: 1290, cy: 620, rx: 225, material: "ceramic", contents: mound(scene, pulse.urad) }));
  scene.add(heap(scene, { cx: 460, cy: 990, w: 290, h: 170, particles: pulse.toor }));
  scene.add(heap(scene, { cx: 1130, cy: 990, w: 290, h: 170, particles: pulse.masoor }));
  scene.add(heap(scene, { cx: 800, cy: 1100, w: 170, h: 80, particles: pulse.uradWhite }));
  scene.add(vignette(scene));
  return scene;
}

export function grains() {
  const scene = new Scene(W, H, 1010);
  const grain = {
    rice: [{ kinds: ["rice"], size: [38, 44], colors: ["#fbf8f0", "#f4eee0", "#fffdf6"], variation: 0.03, angle: lyingFlat }],
    wheat: [{ kinds: ["wheat"], size: [20, 24], colors: ["#c98e42", "#b97e36", "#d49c50"], angle: lyingFlat }],
    barley: [{ kinds: ["barley"], size: [22, 26], colors: ["#d8c08a", "#ccb078", "#e0ca98"], angle: lyingFlat }],
    jowar: [{ kinds: ["jowar"], size: [15, 18], colors: ["#efe2c0", "#e4d4ac", "#f4eacc"] }],
    bajra: [{ kinds: ["bajra"], size: [10, 12], colors: ["#8e9078", "#7e8068", "#9a9a82"] }],
    maize: [{ kinds: ["maize"], size: [20, 24], colors: ["#f2b426", "#e8a41c", "#f6c23a"] }],
  };
  scene.add(backdrop(scene, { wall: ["#ead096", "#c9a660"], table: ["#9c7448", "#5a3c1e"], horizon: 430, surface: "linen" }));
  scene.add(bowl(scene, { cx: 340, cy: 640, rx: 200, material: "wood", contents: mound(scene, grain.barley) }));
  scene.add(bowl(scene, { cx: 800, cy: 610, rx: 240, material: "ceramic", contents: (m) => fillEllipse(scene, { ...m, particles: grain.rice, dome: 60, base: "#cfc6b0" }) }));
  scene.add(bowl(scene, { cx: 1260, cy: 640, rx: 200, material: "terracotta", contents: mound(scene, grain.bajra) }));
  const ears = [0, 1, 2, 3].map((i) => wheatEar(scene, { x: -40 + i * 30, y: 1180 - i * 20, len: 640 - i * 30, angle: -24 - i * 6, seed: 70 + i }));
  scene.add(scene.shadowed(ears.join(""), 12, 16, 6, 0.35));
  scene.add(heap(scene, { cx: 560, cy: 1020, w: 240, h: 150, particles: grain.wheat }));
  scene.add(heap(scene, { cx: 960, cy: 1010, w: 220, h: 130, particles: grain.jowar }));
  scene.add(scene.shadowed(maizeCob(scene, { x: 1600, y: 1060, len: 430, angle: 192, flip: true }), 12, 18, 8, 0.4));
  scene.add(scatter(scene, { cx: 1150, cy: 1130, rx: 160, ry: 40, count: 16, spread: 0.5, particles: grain.maize }));
  scene.add(vignette(scene));
  return scene;
}
