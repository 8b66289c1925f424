/**
 * Scratch copies of the site (scripts/scratch-sites.mjs), and the one that the tests of a file share.
 */
import fs from "node:fs";
import path from "node:path";
import * as sites from "../../scripts/scratch-sites.mjs";

export { SCRATCH_TODAY } from "../../scripts/scratch-sites.mjs";

/** The checkout. */
export const root = path.resolve(__dirname, "..", "..");

/** A new scratch copy of the site, its content/ a copy of `content` (the real content by default). */
export const scratchSite = (prefix: string, content?: string): string => sites.scratchSite(root, prefix, content);
/** A scratch site's builds' environment (scripts/scratch-sites.mjs). */
export const SCRATCH_BUILD_ENV = sites.scratchBuildEnv(root);
/** Builds a scratch site as `npm run build` does; the output holds stdout and stderr. */
export const buildScratchSite = (scratch: string, timeout?: number) => sites.buildScratchSite(root, scratch, timeout);
/** A kept scratch site's folder (scripts/scratch-sites.mjs), built, or waited for while another process builds it. */
export const keptSite = (kind: sites.KeptSite): string => sites.keptSite(root, kind);

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
