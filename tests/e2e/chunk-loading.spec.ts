/** Spec §7: further script chunks are loaded with a 120-second timeout, after which loading fails. */
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { chunkLoadTimeoutMs } from "../../src/lib/behaviour";

test("the webpack runtime gives up on a script chunk after 120 s", () => {
  const publicDir = path.resolve(__dirname, "..", "..", "public");
  const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const runtime = html.match(/"(\/webpack-runtime-[0-9a-f]+\.js)"/)![1]!;
  const code = fs.readFileSync(path.join(publicDir, runtime), "utf8");
  const timeout = code.match(/setTimeout\([^)]*\{type:"timeout"[^)]*\),([0-9e.]+)\)/)![1]!;
  expect(Number(timeout)).toBe(chunkLoadTimeoutMs);
  expect(chunkLoadTimeoutMs).toBe(120_000);
});
