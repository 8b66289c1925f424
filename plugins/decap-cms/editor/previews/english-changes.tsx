import { contentModels, type ContentFileName } from "../../../../src/lib/content-model";
import { DraftChanges } from "../draft-changes";
import type { PreviewProps } from "./decap-entry";

/** An English file's changes against the published one, for the reviewer (draft-changes.tsx). */
export function EnglishChanges({ entry }: PreviewProps) {
  const path = String(entry.get("path") ?? "");
  const name = path.replace(/^content\//, "");
  if (!(name in contentModels)) return null;
  return <DraftChanges path={path} draft={entry.getIn(["data"])?.toJS()} model={contentModels[name as ContentFileName]} />;
}
