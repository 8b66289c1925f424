#!/usr/bin/env node
/**
 * Serves the production build (public/) on localhost the way the static hosts
 * do: directory index pages, trailing-slash redirects, compressed text (Brotli
 * where the browser takes it, as Netlify and Cloudflare Pages send it, else gzip), the
 * response headers of public/_headers (security policy and caching, see
 * static/_headers), and HTTP 404 with the right page for unknown paths (the
 * product not-found page under /products/, the site's 404 page elsewhere, each
 * in the language of the path).
 *
 * With --api <decap-server address>, the content editor's local backend
 * requests (/api/v1) go to that decap-server, so the editor opened on
 * localhost reaches it on its own origin (plugins/decap-cms/local-backend.mjs);
 * the tests use it. No host does this: production editing goes through GitHub.
 *
 * Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--api http://127.0.0.1:8081]
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { forwardToDecapServer, LOCAL_BACKEND_PATH } from "../plugins/decap-cms/local-backend.mjs";
import { CONTENT_TYPES } from "./content-types.mjs";
import { headersFor, parseHeaders } from "./hosting-headers.mjs";

const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const port = Number(args.get("port") ?? process.env.PORT ?? 9000);
const host = args.get("host") ?? "127.0.0.1";
const root = path.resolve(args.get("root") ?? "public");
const api = args.get("api");
const forwardToApi = api ? forwardToDecapServer(api) : null;

const headersFile = path.join(root, "_headers");
const headerRules = fs.existsSync(headersFile) ? parseHeaders(fs.readFileSync(headersFile, "utf8")) : [];
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg|font\/ttf)/;

/**
 * The not-found page for an unknown path: the nearest 404.html above it, so /ar/products/x gets
 * ar/products/404.html ("Product not found." in Arabic) and /ar/x ar/404.html, as Cloudflare
 * Pages does (deploy/nginx.conf and the _redirects the build writes say the same).
 */
function notFoundPage(pathname) {
  const folders = pathname.split("/").slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const page = fileIn(path.join(...folders.slice(0, depth), "404.html"));
    if (page) return page;
  }
  return null;
}

function fileIn(relative) {
  const absolute = path.join(root, relative);
  if (!absolute.startsWith(root)) return null;
  try {
    return fs.statSync(absolute).isFile() ? absolute : null;
  } catch {
    return null;
  }
}

/** Each file compressed once per build (by its path, size and time): Brotli at quality 5, as hosts compress on the fly. */
const compressedFiles = new Map();
function compressed(file, body, encoding) {
  const { size, mtimeMs } = fs.statSync(file);
  const key = `${encoding} ${file} ${size} ${mtimeMs}`;
  if (!compressedFiles.has(key)) {
    const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
    compressedFiles.set(key, encoding === "br" ? zlib.brotliCompressSync(body, brotli) : zlib.gzipSync(body));
  }
  return compressedFiles.get(key);
}

function send(request, response, status, file, pathname) {
  const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream";
  let body = fs.readFileSync(file);
  const headers = { ...Object.fromEntries(headersFor(headerRules, pathname)), "Content-Type": type };
  const accepted = request.headers["accept-encoding"] ?? "";
  const encoding = !compressible.test(type) ? null : /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
  if (encoding) {
    body = compressed(file, body, encoding);
    headers["Content-Encoding"] = encoding;
    headers.Vary = "Accept-Encoding";
  }
  headers["Content-Length"] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

const server = http.createServer((request, response) => {
  if (forwardToApi && (request.url ?? "").split("?")[0] === LOCAL_BACKEND_PATH) return forwardToApi(request, response);
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { Allow: "GET, HEAD" }).end();
    return;
  }
  const url = new URL(request.url ?? "/", "http://localhost");
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = "/";
  }

  const buildOnly = /^\/_(headers|nginx|redirects)/.test(pathname);
  const exact = buildOnly ? null : pathname.endsWith("/") ? fileIn(path.join(pathname, "index.html")) : fileIn(pathname);
  if (exact) return send(request, response, 200, exact, pathname);

  if (!buildOnly && !pathname.endsWith("/") && fileIn(path.join(pathname, "index.html"))) {
    response.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
    return;
  }

  return send(request, response, 404, notFoundPage(pathname), pathname);
});

server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} at http://${host}:${port}/`);
});
