#!/usr/bin/env node
/**
 * Which checks a change needs (the workflow, .github/workflows/site.yml, asks this for every
 * push and pull request):
 *
 * - "content": every changed file is under content/ (what staff change in the content editor:
 *   the content files, their translations and pictures). `npm run test:content` runs: the build,
 *   with its content and translation checks, then the checks content can break, on the pages the
 *   change reached (scripts/test-content.mjs).
 * - "content" too for the daily rebuild (a scheduled run: nothing changed but the day, which decides
 *   which certificates are still valid, src/lib/certificates.ts), when this code passed before.
 * - "full": anything else (code, tests, configuration, dependencies, the workflow itself), or
 *   when what changed cannot be told (a first push, a base commit that is not there), or when no
 *   earlier run with the same files outside content/ passed its checks (the base may be a commit
 *   whose code failed them: its code must not reach the site on a content commit after it).
 *   `npm test` runs everything.
 *
 * Usage: node scripts/test-path.mjs <base commit> <head commit> [<file whose presence says this code passed before>]
 * Prints the path and why; under GitHub Actions also writes `path=` to $GITHUB_OUTPUT.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** What staff edit: nothing under it is code. */
export const CONTENT_DIR = "content/";

/**
 * @param {readonly string[] | null} changedFiles paths relative to the repository's root, or null when unknown
 * @param {{ codePassedBefore?: boolean, daily?: boolean }} [options] whether a run with these files outside content/ passed every check before; whether this is the daily rebuild
 * @returns {{ path: "content" | "full", reason: string }}
 */
export function choosePath(changedFiles, { codePassedBefore = true, daily = false } = {}) {
  if (changedFiles === null) return { path: "full", reason: "what changed is not known" };
  if (changedFiles.length === 0) {
    if (daily && codePassedBefore) return { path: "content", reason: "the daily rebuild: nothing changed but the day" };
    return { path: "full", reason: daily ? "the daily rebuild, but no earlier run of this code passed its checks" : "no file changed" };
  }
  const other = changedFiles.filter((file) => !file.startsWith(CONTENT_DIR));
  if (other.length > 0) {
    const named = other.slice(0, 5).join(", ") + (other.length > 5 ? `, and ${other.length - 5} more` : "");
    return { path: "full", reason: `files outside content/ changed: ${named}` };
  }
  if (!codePassedBefore) return { path: "full", reason: "only content changed, but no earlier run of this code passed its checks" };
  return { path: "content", reason: `only content changed (${changedFiles.length} file${changedFiles.length === 1 ? "" : "s"})` };
}

/**
 * The files that differ between two commits (renames as both names), or null when the base is
 * missing: all zeros (GitHub's "before" of a new branch) or not in the clone.
 *
 * @param {string | undefined} base
 * @param {string} head
 * @returns {string[] | null}
 */
export function changedFilesBetween(base, head, cwd = process.cwd()) {
  if (!base || /^0+$/.test(base)) return null;
  const git = (...args) => spawnSync("git", args, { cwd, encoding: "utf8" });
  if (git("cat-file", "-e", `${base}^{commit}`).status !== 0) return null;
  const diff = git("diff", "--name-only", "--no-renames", "-z", base, head);
  if (diff.status !== 0) return null;
  return diff.stdout.split("\0").filter(Boolean);
}

// Run as a command (not imported by the unit tests, which Jest compiles without import.meta).
if (path.basename(process.argv[1] ?? "") === "test-path.mjs") {
  const [base, head = "HEAD", passedMarker] = process.argv.slice(2);
  const choice = choosePath(changedFilesBetween(base, head), {
    codePassedBefore: passedMarker === undefined || fs.existsSync(passedMarker),
    daily: process.env.GITHUB_EVENT_NAME === "schedule",
  });
  console.log(`Checks: ${choice.path} (${choice.reason})`);
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `path=${choice.path}\n`);
}
