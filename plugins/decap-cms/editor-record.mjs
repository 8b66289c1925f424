/**
 * The record of the editor's last production build, so that a rebuild whose editor would come
 * out the same leaves it as it is: every file webpack read to build it (the editor's sources, the
 * site's components it previews, Decap and its packages) by a digest of its bytes, a digest of
 * the build's configuration, and a digest of each file it wrote. A content commit changes none
 * of them, and its rebuild then skips Decap's compilation (decision record 0026). Digests of bytes, not times: CI builds on a fresh checkout,
 * whose files are all new. The content file the editor fetches is written at every build, from
 * the content (gatsby-node.ts), and is not part of the record.
 *
 * It imports only Node, so its unit test can call it (tests/unit/plugins/editor-record.test.ts).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const digest = (bytes) => crypto.createHash("sha256").update(bytes).digest("hex");
const isFile = (file) => fs.existsSync(file) && fs.statSync(file).isFile();
/** A file's bytes; null when it is not there. */
const fileDigest = (file) => (isFile(file) ? digest(fs.readFileSync(file)) : null);

/**
 * A digest of a build's configuration: its JSON, with functions by their source, class instances
 * (webpack's plugins) by their class and own fields, and anything met twice left out.
 */
export function configDigest(config) {
  const seen = new WeakSet();
  return digest(
    JSON.stringify(config, (_key, value) => {
      if (typeof value === "function") return `function ${value.name} ${value.toString()}`;
      if (value instanceof RegExp) return value.toString();
      if (typeof value !== "object" || value === null) return value;
      if (seen.has(value)) return undefined;
      seen.add(value);
      const kind = Object.getPrototypeOf(value)?.constructor?.name;
      return kind && kind !== "Object" && kind !== "Array" ? { [`<${kind}>`]: { ...value } } : value;
    }),
  );
}

/** Writes the record: the files read (`inputs`), the configuration's digest, and the files written under `outputDir` but `skip`. */
export function writeEditorRecord(recordFile, { inputs, config, outputDir, skip }) {
  const outputs = fs
    .readdirSync(outputDir, { recursive: true })
    .map(String)
    .filter((file) => file !== skip && isFile(path.join(outputDir, file)));
  const record = {
    config,
    // Webpack also lists the folders it looked through (the root, node_modules...), which change with
    // anything beside: only files count. A file added where an import would now find it, with no
    // file that was read changed, is the one change this misses.
    inputs: Object.fromEntries([...inputs].filter(isFile).sort().map((file) => [file, fileDigest(file)])),
    outputs: Object.fromEntries(outputs.sort().map((file) => [file, fileDigest(path.join(outputDir, file))])),
  };
  fs.mkdirSync(path.dirname(recordFile), { recursive: true });
  fs.writeFileSync(recordFile, JSON.stringify(record));
}

/** Why the editor must be built again ("no record", "plugins/decap-cms/editor/cms.tsx changed"...), or null when it would come out as it is in `outputDir`. */
export function editorChange(recordFile, { config, outputDir }) {
  if (!fs.existsSync(recordFile)) return "no record of a build";
  let record;
  try {
    record = JSON.parse(fs.readFileSync(recordFile, "utf8"));
  } catch {
    return "its record is unreadable";
  }
  if (record.config !== config) return "its configuration changed";
  for (const [file, was] of Object.entries(record.inputs ?? {})) if (fileDigest(file) !== was) return `${file} changed`;
  const outputs = Object.entries(record.outputs ?? {});
  if (outputs.length === 0) return "no record of its files";
  for (const [file, was] of outputs) if (fileDigest(path.join(outputDir, file)) !== was) return `its ${file} is not as built`;
  return null;
}
