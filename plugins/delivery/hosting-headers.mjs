#!/usr/bin/env node
/**
 * After `gatsby build`: completes public/_headers from static/_headers and
 * writes its headers for nginx (public/_nginx-headers.conf for the public
 * site, public/_nginx-admin-headers.conf for the content editor at /admin/,
 * included by deploy/nginx.conf).
 *
 * - {{INLINE_SCRIPT_HASHES}} becomes the sha256 hashes of every inline script
 *   in the built HTML, so the Content-Security-Policy needs no 'unsafe-inline';
 * - {{INQUIRY_ENDPOINT}} becomes the address INQUIRY_ENDPOINT names for the contact form's
 *   record (form-action and connect-src allow exactly it), or nothing when the site records itself;
 * - the {{PUBLIC_PATHS}} rule is written once for each public path: each
 *   top-level folder and page of the build except the admin's;
 * - every hashed JS/CSS file (`app-<hash>.js`, the whole stylesheet's `styles.<hash>.css`) gets one-year
 *   immutable caching;
 * - every HTML page gets no-cache (must revalidate);
 * - search's index (public/pagefind/, scripts/search-index.mjs): the files named by their content
 *   (its index and filter folders, the results' pictures in thumbs/) one-year immutable caching,
 *   the rest (its script, entry file, each language's meta file and WebAssembly engine, whose
 *   names stay) must revalidate;
 *   each with its Content-Type (Pagefind's own files are compressed binaries it unpacks itself).
 *
 * The not-found pages carry the public policy in a <meta> as well, for an
 * unknown top-level path, which no public rule covers (static/_headers):
 * plugins/delivery writes it with this module's withPolicyMeta.
 *
 * Also imported by scripts/serve.mjs, which applies public/_headers locally.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { CONTENT_TYPES } from "../../common/content-types.mjs";
import { inquiryPolicySources } from "../../common/inquiry-endpoint.mjs";
import { THUMBS_DIR } from "../../common/search-files.mjs";

const HASHES_PLACEHOLDER = "{{INLINE_SCRIPT_HASHES}}";
/** The address INQUIRY_ENDPOINT names for the contact form's record, if any (common/inquiry-endpoint.mjs), in form-action and connect-src. */
const INQUIRY_PLACEHOLDER = "{{INQUIRY_ENDPOINT}}";
const PUBLIC_PATHS_PLACEHOLDER = "{{PUBLIC_PATHS}}";
/** Where plugins/decap-cms writes the content editor; the only path without the public policy. */
const ADMIN_DIR = "admin";
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SEARCH_DIR = "/pagefind/";
/**
 * Search's folders of files named by their content: Pagefind's (binary files of its own, typed
 * here) and the results' pictures (scripts/search-index.mjs; typed by their extension, as everywhere).
 */
const SEARCH_FINGERPRINTED_DIRS = { index: "application/octet-stream", filter: "application/octet-stream", [THUMBS_DIR]: undefined };

/**
 * A script or stylesheet named by its content's hash, at least as many hex digits as webpack is
 * given (CONTENT_HASH_DIGITS, webpack-tweaks.ts): `app-<hash>.js`, the whole stylesheet's
 * `styles.<hash>.css`. deploy/nginx.conf caches the same pattern for a year.
 */
export const HASHED_ASSET = /^\/[^/]+[-.][0-9a-f]{12,}\.(js|css)$/;

/** A policy (or any text) with {{INQUIRY_ENDPOINT}} replaced by the address INQUIRY_ENDPOINT names for the record, or nothing. */
export function withInquirySources(text, inquiryEndpointSetting = process.env.INQUIRY_ENDPOINT) {
  const sources = inquiryPolicySources(inquiryEndpointSetting).map((source) => ` ${source}`).join("");
  return text.replaceAll(` ${INQUIRY_PLACEHOLDER}`, sources);
}

/** Rules of a _headers file: [{ pattern, headers: [[name, value]] }], in file order. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    if (colon < 0 || rules.length === 0) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function renderHeaders(rules) {
  return rules.map(({ pattern, headers }) => [pattern, ...headers.map(([n, v]) => `  ${n}: ${v}`)].join("\n")).join("\n\n") + "\n";
}

/** Whether a _headers pattern ("/*", "/static/*", "/about/") matches a request path. */
export function matches(pattern, pathname) {
  if (pattern.endsWith("*")) return pathname.startsWith(pattern.slice(0, -1));
  return pattern === pathname;
}

/**
 * The headers for a request path, as Netlify sends them: every matching rule
 * applies, and a header named by several rules carries all their values,
 * comma-separated (for Content-Security-Policy, several policies, all enforced).
 */
export function headersFor(rules, pathname) {
  const result = new Map();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) result.set(name, result.has(name) ? `${result.get(name)}, ${value}` : value);
  }
  return result;
}

/** The policies in a Content-Security-Policy value, each as a Map of directive -> sources. */
export function cspPolicies(value) {
  return value.split(",").map(
    (policy) => new Map(policy.split(";").map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...sources]) => [name, sources])),
  );
}

/** CSP hash sources for the inline scripts of one HTML document (JSON-LD data blocks are not scripts). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes)) continue;
    const type = attributes.match(/\btype="([^"]*)"/)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * nginx add_header lines, for deploy/nginx.conf to include in each location: the site-wide
 * headers, and the location's own (the public policy, or the editor's under /admin/).
 */
function renderNginx(siteWide, own) {
  const ownNames = new Set(own.map(([name]) => name));
  const lines = [...siteWide.filter(([name]) => !ownNames.has(name)), ...own].map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
  return ["# Generated by plugins/delivery/hosting-headers.mjs from static/_headers; do not edit.", ...lines].join("\n") + "\n";
}

/** Whether a page of the build (its path in public/) is a not-found page, which hosts serve for unknown paths. */
export const isNotFoundPage = (relativePath) => /(^|\/)404(\.html|\/index\.html)$/.test(relativePath);

/**
 * A page with `policy` in a <meta http-equiv> right after its charset (replacing one written
 * before): without frame-ancestors, which a <meta> cannot carry (browsers ignore it there, and say so).
 */
export function withPolicyMeta(html, policy) {
  const content = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith("frame-ancestors"))
    .join("; ");
  if (/["<>&]/.test(content)) throw new Error(`The policy cannot go in a <meta> as it is: ${content}`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
  const written = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
  if (written.test(html)) return html.replace(written, meta);
  const charset = html.match(/<meta charSet="utf-8"\/>|<meta charset="utf-8">/i);
  if (!charset) throw new Error("A page without a charset <meta>: the policy has no place to go");
  return html.replace(charset[0], `${charset[0]}${meta}`);
}

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Path patterns that cover every public document (the policy of a script or
 * an image file is never read): each top-level folder of the build but the
 * admin's, and each top-level page.
 */
function publicPaths(publicDir) {
  const patterns = ["/"];
  for (const entry of fs.readdirSync(publicDir, { withFileTypes: true })) {
    if (entry.name === ADMIN_DIR) continue;
    if (entry.isDirectory()) patterns.push(`/${entry.name}/*`);
    else if (/\.(html|svg)$/.test(entry.name)) patterns.push(`/${entry.name}`);
  }
  return patterns.sort();
}

/**
 * The caching and types of search's files: a rule for each fingerprinted folder, and one for each
 * file beside them (a handful per language), so no file matches two rules' Cache-Control.
 */
export function searchRules(urls) {
  const type = (url) => ["Content-Type", CONTENT_TYPES[path.extname(url)] ?? "application/octet-stream"];
  const folders = Object.entries(SEARCH_FINGERPRINTED_DIRS).filter(([dir]) => urls.some((url) => url.startsWith(`${SEARCH_DIR}${dir}/`)));
  const own = urls.filter((url) => !url.slice(SEARCH_DIR.length).includes("/")).sort();
  return [
    ...folders.map(([dir, contentType]) => ({
      pattern: `${SEARCH_DIR}${dir}/*`,
      headers: [["Cache-Control", IMMUTABLE], ...(contentType ? [["Content-Type", contentType]] : [])],
    })),
    ...own.map((url) => ({ pattern: url, headers: [["Cache-Control", REVALIDATE], type(url)] })),
  ];
}

export function completeHeaders(publicDir, template, inquiryEndpointSetting = process.env.INQUIRY_ENDPOINT) {
  const hashes = new Set();
  const pages = [];
  const hashedAssets = [];
  const searchFiles = [];
  for (const file of files(publicDir)) {
    const url = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
    if (url.startsWith(SEARCH_DIR)) {
      searchFiles.push(url);
    } else if (url.endsWith(".html")) {
      for (const hash of inlineScriptHashes(fs.readFileSync(file, "utf8"))) hashes.add(hash);
      pages.push(url.endsWith("/index.html") ? url.slice(0, -"index.html".length) : url);
    } else if (HASHED_ASSET.test(url)) {
      hashedAssets.push(url);
    }
  }
  if (!template.includes(HASHES_PLACEHOLDER)) throw new Error(`static/_headers has no ${HASHES_PLACEHOLDER}`);
  const written = parseHeaders(withInquirySources(template.replaceAll(HASHES_PLACEHOLDER, [...hashes].sort().join(" ")), inquiryEndpointSetting));
  const publicRule = written.find((rule) => rule.pattern === PUBLIC_PATHS_PLACEHOLDER);
  if (!publicRule) throw new Error(`static/_headers has no ${PUBLIC_PATHS_PLACEHOLDER} rule`);
  const rules = written.flatMap((rule) =>
    rule === publicRule ? publicPaths(publicDir).map((pattern) => ({ pattern, headers: rule.headers })) : [rule],
  );
  rules.push(...pages.sort().map((page) => ({ pattern: page, headers: [["Cache-Control", REVALIDATE]] })));
  rules.push(...hashedAssets.sort().map((asset) => ({ pattern: asset, headers: [["Cache-Control", IMMUTABLE]] })));
  rules.push(...searchRules(searchFiles));
  const siteWide = written.filter((rule) => rule.pattern === "/*").flatMap((rule) => rule.headers);
  const adminHeaders = written.filter((rule) => rule.pattern === `/${ADMIN_DIR}/*`).flatMap((rule) => rule.headers);
  return { rules, hashes, siteWide, publicHeaders: publicRule.headers, adminHeaders };
}

// Run as a command (also imported by the tests, which Playwright compiles without import.meta).
if (path.basename(process.argv[1] ?? "") === "hosting-headers.mjs") {
  const publicDir = path.resolve("public");
  const { rules, hashes, siteWide, publicHeaders, adminHeaders } = completeHeaders(publicDir, fs.readFileSync("static/_headers", "utf8"));
  fs.writeFileSync(path.join(publicDir, "_headers"), renderHeaders(rules));
  fs.writeFileSync(path.join(publicDir, "_nginx-headers.conf"), renderNginx(siteWide, publicHeaders));
  fs.writeFileSync(path.join(publicDir, "_nginx-admin-headers.conf"), renderNginx(siteWide, adminHeaders));
  console.log(`hosting-headers: ${rules.length} rules, ${hashes.size} inline script hashes`);
}
