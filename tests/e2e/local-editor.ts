/**
 * The content editor on this machine, as the CMS tests drive it: decap-server
 * (the CMS's local backend) works on a temporary copy of the content, or, in
 * git mode, in the CMS workspace of a repository as `npm run cms` prepares it
 * (scripts/cms-workspace.mjs), and the built site is served with its real
 * headers by scripts/serve.mjs --api, so /admin/ reaches decap-server on its
 * own origin.
 *
 * CMS_EDITOR=develop serves it as `npm run cms` does instead: `gatsby develop`,
 * whose editor is React's development build, which reports what React warns
 * of (keys, updates during render) as console errors, which the editor's tests
 * refuse. It works in this folder (public/, .cache/): run one test file on one
 * worker, and build again afterwards. See README, "The content editor".
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { EDITOR_BUILT } from "../../plugins/decap-cms/local-backend.mjs";
import { cmsWorkspacePath, prepareCmsWorkspace, type CmsWorkspace } from "../../scripts/cms-workspace.mjs";
import { root } from "./scratch-site";
import { waitSync } from "./wait-sync";

export interface LocalEditor {
  /**
   * The repository decap-server works in: its content/ is what the editor reads and writes. In
   * git mode, the CMS workspace, with its main checked out between requests.
   */
  repo: string;
  /** Git mode: the workspace as prepared before decap-server started. */
  workspace?: CmsWorkspace;
  adminUrl: string;
  /** What decap-server said failed ("Error handling {request}: {reason}"), for a failing test's message. */
  serverErrors(): string[];
  /** Stops decap-server and the site, resolving once both have exited (its own folder removed, where it made one). */
  stop(): Promise<void>;
}

/**
 * Git mode: decap-server (MODE=git) works, with the editorial workflow, in the CMS workspace of
 * `source`, at its default place (CMS_WORKSPACE is not read), prepared as `npm run cms` does.
 */
export interface GitMode {
  gitSource: string;
}

async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** Starts `command` and waits until it prints `ready`; returns everything it has printed so far. */
async function start(processes: ChildProcess[], command: string, args: string[], env: NodeJS.ProcessEnv, ready: string, timeout = 30_000): Promise<() => string> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  processes.push(child);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${output}`)), timeout);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", listen);
    child.stderr!.on("data", listen);
    child.once("exit", (code) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
  });
  return () => output;
}

/**
 * Starts decap-server on a copy of content/ (changed by `prepare` first, if
 * given), or in git mode on a repository's CMS workspace, and the built site
 * in front of it. `slot` (the worker's parallel index) keeps two workers'
 * ports apart.
 */
export async function startLocalEditor(slot: number, setup?: ((contentDir: string) => void) | GitMode): Promise<LocalEditor> {
  const gitMode = typeof setup === "object" ? setup : undefined;
  const workspace = gitMode && prepareCmsWorkspace({ source: gitMode.gitSource, workspace: cmsWorkspacePath(gitMode.gitSource, {}) });
  const repo = workspace ? workspace.workspace : fs.mkdtempSync(path.join(os.tmpdir(), "cms-content-"));
  if (!workspace) {
    fs.cpSync(path.join(root, "content"), path.join(repo, "content"), { recursive: true });
    if (typeof setup === "function") setup(path.join(repo, "content"));
  }
  const processes: ChildProcess[] = [];
  const running = () => processes.filter((child) => child.exitCode === null && child.signalCode === null);
  const kill = () => {
    for (const child of running()) child.kill();
  };
  // Also when the worker is torn down after a failure, so no decap-server outlives the run.
  process.once("exit", kill);
  const decapPort = await freePort(8090 + slot * 10, 8099 + slot * 10);
  const decapOutput = await start(processes, path.join(root, "node_modules", ".bin", "decap-server"), [], {
    PORT: String(decapPort),
    BIND_HOST: "127.0.0.1",
    MODE: workspace ? "git" : "fs",
    GIT_REPO_DIRECTORY: repo,
  }, "listening");
  const sitePort = await freePort(9450 + slot * 50, 9499 + slot * 50);
  if (process.env.CMS_EDITOR === "develop") await startDevelop(processes, sitePort, decapPort);
  else await start(processes, "node", ["scripts/serve.mjs", "--port", String(sitePort), "--api", `http://127.0.0.1:${decapPort}`], {}, "Serving");
  return {
    repo,
    workspace,
    adminUrl: `http://127.0.0.1:${sitePort}/admin/`,
    serverErrors: () => decapOutput().split("\n").filter((line) => line.includes("Error handling")),
    stop: async () => {
      // Waited for: a folder removed while decap-server still writes in it (a git command under way) is not empty when its removal ends.
      await Promise.all(running().map((child) => new Promise((exited) => child.once("exit", exited).kill())));
      process.off("exit", kill);
      // The workspace is the source repository's, which its test owns.
      if (!workspace) removeRepository(repo);
    },
  };
}

/** How long a repository's removal waits for the processes still working in it. */
const REMOVAL_WAIT = 15_000;

/** The processes whose working folder is `folder` or inside it (Linux's /proc; none found elsewhere). */
function processesIn(folder: string): string[] {
  let ids: string[];
  try {
    ids = fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return ids.filter((id) => {
    try {
      const cwd = fs.readlinkSync(`/proc/${id}/cwd`);
      return cwd === folder || cwd.startsWith(`${folder}${path.sep}`);
    } catch {
      return false;
    }
  });
}

/**
 * Removes a repository a test made (and the CMS workspace inside its .git) once its editor has
 * stopped. A git command decap-server started may outlive it, still writing in the workspace: the
 * removal then failed with ENOTEMPTY, after five tries over 3 s, on a machine kept 95% busy (a clean
 * run's cms-nothing-to-save.spec.ts, 2026-12-07). It waits first for every process working in the
 * folder to end, up to 15 s.
 */
export function removeRepository(folder: string): void {
  const until = Date.now() + REMOVAL_WAIT;
  while (processesIn(folder).length > 0 && Date.now() < until) waitSync(100);
  fs.rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

/** `gatsby develop` as `npm run cms` starts it, once it serves and the editor's development build is written to public/admin/. */
async function startDevelop(processes: ChildProcess[], sitePort: number, decapPort: number) {
  // Called from a test's beforeAll: gatsby develop and the editor's development build take minutes, not the hook's 30 s.
  test.setTimeout(900_000);
  const output = await start(processes, path.join(root, "node_modules", ".bin", "gatsby"), ["develop", "--host", "127.0.0.1", "--port", String(sitePort)], { DECAP_SERVER_URL: `http://127.0.0.1:${decapPort}` }, EDITOR_BUILT, 600_000);
  await expect.poll(() => output().includes("You can now view"), { timeout: 600_000 }).toBe(true);
}

/**
 * Opens the editor at `route` (such as "#/collections/catalogue/entries/products")
 * and signs in to the local backend; returns the security policy violations
 * the page reports from then on.
 */
export async function openEditor(page: Page, editor: LocalEditor, route: string): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("CSP ")) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) => console.log(`CSP ${event.violatedDirective} ${event.blockedURI}`)),
  );
  await page.goto(`${editor.adminUrl}${route}`);
  // With the local backend, Decap asks for a click instead of a sign-in.
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // The editor's 5 MB script and the entry: up to a minute beside a build in the other worker on CI.
  await expect(page.getByRole("button", { name: "Toggle preview" })).toBeVisible({ timeout: 60_000 });
  return violations;
}
