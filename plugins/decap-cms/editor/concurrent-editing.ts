/**
 * Two people editing one file at once both keep their changes (docs/editing.md, "When two people
 * work at the same time"). Decap builds each save from the whole file as this browser loaded it
 * and writes it over the branch, so a second Save undid the first (decap-cms issues 277, 1453,
 * 1500, 1691). The backend Decap uses (GitHub, or decap-server's "proxy" locally) is wrapped:
 *
 * - **Loaded.** The file as the form loaded it is kept: the base its changes are made on. It is
 *   also kept in sessionStorage, so that after a reload whose typed changes Decap restores from its
 *   backup, the base is still the one they were typed on (unknown otherwise: see merge-content.ts).
 *   Decap's backup is read once the file has loaded, so that the restore is not undone by the load.
 * - **Save.** The file is read as it is now on the branch the save goes to (the draft's, or the
 *   published one when there is no draft). If someone saved it since, the three are merged
 *   (merge-content.ts); texts both changed are shown and chosen (editing-notices.ts); and the
 *   merge is saved to the draft there is now: a draft that appeared meanwhile is added to, not
 *   replaced, and a draft published meanwhile is followed by a new one. The file is read again
 *   after the save: if another save slipped in between, this one is merged on top of it again.
 * - **Nothing to save.** A Save whose merged file equals the file on its branch writes nothing: no
 *   commit and no draft (Decap would make a draft that changes nothing). Staff are told so.
 * - **What the build would refuse.** A Save whose file breaks a rule of the build's that looks
 *   beyond one box (build-rules.ts: the register of certificates) writes nothing, and says why.
 * - **A draft that changes nothing.** One made anyway (before this, or by another tool) opens, and
 *   the Workflow board lists it. GitHub's backend answers it with no changes, which Decap opens
 *   from the published file; decap-server fails on its empty diff, so locally such a draft is
 *   answered here, before decap-server is asked. A notice says so, and Publish refuses it.
 * - **Publish.** A draft that differs from what the form shows (someone saved it since) is not
 *   published unseen: Publish says so, and a reload shows the changes.
 * - **While a file is open.** Every CHECK_EVERY_MS, and when the window comes back into focus,
 *   the branch is read: a save by someone else is told (who, when, what it changed), and Decap's
 *   "Published" is hidden while a draft it does not know of exists.
 *
 * No React here.
 */
import { contentModels, type ObjectField } from "../../../src/lib/content-model";
import { DEFAULT_LOCALE, localeOf } from "../../../src/lib/locales";
import { translationModel } from "../../../src/lib/translations";
import { wrapBackend, type RegisteredBackend } from "./backend-wrap";
import { buildRefusals } from "./build-rules";
import { entryFilePath, toContentFile } from "./cms-config";
import { contentFileAt } from "./commit-messages";
import { contentChanges, type Change } from "./content-changes";
import { askWhichToKeep, hideNotice, showNotice, whoAndWhen, type Notice, type NoticeKind } from "./editing-notices";
import { entryOf } from "./editor-page";
import { mergeContent, same, UNKNOWN_BASE } from "./merge-content";
import { faultWords, RequestFailed } from "./request-faults";
import { draftBranch, draftEntries, draftRefs, isLocalBackend, lastSave, readRepositoryFile } from "./repository";
import { staffPhrases } from "./staff-words";

/** How often an open file is compared with the branch. */
export const CHECK_EVERY_MS = 15_000;

/** Saves tried in a row when another save slips in between one's read and its write. */
const SAVE_TRIES = 3;

const STORAGE_PREFIX = "content-editor-base:";

interface PersistOptions {
  collectionName?: string;
  useWorkflow?: boolean;
  unpublished?: boolean;
}

interface DataFile {
  path: string;
  slug: string;
  raw: string;
}

/** The parts of a Decap backend implementation this reads and wraps. */
export interface Implementation {
  getEntry(path: string): Promise<{ data: string }>;
  unpublishedEntry(query: { id?: string; collection?: string; slug?: string }): Promise<unknown>;
  unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string): Promise<string>;
  persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: PersistOptions): Promise<unknown>;
  publishUnpublishedEntry(collection: string, slug: string): Promise<unknown>;
}

interface OpenFile {
  path: string;
  /** "catalogue/products": Decap's collection and file. */
  entry: string | null;
  /** The file the form's changes are made on: as loaded, or as this person last saved it. */
  base: string;
  /** Saved from this page since it was loaded (the base is then the form's own). */
  savedHere: boolean;
  /** What this page last knew to be on the branch, and whether that was a draft. */
  known: { text: string; draft: boolean };
  /** Whether Decap's screen knows the file has a draft (it loaded or saved one). */
  decapDraft: boolean;
}

const files = new Map<string, OpenFile>();
/** Bases kept by this tab before this page was loaded, by path (for a restored backup). */
const storedAtStart = new Map<string, string>();
/** The entry whose typed changes Decap restored from its backup in this page. */
let restoredEntry: string | null = null;
/** Entries the editor (not the Workflow board) asked Decap to load as a draft. */
const editorLoads = new Set<string>();
let saving = 0;
/** The last save that kept someone else's changes, and what it said. */
let lastKept: { path: string; raw: string; notice: Notice } | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function store(path: string, text: string | undefined) {
  try {
    if (text === undefined) storage()?.removeItem(`${STORAGE_PREFIX}${path}`);
    else storage()?.setItem(`${STORAGE_PREFIX}${path}`, text);
  } catch {
    // Full or refused: a restored backup then has no known base, and every difference is asked about.
  }
}

function readStored() {
  const kept = storage();
  if (!kept) return;
  for (let index = 0; index < kept.length; index += 1) {
    const key = kept.key(index);
    if (key?.startsWith(STORAGE_PREFIX)) storedAtStart.set(key.slice(STORAGE_PREFIX.length), kept.getItem(key) ?? "");
  }
}

/** The file this page loaded for an entry ("catalogue/products"), if it did. */
function fileOf(entry: string): OpenFile | undefined {
  return [...files.values()].find((candidate) => candidate.entry === entry);
}

/** The model of a content file, by its path; null for any other file. */
function modelAt(path: string): ObjectField | null {
  const file = contentFileAt(path);
  if (!file) return null;
  return file.code === DEFAULT_LOCALE ? contentModels[file.name] : translationModel(contentModels[file.name]);
}

function languageAt(path: string): { code: string; dir: "ltr" | "rtl" } {
  const locale = localeOf(contentFileAt(path)?.code ?? DEFAULT_LOCALE);
  return { code: locale.code, dir: locale.dir };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const sameFile = (a: string, b: string) => a === b || same(parse(a), parse(b));

function loaded(path: string, text: string, draft: boolean, entry: string | null) {
  // A file that did not load whole (a backend's empty answer) is no base to compare or merge with.
  if (saving > 0 || !modelAt(path) || parse(text) === null) return;
  const key = entry ?? entryOf(window.location.hash);
  files.set(path, { path, entry: key, base: text, savedHere: false, known: { text, draft }, decapDraft: draft });
  if (key) entryLoaded(key);
  if (restoredEntry === null || restoredEntry !== entry) store(path, text);
  // Decap loads a draft it has just made: the form then shows what was saved, others' changes with it.
  if (lastKept?.path === path && sameFile(text, lastKept.raw)) showNotice({ ...lastKept.notice, inForm: true });
  else hideNotice();
  lastKept = null;
}

/** The base of this person's changes: the file loaded, the one they last saved, or, for changes restored from a backup, the one those were typed on. */
function baseOf(file: OpenFile | undefined, path: string): string | typeof UNKNOWN_BASE {
  if (file && (file.savedHere || file.entry === null || file.entry !== restoredEntry)) return file.base;
  return storedAtStart.get(path) ?? UNKNOWN_BASE;
}

/** Where a save of the entry goes now: its draft, if it has one (whatever Decap last knew), else the published branch. */
async function saveTarget(entry: string, decapThinks: boolean): Promise<{ draft: boolean; branch: string | undefined }> {
  const drafts = await draftEntries().catch(() => null);
  const draft = drafts ? drafts.has(entry) : decapThinks;
  const [collection, slug] = entry.split("/") as [string, string];
  return { draft, branch: draft ? draftBranch(collection, slug) : undefined };
}

/** Why a save or a publish did not happen, as Decap's "Not saved: …" shows it (an Error's name would come first). */
class NotSaved extends Error {
  override name = "";
}

/** What a Save that would change nothing says instead of saving. */
const NOTHING_TO_SAVE = "Nothing to save: the form says what is already saved.";

class NothingToSave extends Error {
  override name = "";
  /** Read by the patched Decap (plugins/decap-cms/patches): told as news, and the form then counts as saved. */
  readonly nothingToSave = true;
  constructor() {
    super(NOTHING_TO_SAVE);
  }
}

/** A failed save in staff's words: why, that the typing is kept, and what to do (Decap shows it as its toast, staff-words.ts; request-faults.ts words a request's failure). */
function notSavedMessage(error: unknown): Error {
  if (error instanceof NothingToSave) return error;
  if (error instanceof NotSaved) return new NotSaved(`Not saved: ${error.message}`);
  const failed = error instanceof RequestFailed ? error : new RequestFailed("save", faultWords(error), true);
  return new NotSaved(`Not saved: ${failed.message}`);
}

async function save(persist: Implementation["persistEntry"], entry: Parameters<Implementation["persistEntry"]>[0], options: PersistOptions): Promise<unknown> {
  const [dataFile] = entry.dataFiles;
  const model = dataFile && entry.dataFiles.length === 1 ? modelAt(dataFile.path) : null;
  if (!dataFile || !model) return persist(entry, options);
  const { path } = dataFile;
  const key = options.collectionName ? `${options.collectionName}/${dataFile.slug}` : null;
  const file = files.get(path);
  const base = baseOf(file, path);
  const mine = dataFile.raw;
  saving += 1;
  try {
    let result: unknown;
    let kept: Change[] = [];
    let by = "";
    for (let attempt = 1; ; attempt += 1) {
      const target = options.useWorkflow && key ? await saveTarget(key, options.unpublished === true) : { draft: false, branch: undefined };
      const current = await readRepositoryFile(path, target.branch);
      if (current === null && target.draft) throw new NotSaved("the draft could not be read to check for other people's changes. Try again in a moment.");
      let raw = mine;
      if (current !== null && !(base !== UNKNOWN_BASE && sameFile(current, base))) {
        const [was, theirs, yours] = [base === UNKNOWN_BASE ? UNKNOWN_BASE : parse(base), parse(current), parse(mine)];
        let merge = mergeContent(was, theirs, yours, model);
        by = whoAndWhen(await lastSave(path, target.branch).catch(() => ({ who: null, when: null })));
        if (merge.conflicts.length > 0) {
          const choices = await askWhichToKeep(merge.conflicts, by, languageAt(path));
          if (!choices) throw new NotSaved("you chose not to save yet. Everything you typed is still in the form.");
          merge = mergeContent(was, theirs, yours, model, choices);
        }
        raw = toContentFile(merge.merged);
        kept = contentChanges(yours, merge.merged, model);
      }
      // The branch holds this file already (typed and deleted, or someone saved the same): no commit, no draft.
      if (current !== null && sameFile(current, raw)) throw new NothingToSave();
      const refused = await buildRefusals(path, raw, target.branch);
      if (refused.length > 0) throw new NotSaved(`the website's build would refuse this: ${refused.join("; ")}. Everything you typed is still in the form: correct it and save again.`);
      result = await persist({ ...entry, dataFiles: [{ ...dataFile, raw }] }, options.useWorkflow ? { ...options, unpublished: target.draft } : options);
      const branch = options.useWorkflow && key ? draftBranch(...(key.split("/") as [string, string])) : undefined;
      const after = await readRepositoryFile(path, branch);
      // Another save between this one's read and its write: merged on top of it, unless it already holds this one's changes.
      const holdsMine = after === null || sameFile(after, raw) || (base !== UNKNOWN_BASE && same(mergeContent(parse(base), parse(after), parse(mine), model).merged, parse(after)));
      if (holdsMine || attempt === SAVE_TRIES) {
        const draft = branch !== undefined;
        const saved = { path, entry: key ?? file?.entry ?? null, base: mine, savedHere: true, known: { text: after ?? raw, draft }, decapDraft: draft };
        files.set(path, saved);
        store(path, mine);
        // Changes restored from a backup are in the file now: its next load is their base, not the file they were typed on.
        if (restoredEntry !== null && restoredEntry === saved.entry) restoredEntry = null;
        lastKept = kept.length > 0 ? { path, raw, notice: { kind: "kept", by, changes: kept } } : null;
        if (lastKept) showNotice(lastKept.notice);
        else hideNotice();
        return result;
      }
    }
  } finally {
    saving -= 1;
  }
}

/**
 * Publish refuses a draft that differs from the form (Decap publishes only without unsaved
 * changes, so the form is the file it loaded or last saved): a reviewer publishes what they saw,
 * not what someone saved since, even if they were told of it.
 */
async function publishChecked(publish: Implementation["publishUnpublishedEntry"], collection: string, slug: string): Promise<unknown> {
  const key = `${collection}/${slug}`;
  const file = fileOf(key);
  if (file) {
    const now = await readRepositoryFile(file.path, draftBranch(collection, slug));
    const published = now === null ? null : await readRepositoryFile(file.path);
    if (now !== null && published !== null && sameFile(now, published)) {
      throw new NotSaved("this draft changes nothing on the website, so there is nothing to publish. Remove it with “Delete unpublished changes” at the top, or edit and save first.");
    }
    const model = modelAt(file.path);
    if (now !== null && model && !sameFile(now, file.base)) {
      const changes = contentChanges(parse(file.base), parse(now), model);
      throw new NotSaved(
        `this draft was changed by someone else since you opened it${changes.length > 0 ? ` (${changes.slice(0, 3).map((change) => change.where.join(" › ")).join("; ")}${changes.length > 3 ? ` and ${changes.length - 3} more` : ""})` : ""}. Reload the page to see their changes before publishing.`,
      );
    }
  }
  const result = await publish(collection, slug);
  if (file) {
    const published = await readRepositoryFile(file.path).catch(() => null);
    Object.assign(file, { known: { text: published ?? file.known.text, draft: false }, decapDraft: false });
  }
  return result;
}

/** Drafts opened in this page that change nothing: Decap loads them from the published file (getEntry). */
const emptyDraftLoads = new Set<string>();

/**
 * Decap's answer for a draft whose file is the published one (decap-server fails on its empty diff
 * with "Reduce of empty array"): no changes, so Decap opens the published file; null for any other
 * draft, for no draft, or where a file cannot be read. `listed`: the Workflow board asks only about
 * drafts it has listed, so whether there is one need not be asked again.
 */
async function emptyDraft(collection: string, slug: string, listed: boolean): Promise<{ collection: string; slug: string; status: string; diffs: []; updatedAt: string } | null> {
  const path = entryFilePath(collection, slug);
  const ref = path && (listed ? draftBranch(collection, slug) : (await draftRefs().catch(() => null))?.get(`${collection}/${slug}`));
  if (!path || !ref) return null;
  const [draft, published] = await Promise.all([readRepositoryFile(path, ref), readRepositoryFile(path)]).catch(() => [null, null]);
  // decap-server keeps the status where its API does not show it: a draft's first one.
  return draft !== null && published !== null && sameFile(draft, published) ? { collection, slug, status: "draft", diffs: [], updatedAt: new Date().toISOString() } : null;
}

/** Wraps the backend registered as `name` (CMS.getBackend's entry) so that saves merge, publishing checks, and loads are kept. */
export function keepEveryonesChanges(registered: RegisteredBackend<Implementation> | undefined): void {
  wrapBackend(registered, (implementation) => {
    const getEntry = implementation.getEntry.bind(implementation);
    implementation.getEntry = async (path) => {
      const found = await getEntry(path);
      const emptyDraftKey = [...emptyDraftLoads].find((key) => entryFilePath(...(key.split("/") as [string, string])) === path);
      if (emptyDraftKey) emptyDraftLoads.delete(emptyDraftKey);
      if (typeof found?.data === "string") loaded(path, found.data, emptyDraftKey !== undefined, emptyDraftKey ?? null);
      // About this file, which may not be the screen's yet (opened from the Workflow board).
      if (emptyDraftKey) showNotice({ kind: "empty-draft", by: "", changes: [], entry: emptyDraftKey });
      return found;
    };
    const unpublishedEntry = implementation.unpublishedEntry.bind(implementation);
    implementation.unpublishedEntry = async (query) => {
      // The editor asks by collection and file; the Workflow board by id ("collection/file").
      const key = query.id ?? (query.collection && query.slug ? `${query.collection}/${query.slug}` : null);
      if (key && saving === 0 && isLocalBackend()) {
        // Asked before decap-server, which answers a draft without changes with an error (the console's too).
        const empty = await emptyDraft(key.slice(0, key.indexOf("/")), key.slice(key.indexOf("/") + 1), query.id !== undefined);
        if (empty && !query.id) emptyDraftLoads.add(key);
        if (empty) return empty;
      }
      if (!key || query.id || saving > 0) return unpublishedEntry(query);
      editorLoads.add(key);
      const answer = await unpublishedEntry(query).catch((error: unknown) => {
        // No draft: Decap loads the published file instead (getEntry).
        editorLoads.delete(key);
        throw error;
      });
      // A draft without changes, as GitHub answers one: Decap opens the published file (getEntry), not the draft's.
      if (Array.isArray((answer as { diffs?: unknown } | null)?.diffs) && (answer as { diffs: unknown[] }).diffs.length === 0) {
        editorLoads.delete(key);
        emptyDraftLoads.add(key);
      }
      return answer;
    };
    const dataFile = implementation.unpublishedEntryDataFile.bind(implementation);
    implementation.unpublishedEntryDataFile = async (collection, slug, path, id) => {
      const data = await dataFile(collection, slug, path, id);
      const key = `${collection}/${slug}`;
      if (editorLoads.delete(key) && typeof data === "string") loaded(path, data, true, key);
      return data;
    };
    const persist = implementation.persistEntry.bind(implementation);
    implementation.persistEntry = (entry, options) =>
      save(persist, entry, options).catch((error: unknown) => {
        throw notSavedMessage(error);
      });
    const publish = implementation.publishUnpublishedEntry.bind(implementation);
    implementation.publishUnpublishedEntry = (collection, slug) => publishChecked(publish, collection, slug);
  });
}

let checking = false;
/** A check asked for while one was under way: it runs again after, so that a save it missed is seen. */
let checkAgain = false;

/** Compares the open file with its branch, and tells what someone else saved. */
export async function checkOpenFile(): Promise<void> {
  const entry = entryOf(window.location.hash);
  const file = entry ? fileOf(entry) : undefined;
  const model = file && modelAt(file.path);
  if (!entry || !file || !model || saving > 0) return;
  if (checking) {
    checkAgain = true;
    return;
  }
  checking = true;
  try {
    const drafts = await draftRefs().catch(() => null);
    if (!drafts) return;
    const draft = drafts.has(entry);
    // The draft as listed: on GitHub its commit, readable even if it is published meanwhile.
    const branch = drafts.get(entry);
    const text = await readRepositoryFile(file.path, branch);
    if (text === null || saving > 0 || files.get(file.path) !== file) return;
    hidePublishedBadge(draft && !file.decapDraft);
    if (draft === file.known.draft && sameFile(text, file.known.text)) return;
    const kind: NoticeKind = draft ? (file.known.draft ? "draft-saved" : "draft-made") : file.known.draft ? "published" : "published-saved";
    const by = whoAndWhen(await lastSave(file.path, branch).catch(() => ({ who: null, when: null })));
    // What the form does not show: the file as saved now, against the one its changes are made on.
    const changes = contentChanges(parse(file.base), parse(text), model);
    file.known = { text, draft };
    showNotice({ kind, by, changes });
  } finally {
    checking = false;
    if (checkAgain) {
      checkAgain = false;
      void checkOpenFile();
    }
  }
}

/** Decap's phrases this reads, in staff's words (staff-words.ts): worked out once, not on every change of the page. */
const PHRASES = staffPhrases() as { editor: { editor: { loadingEntry: string; confirmLoadBackup: string }; editorToolbar: { published: string } } };

/** Decap's "Published" over a file that has a draft Decap does not know of yet: hidden while that is so. */
let badgeHidden = false;
let badgeObserver: MutationObserver | null = null;

function applyBadge() {
  for (const button of document.querySelectorAll<HTMLElement>("button, [role='button']")) {
    if (button.textContent?.trim() !== PHRASES.editor.editorToolbar.published) continue;
    // Decap styles the button's display, which would outweigh the hidden attribute's.
    button.style.display = badgeHidden ? "none" : "";
  }
}

function hidePublishedBadge(hide: boolean) {
  badgeHidden = hide;
  applyBadge();
  // Decap draws its toolbar again as it likes: followed only while the badge is to stay hidden.
  if (hide && !badgeObserver) {
    badgeObserver = new MutationObserver(applyBadge);
    badgeObserver.observe(document.body, { childList: true, subtree: true });
  } else if (!hide && badgeObserver) {
    badgeObserver.disconnect();
    badgeObserver = null;
  }
}

/** Entries loaded in this page, and who waits for one. */
const loadedEntries = new Set<string>();
const waitingForLoad = new Map<string, (() => void)[]>();

function entryLoaded(entry: string) {
  loadedEntries.add(entry);
  for (const resolve of waitingForLoad.get(entry) ?? []) resolve();
  waitingForLoad.delete(entry);
}

/** The most an entry's load is waited for before Decap's backup is read anyway. */
const LOAD_WAIT_MS = 60_000;

/** localForage's part that Decap reads its backups with (decap-cms-lib-util's instance). */
export interface BackupStorage {
  getItem<T>(key: string, ...rest: unknown[]): Promise<T | null>;
}

/**
 * Decap reads a file's backup of typed changes when its editor opens, and asks whether to restore
 * it as soon as it is read: often before the file itself has loaded, whose load then replaced the
 * restored changes in the form (decap-cms-core's Editor and entryDraft reducer). Its backups
 * ("backup.{collection}.{file}") are read once the file is loaded and its form drawn (Decap's
 * "Loading entry..." gone), so that a restore comes last and what was typed stays in the form.
 */
export function restoreBackupsAfterLoad(storage: BackupStorage, target: Window = window): void {
  const loading = PHRASES.editor.editor.loadingEntry;
  // localforage puts its driver's methods on the instance once the driver is ready: the one it puts is kept and called through this.
  let getItem = storage.getItem;
  const waitingGetItem = (async (key: string, ...rest: unknown[]) => {
    const match = /^backup\.([^.]+)\.(.+)$/.exec(key);
    if (match) {
      const entry = `${match[1]}/${match[2]}`;
      const deadline = Date.now() + LOAD_WAIT_MS;
      if (!loadedEntries.has(entry)) {
        await new Promise<void>((resolve) => {
          waitingForLoad.set(entry, [...(waitingForLoad.get(entry) ?? []), resolve]);
          target.setTimeout(resolve, LOAD_WAIT_MS);
        });
      }
      while (Date.now() < deadline && target.document.body.textContent?.includes(loading)) await new Promise((resolve) => target.setTimeout(resolve, 100));
    }
    return getItem.call(storage, key, ...rest);
  }) as BackupStorage["getItem"];
  Object.defineProperty(storage, "getItem", {
    configurable: true,
    get: () => waitingGetItem,
    set: (driverGetItem: BackupStorage["getItem"]) => {
      getItem = driverGetItem;
    },
  });
}

/** Starts the checks of the open file, and learns when Decap restores typed changes from its backup. */
export function watchOpenFiles(target: Window = window): void {
  readStored();
  const question = PHRASES.editor.editor.confirmLoadBackup;
  const confirm = target.confirm.bind(target);
  target.confirm = (message?: string) => {
    const answer = confirm(message);
    if (answer && message === question) {
      restoredEntry = entryOf(target.location.hash);
      // The changes restored were typed on the base this tab kept: it stays kept until they are saved.
      const file = restoredEntry ? fileOf(restoredEntry) : undefined;
      if (file) store(file.path, storedAtStart.get(file.path));
    }
    return answer;
  };
  const check = () => {
    if (target.document.visibilityState === "visible") void checkOpenFile();
  };
  target.setInterval(check, CHECK_EVERY_MS);
  target.addEventListener("focus", check);
  target.document.addEventListener("visibilitychange", check);
}
