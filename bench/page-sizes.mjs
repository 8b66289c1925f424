#!/usr/bin/env node
/**
 * The size of every page of a build as a browser gets it: its HTML gzipped (the budget's measure,
 * scripts/page-budget.mjs: TCP's first window of 14,600 B; for a product page and the register's (About) its first screen, and
 * 28,000 B whole) and with Brotli at quality 5 (as hosts compress on the fly), each plus its response
 * headers. Prints how many pages are over, and the largest of each kind of page (home, product range,
 * its numbered pages, categories, products, ...).
 *
 * Usage: node bench/page-sizes.mjs [site folder, default .] (serves its public/ with scripts/serve.mjs on port 9181)
 */
import { spawn } from "node:child_process";
import path from "node:path";
import zlib from "node:zlib";
import { builtPages } from "../scripts/built-pages.mjs";
import { pageBudget } from "../scripts/page-budget.mjs";

const site = path.resolve(process.argv[2] ?? ".");
const port = 9181;
const origin = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [path.join(site, "scripts", "serve.mjs"), "--port", String(port)], { cwd: site, stdio: "ignore" });
try {
  for (let tries = 0; !(await fetch(origin).then(() => true, () => false)); tries += 1) {
    if (tries > 100) throw new Error("the site's server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const rows = [];
  for (const route of builtPages(path.join(site, "public")).keys()) {
    const response = await fetch(`${origin}${route}`);
    const body = Buffer.from(await response.arrayBuffer());
    let headers = 0;
    response.headers.forEach((value, name) => (headers += name.length + value.length + 4));
    const brotli = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    const { whole, firstScreen, over } = pageBudget(route, body, headers);
    rows.push({ route, gzip: whole, firstScreen, brotli: brotli + headers, over });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const kind = (route) =>
    route
      .replace(/^\/(ar|es|fr)\//, "/")
      .replace(/category\/[^/]+\//, "category/{id}/")
      .replace(/page\/\d+\//, "page/{n}/")
      .replace(/^\/products\/(?!category|page|404)[^/]+\/$/, "/products/{id}/");
  const kinds = new Map();
  for (const row of rows) if (!kinds.has(kind(row.route))) kinds.set(kind(row.route), { ...row, count: rows.filter((other) => kind(other.route) === kind(row.route)).length });
  const over = rows.filter((row) => row.over.length > 0);
  console.log(`${rows.length} pages; over their budget: ${over.length}${over.length ? `\n${over.flatMap((row) => row.over).join("\n")}` : ""}\n`);
  console.log("| kind of page | pages | largest | gzip + headers | its first screen (a product's page, the register's) | Brotli q5 + headers |\n| --- | --- | --- | --- | --- | --- |");
  for (const [name, { route, gzip, firstScreen, brotli, count }] of kinds) console.log(`| \`${name}\` | ${count} | \`${route}\` | ${gzip} B | ${firstScreen === undefined ? "" : `${firstScreen} B`} | ${brotli} B |`);
} finally {
  server.kill();
}
