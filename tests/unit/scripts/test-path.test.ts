/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { changedFilesBetween, choosePath } from "../../../scripts/test-path.mjs";

test("a change only to content, translations or pictures takes the content path", () => {
  expect(choosePath(["content/products.json"]).path).toBe("content");
  expect(choosePath(["content/locales/es/products.json", "content/locales/ar/home.json", "content/images/products/new.jpg"])).toEqual({
    path: "content",
    reason: "only content changed (3 files)",
  });
});

test("any file outside content/ takes the whole suite, and says which", () => {
  expect(choosePath(["content/products.json", "src/components/header/header.tsx"])).toEqual({
    path: "full",
    reason: "files outside content/ changed: src/components/header/header.tsx",
  });
  for (const file of ["package-lock.json", ".github/workflows/site.yml", "gatsby-node.ts", "tests/e2e/home.spec.ts", "static/_headers", "docs/editing.md", "contents/x.json", "content", "../content/x.json"]) {
    expect([file, choosePath([file]).path]).toEqual([file, "full"]);
  }
  expect(choosePath(["a", "b", "c", "d", "e", "f", "g"]).reason).toBe("files outside content/ changed: a, b, c, d, e, and 2 more");
});

test("when what changed is not known, or nothing did, everything runs", () => {
  expect(choosePath(null).path).toBe("full");
  expect(choosePath([]).path).toBe("full");
});

test("the daily rebuild (nothing changed but the day, which decides which certificates are valid) takes the content path where this code passed before, else everything", () => {
  expect(choosePath([], { daily: true, codePassedBefore: true })).toEqual({ path: "content", reason: "the daily rebuild: nothing changed but the day" });
  expect(choosePath([], { daily: true, codePassedBefore: false })).toEqual({ path: "full", reason: "the daily rebuild, but no earlier run of this code passed its checks" });
  expect(choosePath(null, { daily: true }).path).toBe("full");
  expect(choosePath(["src/lib/certificates.ts"], { daily: true }).path).toBe("full");
});

test("a content change after code that never passed its checks runs everything, so that code cannot reach the site untested", () => {
  expect(choosePath(["content/products.json"], { codePassedBefore: false })).toEqual({
    path: "full",
    reason: "only content changed, but no earlier run of this code passed its checks",
  });
  expect(choosePath(["content/products.json"], { codePassedBefore: true }).path).toBe("content");
  expect(choosePath(["src/lib/routes.ts"], { codePassedBefore: true }).path).toBe("full");
});

describe("the files between two commits", () => {
  let repo: string;
  const git = (...args: string[]) => spawnSync("git", args, { cwd: repo, encoding: "utf8" }).stdout.trim();
  const commit = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
    git("add", "-A");
    git("-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "-q", "-m", file);
    return git("rev-parse", "HEAD");
  };
  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), "test-path-"));
    git("init", "-q", "-b", "main");
  });
  afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

  test("are listed from git, renames as both names; a missing or all-zero base is unknown", () => {
    const first = commit("content/products.json", "{}\n");
    const second = commit("content/locales/es/products.json", "{}\n");
    expect(changedFilesBetween(first, second, repo)).toEqual(["content/locales/es/products.json"]);
    git("mv", "content/products.json", "src-products.json");
    git("-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "-q", "-m", "move");
    const third = git("rev-parse", "HEAD");
    expect(changedFilesBetween(second, third, repo)?.sort()).toEqual(["content/products.json", "src-products.json"]);
    expect(choosePath(changedFilesBetween(second, third, repo)).path).toBe("full");
    expect(changedFilesBetween("0000000000000000000000000000000000000000", third, repo)).toBeNull();
    expect(changedFilesBetween("1234567890123456789012345678901234567890", third, repo)).toBeNull();
    expect(changedFilesBetween(undefined, third, repo)).toBeNull();
  });
});
