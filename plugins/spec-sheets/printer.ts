/**
 * Prints product pages to PDF spec sheets: one Chromium (playwright-core, the
 * machine's own binary), a few tabs at once, each page served from public/ by
 * a small local server (the pages use root-relative /static/... URLs) and
 * opened without JavaScript, since the sheet is the server-rendered HTML.
 * A sheet whose page has not changed since the last build is copied from the
 * cache instead.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium, type Page, type Response } from "playwright-core";
import { CONTENT_TYPES } from "../../scripts/content-types.mjs";
import { DEFAULT_LOCALE, localizedPath, locales } from "../../src/lib/locales";
import { productPath, specSheetPath } from "../../src/lib/routes";
import { CHROMIUM_ARGS } from "./chromium.mjs";
import { printableHtml, sheetKey, sheetProblems } from "./sheet";

/**
 * Tabs printing at once in the one browser. Measured on the shared 2-core
 * machine, 100 to 200 sheets a run: 1 tab 117-183 ms a sheet, 2 tabs 113-161,
 * 3 tabs 110-159, 4 tabs 161. Loading a page and printing it take about the
 * same time, and the browser's print step is mostly serial, so a third tab
 * gains a little and a fourth loses.
 */
const TABS = 3;

/**
 * Sheets a tab prints before it is closed and a fresh one opened. A tab's renderer
 * process only grows as it prints page after page: three tabs printing 1,000 sheets
 * held 3.8 GB between them, most of the build's peak memory.
 */
const SHEETS_PER_TAB = 25;

export interface SheetOptions {
  publicDir: string;
  cacheDir: string;
  /** The products, by slug: each page, in each language, is public/{locale/}products/{slug}/index.html, its sheet spec-sheet.pdf beside it. */
  slugs: readonly string[];
  chromiumPath: string;
}

export interface SheetRun {
  sheets: number;
  reused: number;
  made: number;
  /** Time spent making the new sheets (browser start included), in seconds. */
  seconds: number;
  /** Each problem names its product; a run with problems wrote none of the failing sheets. */
  problems: string[];
}

interface Job {
  slug: string;
  key: string;
  urlPath: string;
  pdfFile: string;
}

export async function makeSpecSheets({ publicDir, cacheDir, slugs, chromiumPath }: SheetOptions): Promise<SheetRun> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const problems: string[] = [];
  const toMake: Job[] = [];
  const keys = new Set<string>();
  let reused = 0;

  // Each product's page in each language; problems name the language of a translated one.
  const pages = locales.flatMap(({ code, englishName }) =>
    slugs.map((product) => ({
      slug: code === DEFAULT_LOCALE ? product : `${product}, in ${englishName}`,
      urlPath: localizedPath(code, productPath(product)),
      pdfPath: localizedPath(code, specSheetPath(product)),
    })),
  );
  for (const { slug, urlPath, pdfPath } of pages) {
    const htmlFile = path.join(publicDir, urlPath, "index.html");
    if (!fs.existsSync(htmlFile)) {
      problems.push(`the page of product "${slug}" (${path.relative(process.cwd(), htmlFile)}) was not built, so it has no spec sheet`);
      continue;
    }
    const key = sheetKey(fs.readFileSync(htmlFile, "utf8"));
    keys.add(key);
    const pdfFile = path.join(publicDir, pdfPath);
    const cached = path.join(cacheDir, `${key}.pdf`);
    if (fs.existsSync(cached)) {
      fs.copyFileSync(cached, pdfFile);
      reused += 1;
    } else {
      toMake.push({ slug, key, urlPath, pdfFile });
    }
  }

  const started = process.hrtime.bigint();
  const printed = toMake.length > 0 ? await print(toMake, { publicDir, cacheDir, chromiumPath }) : [];
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  problems.push(...printed.flat());

  // Sheets of pages that no longer exist (or have changed) are never asked for again.
  for (const file of fs.readdirSync(cacheDir)) {
    if (!keys.has(path.basename(file, ".pdf"))) fs.rmSync(path.join(cacheDir, file), { force: true });
  }
  const made = printed.filter((sheetProblems) => sheetProblems.length === 0).length;
  return { sheets: pages.length, reused, made, seconds, problems };
}

/** The problems of each job's sheet, in the jobs' order (none for a sheet made and written). */
async function print(jobs: Job[], { publicDir, cacheDir, chromiumPath }: Omit<SheetOptions, "slugs">): Promise<string[][]> {
  const server = await serve(publicDir);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const results: string[][] = [];
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      let next = 0;
      const tab = async () => {
        let page: Page | undefined;
        let printed = 0;
        for (let index = next++; index < jobs.length; index = next++) {
          if (!page || printed === SHEETS_PER_TAB) {
            await page?.close();
            page = await context.newPage();
            await page.emulateMedia({ media: "print" });
            printed = 0;
          }
          results[index] = await printOne(page, origin, jobs[index]!, cacheDir);
          printed += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(TABS, jobs.length) }, tab));
    } finally {
      await browser.close();
    }
  } finally {
    server.close();
  }
  return results;
}

async function printOne(page: Page, origin: string, { slug, key, urlPath, pdfFile }: Job, cacheDir: string): Promise<string[]> {
  const missing: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400) missing.push(new URL(response.url()).pathname);
  };
  page.on("response", onResponse);
  try {
    const response = await page.goto(`${origin}${urlPath}`, { waitUntil: "load" });
    if (!response?.ok()) return [`the page of product "${slug}" could not be opened for its spec sheet (HTTP ${response?.status()})`];
    if (missing.length > 0) return [`the page of product "${slug}" asks for files that are not in public/: ${missing.join(", ")}`];
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const problems = sheetProblems(slug, pdf);
    if (problems.length > 0) return problems;
    // Written to the cache under another name first, so an interrupted build leaves no half sheet to reuse.
    const cached = path.join(cacheDir, `${key}.pdf`);
    fs.writeFileSync(`${cached}.partial`, pdf);
    fs.renameSync(`${cached}.partial`, cached);
    fs.writeFileSync(pdfFile, pdf);
    return [];
  } finally {
    page.off("response", onResponse);
  }
}

/** public/ on a free localhost port, pages served as printableHtml; only for the printer. */
function serve(publicDir: string): Promise<http.Server> {
  const root = path.resolve(publicDir);
  const server = http.createServer((request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    } catch {
      pathname = "/";
    }
    const file = path.join(root, pathname.endsWith("/") ? path.join(pathname, "index.html") : pathname);
    if (!file.startsWith(root + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
    const body = type.startsWith("text/html") ? printableHtml(fs.readFileSync(file, "utf8")) : fs.readFileSync(file);
    response.writeHead(200, { "Content-Type": type }).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}
