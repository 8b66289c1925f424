/**
 * A scratch copy of the site (sources, config, static files, and a content
 * folder of the test's choosing) that a test can build without touching the
 * build under test; node_modules is linked, not copied.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SITE_FILES } from "../../scripts/site-files.mjs";

export const root = path.resolve(__dirname, "..", "..");

/** A new scratch site whose content/ is a copy of `content` (the real content by default). */
export function scratchSite(prefix: string, content = path.join(root, "content")): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // The editor workspace's own node_modules (plugins/decap-cms) is reached through the linked one.
  const notInstalled = (source: string) => path.basename(source) !== "node_modules";
  for (const file of SITE_FILES) fs.cpSync(path.join(root, file), path.join(scratch, file), { recursive: true, filter: notInstalled });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(scratch, "node_modules"), "dir");
  fs.cpSync(content, path.join(scratch, "content"), { recursive: true });
  return scratch;
}

/**
 * One scratch site that the tests of a file share, one after another (the file runs its tests in
 * order: `test.describe.configure({ mode: "default" })`), so the site is built from scratch once
 * rather than once per test: on two cores a build from scratch took 2.5 to 6 minutes, a rebuild
 * of a changed file well under one. A worker that restarts after a failure starts a new one.
 */
export class SharedScratchSite {
  readonly dir: string;
  /** What its last build from scratch printed. */
  output = "";

  constructor(prefix: string) {
    this.dir = scratchSite(prefix);
  }

  /** The site with the real content, its .cache and public/ built from it from scratch. */
  fresh(): string {
    this.reset();
    for (const dir of [".cache", "public"]) fs.rmSync(path.join(this.dir, dir), { recursive: true, force: true });
    return this.build();
  }

  /**
   * The site as the last test left it, content and build, for a test to change further; built from
   * scratch with the real content the first time (a worker restarted after a failure starts anew).
   */
  built(): string {
    return fs.existsSync(path.join(this.dir, "public")) ? this.dir : this.build();
  }

  private build(): string {
    const build = buildScratchSite(this.dir, 480_000);
    if (build.status !== 0) throw new Error(`The shared scratch site did not build:\n${build.output}`);
    this.output = build.output;
    return this.dir;
  }

  /**
   * The site with the real content put back, its .cache and public/ as the last test left them:
   * what a content commit meets on the build machine. A test changes the content, then builds once.
   */
  reset(): string {
    const contentDir = path.join(this.dir, "content");
    fs.rmSync(contentDir, { recursive: true, force: true });
    fs.cpSync(path.join(root, "content"), contentDir, { recursive: true });
    return this.dir;
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The day the scratch sites are built on (SITE_TODAY). */
export const SCRATCH_TODAY = "2027-03-11";

/**
 * A scratch site's builds: plain output, and the content editor copied from the site's own build
 * (plugins/decap-cms, DECAP_CMS_PREBUILT) rather than compiled again from the same sources, which
 * took a cold scratch build a minute or more on two cores. Its content file is still the scratch site's.
 */
export const SCRATCH_BUILD_ENV = {
  ...process.env,
  // The scratch sites are built on one day (src/lib/certificates.ts siteToday), whatever today is,
  // so their pages stay the same from one build to the next: the real register's ISO 22000 expired
  // on 2027-01-19 then, and the Spices Board's registration runs out in 20 days (2027-03-31).
  SITE_TODAY: SCRATCH_TODAY,
  CI: "true",
  NO_COLOR: "1",
  GATSBY_TELEMETRY_DISABLED: "1",
  DECAP_CMS_PREBUILT: path.join(root, "public", "admin"),
  // test:content's own Playwright run in a scratch site writes no report where this run writes its own (npm test's timing table).
  PLAYWRIGHT_JSON_OUTPUT_NAME: undefined,
};

/**
 * Runs `gatsby build` in a scratch site, then, as `npm run build` does, records the code it was built
 * with, indexes it for search and writes the hosting headers (which also put the public policy in the not-found pages); the output
 * holds stdout and stderr.
 */
export function buildScratchSite(scratch: string, timeout = 240_000) {
  const build = spawnSync(path.join(scratch, "node_modules", ".bin", "gatsby"), ["build"], { cwd: scratch, encoding: "utf8", env: SCRATCH_BUILD_ENV, timeout });
  const output = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) return { status: build.status, output };
  // The code it was built with, so that test:content's `npm run build` on it keeps its cache (scripts/build-code.mjs).
  const recorded = spawnSync(process.execPath, ["scripts/build-code.mjs", "--record"], { cwd: scratch, encoding: "utf8" });
  if (recorded.status !== 0) return { status: recorded.status, output: `${output}\n${recorded.stdout}\n${recorded.stderr}` };
  const index = spawnSync(process.execPath, ["scripts/search-index.mjs"], { cwd: scratch, encoding: "utf8" });
  const indexed = `${output}\n${index.stdout}\n${index.stderr}`;
  if (index.status !== 0) return { status: index.status, output: indexed };
  const headers = spawnSync(process.execPath, ["plugins/delivery/hosting-headers.mjs"], { cwd: scratch, encoding: "utf8" });
  return { status: headers.status, output: `${indexed}\n${headers.stdout}\n${headers.stderr}` };
}
