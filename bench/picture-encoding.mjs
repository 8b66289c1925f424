#!/usr/bin/env node
/**
 * What a product picture costs the build to encode, width by width and format by format: sharp on
 * one thread with the build's settings (gatsby-config.ts, patches/gatsby-plugin-sharp+5.16.0.patch),
 * on the real catalogue's photographs and on the bench's generated pictures, each encode timed
 * `--rounds` times in turn (round after round over every picture, so a change in the machine's
 * speed falls on every encode alike). The picture step of a build is these encodes, a product's
 * four widths in AVIF, its JPEG fallback and its 1200x630 share crop, on Gatsby's workers; the
 * WebP widths and the JPEG's other widths, which the build no longer makes, are timed for comparison.
 *
 * Usage: node bench/picture-encoding.mjs [--rounds 3]
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { median } from "./calibration-figure.mjs";
import { productImage } from "./generated-picture.mjs";

const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 3;
/** ProductPicture's widths (src/components/picture/picture.tsx), at its 4:3 ratio. */
const WIDTHS = [400, 600, 800, 1200];
/** The <img src> of a product picture: the JPEG fallback's one width. */
const FALLBACK_WIDTH = 800;
const SETTINGS = {
  avif: { quality: 50, effort: 0 },
  webp: { quality: 70, effort: 2 },
  jpeg: { quality: 70, progressive: true, mozjpeg: false },
};

const photographs = fs.readdirSync(path.join("content", "images", "products")).map((name) => fs.readFileSync(path.join("content", "images", "products", name)));
const generated = await Promise.all(photographs.map((_, index) => productImage(index)));

sharp.concurrency(1);
sharp.simd(true);
const encode = (input, format, width, height = Math.round((width * 3) / 4), options = SETTINGS[format]) =>
  sharp(input).rotate().resize(width, height, { fit: "cover", position: sharp.strategy.attention })[format](options).toBuffer();
const encodes = [
  ...Object.keys(SETTINGS).flatMap((format) => WIDTHS.map((width) => ({ name: `${format} ${width}`, run: (input) => encode(input, format, width) }))),
  // The share crop (src/components/seo/seo.tsx): 1200x630, JPEG at quality 80.
  { name: "share 1200x630", run: (input) => encode(input, "jpeg", 1200, 630, { quality: 80, progressive: true }) },
];

for (const [set, inputs] of Object.entries({ "the catalogue's photographs": photographs, "generated pictures": generated })) {
  const times = new Map(encodes.map(({ name }) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const input of inputs) {
      for (const { name, run } of encodes) {
        const started = process.hrtime.bigint();
        await run(input);
        times.get(name).push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
  }
  // Each encode's median, in ms per picture.
  const ms = Object.fromEntries([...times].map(([name, values]) => [name, median(values)]));
  const sum = (names) => names.reduce((total, name) => total + ms[name], 0);
  const widths = (format) => WIDTHS.map((width) => `${format} ${width}`);
  const everyJpeg = [...widths("avif"), ...widths("webp"), ...widths("jpeg"), "share 1200x630"];
  const oneJpeg = [...widths("avif"), ...widths("webp"), `jpeg ${FALLBACK_WIDTH}`, "share 1200x630"];
  const avifOnly = [...widths("avif"), `jpeg ${FALLBACK_WIDTH}`, "share 1200x630"];
  const less = (after, before) => `${((1 - sum(after) / sum(before)) * 100).toFixed(0)}% less`;
  console.log(`${set} (${inputs.length}, median of ${rounds}): ${encodes.map(({ name }) => `${name} ${ms[name].toFixed(0)}`).join(", ")} ms`);
  console.log(
    `  a product: ${sum(everyJpeg).toFixed(0)} ms with AVIF, WebP and the JPEG in every width; ${sum(oneJpeg).toFixed(0)} ms with the JPEG in the <img src>'s width alone (${less(oneJpeg, everyJpeg)}); ${sum(avifOnly).toFixed(0)} ms without WebP, as built now (${less(avifOnly, oneJpeg)} again)`,
  );
}
