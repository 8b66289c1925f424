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

/** Runs `gatsby build` in a scratch site; the output holds stdout and stderr. */
export function buildScratchSite(scratch: string, timeout = 240_000) {
  const build = spawnSync(path.join(scratch, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: scratch,
    encoding: "utf8",
    env: { ...process.env, CI: "true", NO_COLOR: "1", GATSBY_TELEMETRY_DISABLED: "1" },
    timeout,
  });
  return { status: build.status, output: `${build.stdout}\n${build.stderr}` };
}
