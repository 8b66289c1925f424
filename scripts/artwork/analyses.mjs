/*
 * Writes the specimen certificates of analysis in content/documents/analyses/, one per product of
 * content/products.json, until the company supplies real ones (README, "Limits by market"). Each says
 * SPECIMEN, names no laboratory, and states no measured value: only what each parameter is held to
 * (the product's specifications), and which of the limits its markets check it is tested against.
 * Deterministic; run from the repository root:
 *   node scripts/artwork/analyses.mjs            every product
 *   node scripts/artwork/analyses.mjs soya-meal  only the named ones
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const readJson = async (file) => JSON.parse(await readFile(path.join(root, file), "utf8"));

/** Rows of a product's specifications that are not a laboratory's measure (its customs codes, its grades, its cleaning, the form it is sold in). */
const NOT_MEASURED = new Set(["Other HS codes", "Grade", "Cleaning", "Form"]);
const A4 = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 9.5;
const LEADING = 13;
/** The day written into every file, so that a file changes only when its content does. */
const WRITTEN = new Date("2026-12-05T00:00:00Z");

/** `text` in lines no wider than `width` at `size`, broken between words. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function specimen(product, labels) {
  const doc = await PDFDocument.create();
  doc.setTitle(`SPECIMEN certificate of analysis: ${product.name}`);
  doc.setProducer("scripts/artwork/analyses.mjs");
  doc.setCreator("Sorath Agro Exports");
  doc.setCreationDate(WRITTEN);
  doc.setModificationDate(WRITTEN);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  /** Writes `text` wrapped from `x` to the right margin; returns the lines' height. */
  const write = (text, { font = regular, size = SIZE, x = MARGIN, right = A4[0] - MARGIN, color = rgb(0.1, 0.1, 0.1) } = {}) => {
    const lines = wrap(text, font, size, right - x);
    lines.forEach((line, index) => page.drawText(line, { x, y: y - index * LEADING, size, font, color }));
    return lines.length * LEADING;
  };
  const paragraph = (text, options) => (y -= write(text, options) + 4);

  paragraph("SPECIMEN - SAMPLE CERTIFICATE OF ANALYSIS", { font: bold, size: 13 });
  paragraph(`${labels.analysisNote} This file shows the layout only: it names no laboratory and states no measured value. Replace it with a real representative certificate (see README, Limits by market).`, { color: rgb(0.55, 0.1, 0.1) });
  y -= 6;
  paragraph(`Product: ${product.name}`, { font: bold });
  paragraph(`HS code: ${product.hsCode}`);
  paragraph("Laboratory: a NABL-accredited laboratory (ISO/IEC 17025), named on the real certificate");
  y -= 8;

  // The parameters: what each is held to, and the result a real certificate gives.
  const columns = [MARGIN, MARGIN + 0.36 * width, MARGIN + 0.78 * width];
  const row = (cells, font) => {
    const heights = cells.map((cell, index) => write(cell, { font, x: columns[index], right: (columns[index + 1] ?? A4[0] - MARGIN) - 8 }));
    y -= Math.max(...heights) + 3;
  };
  row(["Parameter", "Specification", "Result"], bold);
  page.drawLine({ start: { x: MARGIN, y: y + LEADING - 2 }, end: { x: A4[0] - MARGIN, y: y + LEADING - 2 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  for (const { parameter, value } of product.specifications.filter(({ parameter }) => !NOT_MEASURED.has(parameter))) row([parameter, value, "(measured value)"], regular);

  // The limits its markets check (src/lib/markets.ts): tested as the product page says.
  const tested = product.markets.filter(({ standing }) => standing !== "not-offered");
  if (tested.length > 0) {
    y -= 10;
    paragraph("Tested for the markets the product is offered to", { font: bold });
    for (const { market, limit, standing } of tested) {
      paragraph(`${market}: ${limit}. ${standing === "as-standard" ? labels.asStandardLabel : labels.onRequestLabel}; the result on the lot's own certificate.`);
    }
  }
  y -= 10;
  paragraph("Sorath Agro Exports", { font: bold });
  return doc.save({ useObjectStreams: false });
}

const { products } = await readJson("content/products.json");
const labels = await readJson("content/catalogue.json");
const chosen = process.argv.slice(2);
for (const product of products.filter(({ id }) => chosen.length === 0 || chosen.includes(id))) {
  const file = path.join(root, "content", product.analysis);
  await writeFile(file, await specimen(product, labels));
  console.log(path.relative(root, file));
}
