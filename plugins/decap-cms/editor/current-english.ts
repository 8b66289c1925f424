/**
 * The English each translation is compared with: the English file as it is in the repository
 * now (repository.ts), on the draft's branch where the English has a draft, else on the branch
 * the editor publishes to. Until it has been read (or where it cannot be), the English of the
 * last build (editor-content.ts), and englishReadState says so. Read again each time a translation is opened, so an English
 * change shows as outdated as soon as it is published, without waiting for a rebuild.
 *
 * The translation's form and preview subscribe to it (subscribe), and to what the translator
 * types (textTyped), since Decap redraws a field only when its own value changes.
 */
import type { ContentFileName } from "../../../src/lib/content-model";
import { englishCollectionOf } from "./cms-config";
import { englishFile, type ContentFile } from "./editor-content";
import { draftBranch, draftEntries, readRepositoryJson } from "./repository";

interface Read {
  content: unknown;
  /** Read from the English file's draft, not from what is published. */
  inDraft: boolean;
}

const read = new Map<ContentFileName, Read>();
/** English files whose read from the repository failed (and none has succeeded in this page). */
const failed = new Set<ContentFileName>();
const reading = new Map<ContentFileName, Promise<void>>();
const listeners = new Set<() => void>();
const typingListeners = new Set<() => void>();
let version = 0;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

function added(set: Set<() => void>, listener: () => void): () => void {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Calls `listener` when an English file has been read again; returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  return added(listeners, listener);
}

/** Calls `listener` after a translated text is typed; returns the unsubscribe. */
export function subscribeTyping(listener: () => void): () => void {
  return added(typingListeners, listener);
}

/** A translated text was typed in the form (text-box-widget.tsx). */
export function textTyped(): void {
  for (const listener of typingListeners) listener();
}

/** Changes whenever an English file has been read again (for useSyncExternalStore). */
export function englishVersion(): number {
  return version;
}

/** The English file as it is now, or as it was built until that has been read. */
export function currentEnglish<Name extends ContentFileName>(name: Name): ContentFile<Name> {
  return (read.get(name)?.content ?? englishFile(name)) as ContentFile<Name>;
}

/**
 * Whether the English of the repository has been read in this page: "checking" until it has (what
 * is compared with until then is the last build's), "failed" when it could not be.
 */
export function englishReadState(name: ContentFileName): "checking" | "read" | "failed" {
  if (read.has(name)) return "read";
  return failed.has(name) ? "failed" : "checking";
}

/** Whether the English compared with is an unpublished draft of it. */
export function englishInDraft(name: ContentFileName): boolean {
  return read.get(name)?.inDraft ?? false;
}

/** Reads the English file again (once at a time), then tells the subscribers. */
export function refreshEnglish(name: ContentFileName): Promise<void> {
  const pending = reading.get(name);
  if (pending) return pending;
  const path = `content/${name}`;
  const task = (async () => {
    const collection = englishCollectionOf(name);
    const entry = name.replace(/\.json$/, "");
    const drafts = await draftEntries();
    const [draft, published] = await Promise.all([drafts?.has(`${collection}/${entry}`) ? readRepositoryJson(path, draftBranch(collection, entry)) : null, readRepositoryJson(path)]);
    const inDraft = draft !== null && typeof draft === "object" && JSON.stringify(draft) !== JSON.stringify(published);
    const content = inDraft ? draft : published;
    if (content !== null && typeof content === "object") {
      read.set(name, { content, inDraft });
      failed.delete(name);
    } else failed.add(name);
    notify();
  })()
    .catch(() => {
      failed.add(name);
      notify();
    })
    .finally(() => reading.delete(name));
  reading.set(name, task);
  return task;
}

