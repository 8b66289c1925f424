/*
 * Regenerates the site artwork (deterministic; run from the repository root):
 *   node scripts/artwork/generate.mjs            all images
 *   node scripts/artwork/generate.mjs hero logo  only the named ones
 */
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { logoSvg, renderLogoPng } from "./logo.mjs";
import * as products from "./products.mjs";
import * as scenes from "./scenes.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const images = path.resolve(here, "../../content/images");
const QUALITY = 80;

const jpeg = (file, draw) => async () => {
  await draw().renderJpeg(path.join(images, file), QUALITY);
  return file;
};

const JOBS = {
  "groundnut-meal": jpeg("products/groundnut-meal.jpg", products.groundnutMeal),
  "rapeseed-meal": jpeg("products/rapeseed-meal.jpg", products.rapeseedMeal),
  "soya-meal": jpeg("products/soya-meal.jpg", products.soyaMeal),
  "castor-meal": jpeg("products/castor-meal.jpg", products.castorMeal),
  "groundnut-oil": jpeg("products/groundnut-oil.jpg", products.groundnutOil),
  "castor-oil": jpeg("products/castor-oil.jpg", products.castorOil),
  "peanut-roaster": jpeg("products/peanut-roaster.jpg", products.peanutRoaster),
  "whole-spices": jpeg("products/whole-spices.jpg", products.wholeSpices),
  pulses: jpeg("products/pulses.jpg", products.pulses),
  grains: jpeg("products/grains.jpg", products.grains),
  hero: jpeg("hero.jpg", scenes.hero),
  "about-banner": jpeg("about-banner.jpg", scenes.aboutBanner),
  logo: async () => {
    await writeFile(path.join(here, "logo.svg"), logoSvg());
    await renderLogoPng(path.join(images, "logo.png"));
    return "logo.png";
  },
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in JOBS));
if (unknown.length > 0) {
  console.error(`Unknown image(s): ${unknown.join(", ")}. Known: ${Object.keys(JOBS).join(", ")}`);
  process.exit(1);
}

await mkdir(path.join(images, "products"), { recursive: true });
for (const [name, job] of Object.entries(JOBS)) {
  if (requested.length > 0 && !requested.includes(name)) continue;
  const started = Date.now();
  const file = await job();
  const { size } = await stat(path.join(images, file));
  console.log(`content/images/${file}  ${Math.round(size / 1024)} KB  (${Date.now() - started} ms)`);
}
