/** The content the editor reads at run time (EditorContent in gatsby-node.ts writes it; plugins/decap-cms/editor/editor-content.ts reads it). */
import fs from "node:fs";
import path from "node:path";

/**
 * Every `.json` file under a folder, parsed, by its path there with forward slashes
 * ("products.json", "locales/es/products.json").
 *
 * @param {string} directory
 * @returns {{ files: Record<string, unknown>, problems: string[] }} the files, and one message per file that is not valid JSON
 */
export function readEditorContent(directory) {
  const files = {};
  const problems = [];
  const names = /** @type {string[]} */ (fs.readdirSync(directory, { recursive: true }));
  for (const relative of names.filter((name) => name.endsWith(".json")).sort()) {
    const file = path.join(directory, relative);
    try {
      files[relative.split(path.sep).join("/")] = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : error}`);
    }
  }
  return { files, problems };
}
