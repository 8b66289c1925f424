#!/usr/bin/env node
/**
 * npm run cms: local content editing on one machine, with the editorial workflow. Prepares the
 * CMS workspace (scripts/cms-workspace.mjs: a clone of this repository, by default in
 * .git/cms-workspace, CMS_WORKSPACE to move it) and starts decap-server (the CMS's local
 * backend) in git mode there, never in this working tree: Save makes a draft branch in the
 * workspace and Publish a commit on its main. Also starts `gatsby develop` here, which forwards
 * the admin's /api/v1 to decap-server (plugins/decap-cms), prints the editor's address and the
 * workspace's state, and on Ctrl-C stops both and prints the published commits this branch has
 * not pulled, with the command that pulls them.
 *
 * Ports: PORT (site, default 8000) and DECAP_SERVER_PORT (default 8081).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { describeUnpulled, describeWorkspace, prepareCmsWorkspace, unpulledCommits } from "./cms-workspace.mjs";

const root = path.resolve(import.meta.dirname, "..");
const sitePort = process.env.PORT ?? "8000";
const decapPort = process.env.DECAP_SERVER_PORT ?? "8081";
const bin = (name) => path.join(root, "node_modules", ".bin", name);

let prepared;
try {
  prepared = prepareCmsWorkspace({ source: root });
} catch (error) {
  console.error(`npm run cms: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const { workspace, branch } = prepared;

const children = [
  spawn(bin("decap-server"), [], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: decapPort, BIND_HOST: "127.0.0.1", MODE: "git", GIT_REPO_DIRECTORY: workspace },
  }),
  spawn(bin("gatsby"), ["develop", "--host", "localhost", "--port", sitePort], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DECAP_SERVER_URL: `http://127.0.0.1:${decapPort}` },
  }),
];

console.log(
  [
    "",
    ...describeWorkspace(prepared),
    "",
    `Content editor: http://localhost:${sitePort}/admin/  (once Gatsby reports it is ready; the site is at http://localhost:${sitePort}/)`,
    `The site shows this working copy; a draft is seen in the editor's preview, and published content once pulled.`,
    "",
  ].join("\n"),
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}

function reportUnpulled() {
  try {
    const lines = describeUnpulled(unpulledCommits({ source: root, workspace, branch }));
    console.log(["", `Content editor stopped. Workspace: ${workspace}`, ...lines, ""].join("\n"));
  } catch (error) {
    console.error(`npm run cms: could not read the workspace's published commits: ${error instanceof Error ? error.message : error}`);
  }
}

let running = children.length;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));
for (const child of children) {
  child.on("exit", (code) => {
    stop(code ?? 0);
    running -= 1;
    if (running === 0) reportUnpulled();
  });
}
