/**
 * @jest-environment node
 */
import { en } from "decap-cms-locales";
import { staffPhrases } from "../../../plugins/decap-cms/editor/staff-words";

test("Decap's English phrases come from decap-cms-locales' ES modules (jest.config.js maps the package there, its main file being an empty browser bundle), with staff's words laid over them", () => {
  expect(Object.keys(en)).toEqual(expect.arrayContaining(["app", "collection", "editor", "workflow", "mediaLibrary"]));
  // The Workflow board's menu the editor hides (editor-page.ts), by this very text.
  expect((en as { workflow: { workflow: { newPost: string } } }).workflow.workflow.newPost).toBe("New Post");
  const phrases = staffPhrases() as Record<string, Record<string, Record<string, unknown>>>;
  const decaps = en as Record<string, Record<string, Record<string, unknown>>>;
  // Decap's own phrases kept where staff's words do not replace them, and some replaced.
  expect(phrases.workflow!.workflow!.newPost).toBe("New Post");
  const replaced = Object.keys(phrases).flatMap((screen) => Object.keys(phrases[screen]!).filter((part) => JSON.stringify(phrases[screen]![part]) !== JSON.stringify(decaps[screen]?.[part])));
  expect(replaced.length).toBeGreaterThan(0);
});
