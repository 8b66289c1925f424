import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FileStamps, sourceDigest } from "../../../plugins/file-stamps";

describe("FileStamps", () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "stamps-"))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("knows, in a later build, which files were not written since, and what was made of them", () => {
    const store = path.join(dir, "cache", "stamps.json");
    const [kept, rewritten, added] = ["kept.html", "rewritten.html", "added.html"].map((name) => path.join(dir, name)) as [string, string, string];
    fs.writeFileSync(kept, "a");
    fs.writeFileSync(rewritten, "b");
    const first = new FileStamps(store, "recipe 1");
    first.record(kept, "key-a");
    first.record(rewritten, "key-b");
    first.save();

    fs.writeFileSync(rewritten, "b, rewritten");
    fs.writeFileSync(added, "c");
    const later = new FileStamps(store, "recipe 1");
    expect(later.unchanged(kept)).toBe("key-a");
    expect(later.unchanged(rewritten)).toBeUndefined();
    expect(later.unchanged(added)).toBeUndefined();
    fs.rmSync(kept);
    expect(later.unchanged(kept)).toBeUndefined();
  });

  it("forgets everything when the recipe changes, or the store cannot be read", () => {
    const store = path.join(dir, "stamps.json");
    const file = path.join(dir, "page.html");
    fs.writeFileSync(file, "a");
    const first = new FileStamps(store, "recipe 1");
    first.record(file);
    first.save();
    expect(new FileStamps(store, "recipe 1").unchanged(file)).toBe("");
    expect(new FileStamps(store, "recipe 2").unchanged(file)).toBeUndefined();
    fs.writeFileSync(store, "{ not json");
    expect(new FileStamps(store, "recipe 1").unchanged(file)).toBeUndefined();
  });

  it("sourceDigest changes with the code it digests", () => {
    const file = path.join(dir, "step.ts");
    fs.writeFileSync(file, "one");
    const before = sourceDigest([file]);
    fs.writeFileSync(file, "two");
    expect(sourceDigest([file])).not.toBe(before);
  });
});
