import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * What a build step last made of each file it handled, with the file's size and modification
 * time then, kept in .cache between builds (shared by the local plugins). A file Gatsby has not
 * written since is unchanged, so an incremental build handles only the pages it wrote again,
 * not all of them. The recipe (the step's own source, say) voids every stamp when it changes.
 */
export class FileStamps {
  private readonly stamps: Record<string, { stat: string; value: string }>;

  constructor(
    private readonly store: string,
    private readonly recipe: string,
  ) {
    const saved = readJson(store) as { recipe?: string; stamps?: FileStamps["stamps"] } | undefined;
    this.stamps = saved?.recipe === recipe && saved.stamps ? saved.stamps : {};
  }

  /** What was recorded for this file, if it has not changed since. */
  unchanged(file: string): string | undefined {
    const stamp = this.stamps[file];
    return stamp && stamp.stat === statOf(file) ? stamp.value : undefined;
  }

  /** Remember the file as it is now, with what the step made of it. */
  record(file: string, value = ""): void {
    this.stamps[file] = { stat: statOf(file), value };
  }

  save(): void {
    fs.mkdirSync(path.dirname(this.store), { recursive: true });
    fs.writeFileSync(this.store, JSON.stringify({ recipe: this.recipe, stamps: this.stamps }));
  }
}

/** A digest of source files, as a recipe: a change to the code that handles the files voids the stamps. */
export function sourceDigest(files: readonly string[]): string {
  const hash = crypto.createHash("sha256");
  for (const file of files) hash.update(fs.readFileSync(file));
  return hash.digest("hex");
}

function statOf(file: string): string {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : "missing";
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}
