/** Loads the editor's content (plugins/decap-cms/editor/editor-content.ts) from content/, as plugins/decap-cms serves it to the editor. */
import path from "node:path";
import { readEditorContent } from "../../../plugins/decap-cms/editor-content.mjs";
import { EDITOR_CONTENT_FILE, loadEditorContent } from "../../../plugins/decap-cms/editor/editor-content";

export async function loadContentFromDisk(): Promise<void> {
  const { files, problems } = readEditorContent(path.resolve(__dirname, "..", "..", "..", "content"));
  if (problems.length > 0) throw new Error(problems.join("\n"));
  const originalFetch = global.fetch;
  global.fetch = (async (url: string) => {
    expect(url).toBe(EDITOR_CONTENT_FILE);
    return { ok: true, json: async () => files };
  }) as unknown as typeof global.fetch;
  try {
    await loadEditorContent();
  } finally {
    global.fetch = originalFetch;
  }
}
