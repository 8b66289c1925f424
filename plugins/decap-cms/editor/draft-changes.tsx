/**
 * "What this draft changes": at the top of every preview, each change of the file being edited
 * against the file as it is published, in the form's words (content-changes.ts), so that a
 * reviewer sees what to check without opening every product.
 */
import { useEffect, useState } from "react";
import type { ObjectField } from "../../../src/lib/content-model";
import { contentChanges, describeChange } from "./content-changes";
import { changes as changesStyle } from "./draft-changes.module.css";
import { readRepositoryJson } from "./repository";

/** More than this many are cut short: the list is read, not scrolled through. */
const SHOWN_CHANGES = 40;

/**
 * The file at `path` as it is published; undefined until it is read, null if it cannot be (every
 * content file is published, so that is a failure, which repository.ts has already tried again).
 */
function usePublished(path: string): unknown {
  const [published, setPublished] = useState<unknown>(undefined);
  useEffect(() => {
    let current = true;
    readRepositoryJson(path).then(
      (content) => current && setPublished(content),
      () => current && setPublished(null),
    );
    return () => {
      current = false;
    };
  }, [path]);
  return published;
}

export function DraftChanges({ path, draft, model }: { path: string; draft: unknown; model: ObjectField }) {
  const published = usePublished(path);
  if (published === undefined) return null;
  if (published === null) {
    return (
      <section className={changesStyle} lang="en" dir="ltr" role="status">
        <p>The published file could not be read, so what this draft changes cannot be listed: reload the page to try again.</p>
      </section>
    );
  }
  const changes = contentChanges(published, draft, model);
  return (
    <section className={changesStyle} lang="en" dir="ltr" aria-labelledby="draft-changes">
      <h2 id="draft-changes">What this draft changes</h2>
      {changes.length === 0 ? (
        <p>Nothing yet: this is the file as it is published.</p>
      ) : (
        <ul aria-label="Changes against the published website">
          {changes.slice(0, SHOWN_CHANGES).map((change, index) => (
            <li key={index}>{describeChange(change)}</li>
          ))}
          {changes.length > SHOWN_CHANGES && <li>and {changes.length - SHOWN_CHANGES} more</li>}
        </ul>
      )}
    </section>
  );
}
