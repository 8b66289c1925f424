/**
 * The typefaces a spec sheet is printed in, shipped as npm packages, so that a sheet is set the
 * same on every machine that builds the site, whatever fonts that machine has. Only the printer
 * uses them: it adds this stylesheet to the pages it prints, and serves the font files from the
 * packages. The pages themselves do not name them, so a visitor never downloads them.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** Where the printer's server answers with the font files (printer.ts). */
const FONTS_ADDRESS = "/__spec-sheets/fonts/";

interface Typeface {
  /** The family the sheet's stylesheet names: its own name, so a font of the machine's with the package's name never stands in. */
  family: string;
  /** A Fontsource package: its stylesheet of each weight holds an @font-face per subset, each with its unicode-range. */
  package: string;
  weights: number[];
  /** The subsets to take (all when not given). */
  subsets?: string[];
}

/**
 * Noto Sans and Noto Serif, the families the site's font stacks named after the platform's until
 * decision 0051 (Noto Serif is still Android's serif), for Latin (and any other script they
 * cover); Vazirmatn's Arabic for Arabic, because its letters read back from the PDF as written
 * (copy, search, screen readers), where Noto Sans Arabic's, made of a dotless letter and its dots,
 * read back without their dots (README.md). Weights: 400 for text, 600 for the specification
 * table's parameters, 700 for bold text and the (serif) headings.
 */
const TYPEFACES: readonly Typeface[] = [
  { family: "Sheet Sans", package: "@fontsource/noto-sans", weights: [400, 600, 700] },
  { family: "Sheet Serif", package: "@fontsource/noto-serif", weights: [400, 700] },
  { family: "Sheet Arabic", package: "@fontsource/vazirmatn", weights: [400, 600, 700], subsets: ["arabic"] },
];

/**
 * The site's font stacks on paper (they are custom properties, src/styles/tokens.css): the
 * shipped families, and the generic ones last only for a character none of them has. Arabic
 * pages name the Arabic face first, so the joiners and marks it shares with the Latin one stay
 * with their Arabic letters.
 */
const STACKS = `
@media print {
  :root {
    --font-sans: "Sheet Sans", "Sheet Arabic", sans-serif;
    --font-serif: "Sheet Serif", "Sheet Arabic", serif;
  }
  :root:lang(ar) {
    --font-sans: "Sheet Arabic", "Sheet Sans", sans-serif;
    --font-serif: "Sheet Arabic", "Sheet Serif", serif;
  }
}`;

export interface SheetFonts {
  /** The `<style>` element the printer adds to each page it prints. */
  style: string;
  /** Each font file's address on the printer's server, and where it is. */
  files: ReadonlyMap<string, string>;
  /** Changes with the packages' versions and this stylesheet: part of every sheet's key. */
  version: string;
}

const siteRequire = createRequire(path.resolve("package.json"));

/**
 * Each package's @font-face rules, renamed to the sheet's family, with their files' addresses on
 * the printer's server; then the font stacks that use them.
 */
export function sheetFonts(): SheetFonts {
  const files = new Map<string, string>();
  const hash = crypto.createHash("sha256");
  const faces = TYPEFACES.flatMap(({ family, package: name, weights, subsets }) => {
    const manifest = siteRequire.resolve(`${name}/package.json`);
    hash.update(`${name}@${(JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version}\0`);
    return weights.map((weight) => {
      const file = siteRequire.resolve(`${name}/${weight}.css`);
      // Each rule's file is named {font}-{subset}-{weight}-{style}.woff2.
      const rules = (fs.readFileSync(file, "utf8").match(/@font-face\s*\{[^}]*\}/g) ?? []).filter(
        (rule) => !subsets || subsets.some((subset) => rule.includes(`-${subset}-${weight}-normal.`)),
      );
      if (rules.length === 0) throw new Error(`spec-sheets: ${name}/${weight}.css declares no @font-face${subsets ? ` for ${subsets.join(", ")}` : ""}`);
      return rules
        .join("\n")
        .replace(/font-family:\s*[^;]+;/g, `font-family: "${family}";`)
        .replace(/font-display:\s*[^;]+;/g, "font-display: block;")
        .replace(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g, (_, url: string) => {
          const fontFile = path.resolve(path.dirname(file), url);
          const address = `${FONTS_ADDRESS}${name.replace(/^@/, "").replace("/", "-")}/${path.basename(fontFile)}`;
          files.set(address, fontFile);
          return `url("${address}")`;
        });
    });
  });
  const css = `${faces.join("\n")}\n${STACKS}`;
  hash.update(css);
  return { style: `<style id="sheet-fonts">${css}</style>`, files, version: hash.digest("hex") };
}
