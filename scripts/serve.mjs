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
 * A form a host with form capture would record (scripts/inquiry-forms.mjs: Netlify Forms' rules) is
 * recorded when POSTed, URL-encoded, to a page that exists: one JSON file per submission in the
 * --inquiries folder (inquiries/ by default), with the fields its form names; a filled honeypot
 * is not kept. The answer is the page itself, as Netlify shows a form's own success page; a POST to
 * an address with no page, or for a form no page declares, gets the 404 page.
 *
 * With --api <decap-server address>, the content editor's local backend
 * requests (/api/v1) go to that decap-server, so the editor opened on
 * localhost reaches it on its own origin (plugins/decap-cms/local-backend.mjs);
 * the tests use it. No host does this: production editing goes through GitHub.
 *
 * Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--inquiries inquiries] [--api http://127.0.0.1:8081]
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { forwardToDecapServer, LOCAL_BACKEND_PATH } from "../plugins/decap-cms/local-backend.mjs";
import { CONTENT_TYPES } from "../common/content-types.mjs";
import { headersFor, parseHeaders } from "../plugins/delivery/hosting-headers.mjs";
import { formsInSite, keptSubmission } from "./inquiry-forms.mjs";

const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const port = Number(args.get("port") ?? process.env.PORT ?? 9000);
const host = args.get("host") ?? "127.0.0.1";
const root = path.resolve(args.get("root") ?? "public");
const api = args.get("api");
const forwardToApi = api ? forwardToDecapServer(api) : null;
const inquiriesDir = path.resolve(args.get("inquiries") ?? "inquiries");
/** The largest submission kept; Netlify takes 8 MB with files, and this form has none. */
const FORM_BODY_MAX_BYTES = 1024 * 1024;

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

/** The forms of the build, by name, read once (as the host reads them once per deploy). */
let detectedForms = null;
function forms() {
  detectedForms ??= new Map(formsInSite(root).map((form) => [form.name, form]));
  return detectedForms;
}

/** A form's POST: recorded (or, for spam, not) and answered with the page, as the host does. */
function receiveForm(request, response, page, pathname) {
  const chunks = [];
  let size = 0;
  request.on("data", (chunk) => {
    size += chunk.length;
    if (size <= FORM_BODY_MAX_BYTES) chunks.push(chunk);
  });
  request.on("end", () => {
    if (size > FORM_BODY_MAX_BYTES) return response.writeHead(413).end();
    if (!/^application\/x-www-form-urlencoded\b/.test(request.headers["content-type"] ?? "")) return response.writeHead(415).end();
    const submission = keptSubmission(new URLSearchParams(Buffer.concat(chunks).toString("utf8")), forms());
    if (submission.status === "unknown") return send(request, response, 404, notFoundPage(pathname), pathname);
    if (submission.status === "kept") {
      const receivedAt = new Date().toISOString();
      const file = path.join(inquiriesDir, `${receivedAt.replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}.json`);
      fs.mkdirSync(inquiriesDir, { recursive: true });
      // Written whole under another name, then renamed into place: whoever lists the folder never reads half a record.
      fs.writeFileSync(`${file}.partial`, `${JSON.stringify({ form: submission.form, page: pathname, receivedAt, fields: submission.fields }, null, 2)}\n`);
      fs.renameSync(`${file}.partial`, file);
      console.log(`Recorded a submission of the form "${submission.form}": ${path.relative(process.cwd(), file)}`);
    }
    send(request, response, 200, page, pathname);
  });
}

const server = http.createServer((request, response) => {
  if (forwardToApi && (request.url ?? "").split("?")[0] === LOCAL_BACKEND_PATH) return forwardToApi(request, response);
  if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "POST") {
    response.writeHead(405, { Allow: "GET, HEAD, POST" }).end();
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
  if (request.method === "POST") {
    if (exact?.endsWith(".html")) return receiveForm(request, response, exact, pathname);
    request.resume();
    return send(request, response, 404, notFoundPage(pathname), pathname);
  }
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
