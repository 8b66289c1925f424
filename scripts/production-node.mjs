#!/usr/bin/env node
/**
 * The site built from scratch and the unit tests run on the Node of production (the major version in
 * .nvmrc, which Netlify and the workflow run), when the machine's own Node is another: `npm test`
 * runs this in the background once its Chromium tests have passed (scripts/test.mjs), so the
 * runtime that builds the deployed site is tested on every run.
 *
 * That Node comes from the npm registry (the `node` package, Node's own binaries), installed once
 * into node_modules/.cache/production-node/; `npm ci` empties it, so a clean install takes the
 * newest release of the major. The build is a scratch copy of the site (as the tests' scratch sites
 * are, scripts/site-files.mjs), so the public/ the end-to-end tests read is left as the machine's
 * Node built it. The two builds must then have the same pages, each with the same data, byte for
 * byte (Gatsby's query results, read through its cache: what a runtime's change would reach first),
 * when both were built for the same day (SITE_TODAY, which npm test pins for its whole run,
 * scripts/run-day.mjs: a spec sheet's issue date is the build's today).
 * Their scripts are the same too when both are built from scratch, but an incremental build's
 * minifier may name a variable differently, so they are not compared. The content editor's script
 * is copied from public/admin/ when the site's own build made it (DECAP_CMS_PREBUILT), not compiled again.
 *
 * The unit tests run beside the build (their output printed after it): the build keeps about 1.3 of
 * two cores busy, and at the end of `npm test` this check is all that is left running.
 *
 * Usage: node scripts/production-node.mjs [--install]
 *   --install  only installs that Node (npm test does this beside its own build, so that the
 *              download is not on the check's path later)
 */
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { builtPages } from "./built-pages.mjs";
import { SITE_FILES } from "./site-files.mjs";

const root = path.resolve(import.meta.dirname, "..");
const major = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
const cache = path.join(root, "node_modules", ".cache", "production-node");
const nodeBin = path.join(cache, "node_modules", "node", "bin");

if (process.versions.node.split(".")[0] === major) {
  console.log(`production-node: this is Node ${process.versions.node}, production's major: npm test's own build and unit tests run on it.`);
  process.exit(0);
}

const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

/** The environment of a command on the production Node: that Node first on PATH, for npm and every script it starts. */
const onProductionNode = (env = {}) => ({ ...process.env, ...env, PATH: `${nodeBin}${path.delimiter}${process.env.PATH}` });

/** Runs a command on the production Node; throws on failure. */
function run(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: onProductionNode(env) });
  if (result.status !== 0) throw new Error(`\`${[command, ...args].join(" ")}\` failed on Node ${installedVersion()} (exit ${result.status ?? result.signal})`);
}

function installedVersion() {
  const result = spawnSync(path.join(nodeBin, "node"), ["--version"], { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim().slice(1) : null;
}

if (installedVersion()?.split(".")[0] !== major) {
  console.log(`production-node: installing Node ${major} from the npm registry into ${path.relative(root, cache)}/`);
  fs.rmSync(cache, { recursive: true, force: true });
  fs.mkdirSync(cache, { recursive: true });
  const install = spawnSync("npm", ["install", "--prefix", cache, "--no-audit", "--no-fund", "--no-package-lock", `node@${major}`], { stdio: "inherit" });
  if (install.status !== 0 || installedVersion()?.split(".")[0] !== major) {
    console.error(`production-node: could not install Node ${major} from the npm registry (npm install node@${major}; its install script fetches the binary it names).`);
    process.exit(1);
  }
}
const version = installedVersion();
if (process.argv.includes("--install")) {
  console.log(`production-node: Node ${version} is installed in ${path.relative(root, cache)}/`);
  process.exit(0);
}

const digestOf = (file) => crypto.createHash("sha1").update(fs.readFileSync(file)).digest("hex");

/** The pages of a build, and the data of each (its page-data.json and its slices'), by path in public/, with a digest. */
function pagesAndData(publicDir) {
  const files = new Map([...builtPages(publicDir)].map(([route]) => [`page ${route}`, ""]));
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      // app-data.json holds the compilation's hash, a digest of the scripts.
      else if (entry.name.endsWith(".json") && entry.name !== "app-data.json") files.set(path.relative(publicDir, file), digestOf(file));
    }
  };
  for (const folder of ["page-data", "slice-data"]) if (fs.existsSync(path.join(publicDir, folder))) walk(path.join(publicDir, folder));
  return files;
}

const site = fs.mkdtempSync(path.join(os.tmpdir(), `production-node-${major}-`));
const unitLog = `${site}-unit.log`;
try {
  const unit = unitTests(unitLog);
  let buildFailed = null;
  try {
    checkBuild();
    fs.rmSync(site, { recursive: true, force: true });
  } catch (error) {
    buildFailed = error;
  }
  const unitCode = await unit;
  console.log(`\nproduction-node: the unit tests, beside the build:\n${fs.readFileSync(unitLog, "utf8")}`);
  if (buildFailed) throw buildFailed;
  if (unitCode !== 0) throw new Error(`\`npm run test:unit\` failed on Node ${version} (exit ${unitCode})`);
  console.log(`production-node: the unit tests passed on Node ${version}; in all ${seconds(started)}`);
} catch (error) {
  const kept = fs.existsSync(site) ? `\nThe site built on Node ${major} is kept in ${site}, to compare with this one.` : "";
  console.error(`production-node: ${error.message}${kept}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(unitLog, { force: true });
}

/** The unit tests on the production Node, started: their output to `log`; resolves with their exit code. */
function unitTests(log) {
  const output = fs.openSync(log, "w");
  const child = spawn("npm", ["run", "test:unit"], { cwd: root, stdio: ["ignore", output, output], env: onProductionNode() });
  return new Promise((resolve) => {
    let open = true;
    // A child that could not start may report both its error and its exit.
    const ended = (code) => {
      if (open) fs.closeSync(output);
      open = false;
      resolve(code);
    };
    child.once("error", (error) => (fs.appendFileSync(log, `${error.message}\n`), ended(1)));
    child.once("exit", (code, signal) => ended(code ?? (signal ? 1 : 0)));
  });
}

/** The site built from scratch in `site` on the production Node, and compared with public/ (when there is one). */
function checkBuild() {
  const build = performance.now();
  const notInstalled = (source) => path.basename(source) !== "node_modules";
  for (const file of [...SITE_FILES, "content"]) fs.cpSync(path.join(root, file), path.join(site, file), { recursive: true, filter: notInstalled });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"), "dir");
  const editor = path.join(root, "public", "admin");
  run("npm", ["run", "build"], site, { CI: "true", GATSBY_TELEMETRY_DISABLED: "1", ...(fs.existsSync(path.join(editor, "index.html")) ? { DECAP_CMS_PREBUILT: editor } : {}) });
  console.log(`production-node: the site built from scratch on Node ${version} in ${seconds(build)}`);

  const ours = path.join(root, "public");
  if (!fs.existsSync(ours)) return;
  const [production, machine] = [pagesAndData(path.join(site, "public")), pagesAndData(ours)];
  const differ = [...new Set([...production.keys(), ...machine.keys()])].filter((file) => production.get(file) !== machine.get(file)).sort();
  if (differ.length > 0) {
    const how = (file) => (!machine.has(file) ? `only on Node ${major}` : !production.has(file) ? `only on Node ${process.versions.node}` : "differs");
    throw new Error(`the build on Node ${version} and public/ (Node ${process.versions.node}'s, which the end-to-end tests read) differ in ${differ.length} page(s) or data file(s):\n${differ.slice(0, 20).map((file) => `  ${file}: ${how(file)}`).join("\n")}`);
  }
  console.log(`production-node: the same ${[...production.keys()].filter((key) => key.startsWith("page ")).length} pages as public/'s, with the same data`);
}
