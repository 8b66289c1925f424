#!/usr/bin/env node
/**
 * npm run cms: local content editing on one machine. Starts decap-server (the
 * CMS's local backend, writing straight to content/ in this working tree) and
 * `gatsby develop`, which forwards the admin's /api/v1 to it (plugins/decap-cms),
 * prints the editor's address, and stops both on Ctrl-C.
 *
 * Ports: PORT (site, default 8000) and DECAP_SERVER_PORT (default 8081).
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const sitePort = process.env.PORT ?? "8000";
const decapPort = process.env.DECAP_SERVER_PORT ?? "8081";
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const children = [
  spawn(bin("decap-server"), [], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: decapPort, BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: root },
  }),
  spawn(bin("gatsby"), ["develop", "--host", "localhost", "--port", sitePort], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DECAP_SERVER_URL: `http://127.0.0.1:${decapPort}` },
  }),
];

console.log(`\nContent editor: http://localhost:${sitePort}/admin/  (once Gatsby reports it is ready; the site is at http://localhost:${sitePort}/)\n`);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
