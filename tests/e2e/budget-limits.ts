/** The byte budgets of a built page, held by budgets.spec.ts on every page and by the content checks (tests/content) on the pages a change reached. */
import fs from "node:fs";
import path from "node:path";
import { KIB } from "../../scripts/first-load-js.mjs";

export { pageBudget } from "../../scripts/page-budget.mjs";

/** The largest picture a visitor's browser may pick (AVIF or WebP), and the largest JPEG (fallback and share crops). */
export const IMAGE_LIMITS = { avif: 60 * KIB, webp: 80 * KIB, jpg: 130 * KIB, png: 40 * KIB };

/** The files of public/ over their image budget, as "path: size > limit". */
export function imagesOverBudget(publicDir: string): string[] {
  const over: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      const limit = IMAGE_LIMITS[path.extname(entry.name).slice(1) as keyof typeof IMAGE_LIMITS];
      const size = entry.isFile() && limit ? fs.statSync(file).size : 0;
      if (limit && size > limit) over.push(`${path.relative(publicDir, file)}: ${(size / KIB).toFixed(1)} KiB > ${limit / KIB} KiB`);
    }
  };
  walk(publicDir);
  return over;
}

/** The bytes a response's headers take on the wire, roughly: each name, value and their separators. */
export function headerBytes(headers: { name: string; value: string }[]): number {
  return headers.reduce((bytes, { name, value }) => bytes + name.length + value.length + 4, 0);
}
