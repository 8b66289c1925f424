/**
 * Prints product pages to PDF spec sheets: one Chromium (playwright-core, the
 * machine's own binary), two tabs at once, each printing a batch of pages as
 * one document that is then split into one PDF per sheet. The pages are served
 * from public/ by a small local server (they use root-relative /static/... URLs)
 * and opened without JavaScript, since the sheet is the server-rendered HTML,
 * with the sheet's own fonts (fonts.ts) and links to the site's public address.
 * A sheet whose page has not changed since the last build is copied from the
 * cache instead, or left as it is when Gatsby has not even written the page again.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { chromium, type Page, type Response } from "playwright-core";
import { CONTENT_TYPES } from "../../common/content-types.mjs";
import { DEFAULT_LOCALE, localeOf, localizedPath, locales, type LocaleCode } from "../../src/lib/locales";
import { productPath, routes, specSheetPath } from "../../src/lib/routes";
import { FileStamps, sourceDigest } from "../file-stamps";
import { CHROMIUM_ARGS } from "./chromium.mjs";
import { sheetFonts, type SheetFonts } from "./fonts";
import { absoluteLinks, batchHtml, batchKey, pageTitle, printableHtml, sheetKey, sheetProblems, withHead } from "./sheet";

/**
 * Sheets printed as one document, which is then split into one PDF per sheet: opening and
 * printing a page has a fixed cost however short it is, which printing sheets one by one paid for
 * each (decision record 0021, with the batch sizes measured).
 */
const SHEETS_PER_BATCH = 50;

/**
 * Tabs printing at once in the one browser: while one prints, the other's batch is split here
 * (a third tab gained nothing on two cores, decision record 0021).
 */
const TABS = 2;

/**
 * Sheets a tab prints before it is closed and a fresh one opened. A tab's renderer process only
 * grows as it prints page after page: three tabs printing 1,000 sheets one by one held 3.8 GB.
 */
const SHEETS_PER_TAB = 100;

/** Beside the cached sheets: what each page's key was when its sheet was last put in public/. */
const PAGE_STAMPS = "pages.json";

export interface SheetOptions {
  publicDir: string;
  cacheDir: string;
  /** The product pages, by slug and language: each is public/{locale/}products/{slug}/index.html, its sheet spec-sheet.pdf beside it. */
  pages: readonly { slug: string; locale: LocaleCode }[];
  chromiumPath: string;
  /** The site's public address (SITE_URL), without a trailing slash: the sheets' links point there, not to the printer's server. */
  siteUrl: string;
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
  /** Pages that share it are printed together (batchKey in sheet.ts). */
  batch: string;
  urlPath: string;
  htmlFile: string;
  pdfFile: string;
}

export async function makeSpecSheets({ publicDir, cacheDir, pages: productPages, chromiumPath, siteUrl }: SheetOptions): Promise<SheetRun> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const problems: string[] = [];
  const toMake: Job[] = [];
  const keys = new Set<string>();
  let reused = 0;
  const fonts = sheetFonts();
  // What the printer adds to every page: a new font package or another SITE_URL makes every sheet again.
  const printing = `${fonts.version}\0${siteUrl}`;
  // Each page's sheet key, and the sheet in public/ made from it, as this step last left them.
  const stamps = new FileStamps(
    path.join(cacheDir, PAGE_STAMPS),
    `${sourceDigest(["sheet.ts", "fonts.ts"].map((file) => path.join("plugins", "spec-sheets", file)))}\0${printing}`,
  );
  const done = (htmlFile: string, pdfFile: string, key: string) => {
    stamps.record(htmlFile, key);
    stamps.record(pdfFile, key);
  };

  // Each product's page in each language; problems name the language of a translated one.
  const pages = productPages.map(({ slug: product, locale: code }) => ({
    slug: code === DEFAULT_LOCALE ? product : `${product}, in ${localeOf(code).englishName}`,
    urlPath: localizedPath(code, productPath(product)),
    pdfPath: localizedPath(code, specSheetPath(product)),
  }));
  for (const { slug, urlPath, pdfPath } of pages) {
    const htmlFile = path.join(publicDir, urlPath, "index.html");
    if (!fs.existsSync(htmlFile)) {
      problems.push(`the page of product "${slug}" (${path.relative(process.cwd(), htmlFile)}) was not built, so it has no spec sheet`);
      continue;
    }
    const pdfFile = path.join(publicDir, pdfPath);
    // A page Gatsby has not written again keeps its key; one it has is read, and its sheet may still be the one in public/.
    let html: string | undefined;
    const key = stamps.unchanged(htmlFile) ?? sheetKey((html = fs.readFileSync(htmlFile, "utf8")), printing);
    keys.add(key);
    const cached = path.join(cacheDir, `${key}.pdf`);
    if (fs.existsSync(cached)) {
      if (stamps.unchanged(pdfFile) !== key) fs.copyFileSync(cached, pdfFile);
      done(htmlFile, pdfFile, key);
      reused += 1;
    } else {
      html ??= fs.readFileSync(htmlFile, "utf8");
      toMake.push({ slug, key, batch: batchKey(html), urlPath, htmlFile, pdfFile });
    }
  }

  const started = process.hrtime.bigint();
  const printed = toMake.length > 0 ? await print(toMake, { publicDir, cacheDir, chromiumPath, siteUrl, fonts }) : [];
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  problems.push(...printed.flat());
  toMake.forEach((job, index) => printed[index]?.length === 0 && done(job.htmlFile, job.pdfFile, job.key));
  stamps.save();

  // Sheets of pages that no longer exist (or have changed) are never asked for again.
  for (const file of fs.readdirSync(cacheDir).filter((name) => name.endsWith(".pdf"))) {
    if (!keys.has(path.basename(file, ".pdf"))) fs.rmSync(path.join(cacheDir, file), { force: true });
  }
  removeSheetsOfRemovedProducts(publicDir, productPages);
  const made = printed.filter((sheetProblems) => sheetProblems.length === 0).length;
  return { sheets: pages.length, reused, made, seconds, problems };
}

/**
 * A product that left the catalogue (or that a language withholds) loses its pages in a rebuild
 * (Gatsby deletes them), and here its sheets: a sheet beside no page would still be served, with
 * the old facts.
 */
function removeSheetsOfRemovedProducts(publicDir: string, productPages: SheetOptions["pages"]) {
  for (const { code } of locales) {
    const current = new Set(productPages.filter(({ locale }) => locale === code).map(({ slug }) => slug));
    const productsDir = path.join(publicDir, localizedPath(code, routes.products));
    const folders = fs.existsSync(productsDir) ? fs.readdirSync(productsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
    for (const { name } of folders.filter(({ name }) => !current.has(name))) {
      const folder = path.join(productsDir, name);
      fs.rmSync(path.join(folder, path.basename(specSheetPath(name))), { force: true });
      if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
    }
  }
}

/** The jobs in batches of SHEETS_PER_BATCH pages that can be printed together, in the jobs' order within each. */
function batches(jobs: Job[]): Job[][] {
  const byKey = new Map<string, Job[]>();
  for (const job of jobs) byKey.set(job.batch, [...(byKey.get(job.batch) ?? []), job]);
  return [...byKey.values()].flatMap((group) =>
    Array.from({ length: Math.ceil(group.length / SHEETS_PER_BATCH) }, (_, index) => group.slice(index * SHEETS_PER_BATCH, (index + 1) * SHEETS_PER_BATCH)),
  );
}

/** The problems of each job's sheet, in the jobs' order (none for a sheet made and written). */
async function print(jobs: Job[], { publicDir, cacheDir, chromiumPath, siteUrl, fonts }: Omit<SheetOptions, "pages"> & { fonts: SheetFonts }): Promise<string[][]> {
  const documents = new Map<string, string>();
  const server = await serve(publicDir, documents, { siteUrl, fonts });
  const printer: Printer = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, documents, cacheDir, siteUrl, fonts };
  const problems = new Map<Job, string[]>();
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const queue = batches(jobs);
      const tab = async () => {
        let page: Page | undefined;
        let printed = 0;
        for (let batch = queue.shift(); batch; batch = queue.shift()) {
          if (!page || printed >= SHEETS_PER_TAB) {
            await page?.close();
            page = await context.newPage();
            await page.emulateMedia({ media: "print" });
            printed = 0;
          }
          const results = await printBatch(page, printer, batch);
          batch.forEach((job, index) => problems.set(job, results[index]!));
          printed += batch.length;
        }
      };
      await Promise.all(Array.from({ length: Math.min(TABS, jobs.length) }, tab));
    } finally {
      await browser.close();
    }
  } finally {
    server.close();
  }
  return jobs.map((job) => problems.get(job)!);
}

interface Printer {
  origin: string;
  /** Documents the server answers at their address, beside public/: the batches being printed. */
  documents: Map<string, string>;
  cacheDir: string;
  siteUrl: string;
  fonts: SheetFonts;
}

let batchesServed = 0;

/**
 * Prints a batch as one document and splits it into its sheets. A batch that cannot be printed as
 * one (a file missing, a sheet running onto a second page) is printed page by page, so that each
 * problem names its product; so is a sheet whose split copy fails a check.
 */
async function printBatch(page: Page, printer: Printer, jobs: Job[]): Promise<string[][]> {
  if (jobs.length === 1) return [await printOne(page, printer, jobs[0]!)];
  const address = `/__spec-sheets/batch-${(batchesServed += 1)}.html`;
  const pages = jobs.map(({ htmlFile, urlPath }) => absoluteLinks(fs.readFileSync(htmlFile, "utf8"), `${printer.siteUrl}${urlPath}`));
  printer.documents.set(address, withHead(batchHtml(pages), printer.fonts.style));
  let printed: Awaited<ReturnType<typeof printPage>>;
  try {
    printed = await printPage(page, `${printer.origin}${address}`);
  } finally {
    printer.documents.delete(address);
  }
  const sheets = printed.pdf ? await splitPages(printed.pdf, pages.map(pageTitle)) : [];
  const results: string[][] = [];
  for (const [index, job] of jobs.entries()) {
    const sheet = sheets.length === jobs.length ? sheets[index]! : undefined;
    results.push(sheet && sheetProblems(job.slug, sheet).length === 0 ? save(printer, job, sheet) : await printOne(page, printer, job));
  }
  return results;
}

async function printOne(page: Page, printer: Printer, job: Job): Promise<string[]> {
  const { slug, urlPath } = job;
  const { status, missing, pdf } = await printPage(page, `${printer.origin}${urlPath}`);
  if (status === undefined || status >= 400) return [`the page of product "${slug}" could not be opened for its spec sheet (HTTP ${status})`];
  if (missing.length > 0 || !pdf) return [`the page of product "${slug}" asks for files that are not in public/: ${missing.join(", ")}`];
  const problems = sheetProblems(slug, pdf);
  return problems.length > 0 ? problems : save(printer, job, pdf);
}

/** Opens a page in print media and prints it, unless it or a file it asks for is missing. */
async function printPage(page: Page, url: string): Promise<{ status: number | undefined; missing: string[]; pdf?: Buffer }> {
  const missing: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400) missing.push(new URL(response.url()).pathname);
  };
  page.on("response", onResponse);
  try {
    const response = await page.goto(url, { waitUntil: "load" });
    const status = response?.status();
    if (!response?.ok() || missing.length > 0) return { status, missing };
    // The sheet's fonts are web fonts: printed before they arrive, its text would be left out (font-display: block).
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (missing.length > 0) return { status, missing };
    return { status, missing, pdf: await page.pdf({ preferCSSPageSize: true, printBackground: true }) };
  } finally {
    page.off("response", onResponse);
  }
}

/**
 * Each page of a printed batch as a PDF of its own, with the title its page would have had and
 * the printer's other metadata. pdf-lib copies each page with the resources it uses (its
 * pictures, and the fonts the batch shares); object streams stay off, so the page objects stay
 * readable (pdfPageCount).
 */
async function splitPages(pdf: Buffer, titles: string[]): Promise<Uint8Array[]> {
  const batch = await PDFDocument.load(pdf, { updateMetadata: false });
  const sheets: Uint8Array[] = [];
  for (const index of batch.getPageIndices()) {
    const sheet = await PDFDocument.create({ updateMetadata: false });
    const [copied] = await sheet.copyPages(batch, [index]);
    sheet.addPage(copied);
    sheet.setTitle(titles[index] ?? "");
    sheet.setCreator(batch.getCreator() ?? "");
    sheet.setProducer(batch.getProducer() ?? "");
    const created = batch.getCreationDate();
    if (created) sheet.setCreationDate(created);
    sheets.push(await sheet.save({ useObjectStreams: false }));
  }
  return sheets;
}

/** Writes a checked sheet beside its page and into the cache; no problems. */
function save({ cacheDir }: Printer, { key, pdfFile }: Job, pdf: Uint8Array): string[] {
  // Written to the cache under another name first, so an interrupted build leaves no half sheet to reuse.
  const cached = path.join(cacheDir, `${key}.pdf`);
  fs.writeFileSync(`${cached}.partial`, pdf);
  fs.renameSync(`${cached}.partial`, cached);
  fs.writeFileSync(pdfFile, pdf);
  return [];
}

/**
 * public/ on a free localhost port, pages served as printableHtml with the sheet's fonts and their
 * links made absolute to the site's address, the font files, and the batches; only for the printer.
 */
function serve(publicDir: string, documents: ReadonlyMap<string, string>, { siteUrl, fonts }: { siteUrl: string; fonts: SheetFonts }): Promise<http.Server> {
  const root = path.resolve(publicDir);
  const server = http.createServer((request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    } catch {
      pathname = "/";
    }
    const document = documents.get(pathname);
    if (document !== undefined) {
      response.writeHead(200, { "Content-Type": CONTENT_TYPES[".html"] ?? "text/html; charset=utf-8" }).end(document);
      return;
    }
    const file = fonts.files.get(pathname) ?? path.join(root, pathname.endsWith("/") ? path.join(pathname, "index.html") : pathname);
    if ((!fonts.files.has(pathname) && !file.startsWith(root + path.sep)) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
    const body = type.startsWith("text/html")
      ? withHead(absoluteLinks(printableHtml(fs.readFileSync(file, "utf8")), `${siteUrl}${pathname}`), fonts.style)
      : fs.readFileSync(file);
    response.writeHead(200, { "Content-Type": type }).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}
