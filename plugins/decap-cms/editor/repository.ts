/**
 * Content files as they are in the repository now, read through the CMS's own backend: the
 * branch the editor publishes to, or a draft's branch. The translations' status compares each
 * translation with the English read here (current-english.ts), and a preview shows what a draft
 * changes against the published file, so neither waits for the site to be rebuilt.
 *
 * - Locally (`npm run cms`, the end-to-end tests): decap-server's API on the admin's own origin,
 *   its `getEntry` action on a branch of the CMS workspace.
 * - In production: GitHub's contents API with the token Decap keeps for the signed-in editor
 *   (the admin's security policy already allows api.github.com, which Decap itself uses).
 *
 * A file that is not there (a draft branch that does not exist) reads as null.
 */
import { DRAFT_BRANCH_PREFIX } from "../local-backend.mjs";
import { awaited } from "./request-faults";

export interface RepositorySource {
  /** decap-server's address, when the editor uses the local backend. */
  localBackend?: string;
  /** "owner/name" on GitHub. */
  repo?: string;
  /** The branch the editor publishes to. */
  branch: string;
}

let source: RepositorySource | undefined;

/** Set once, from the editor's configuration (cms.tsx). */
export function setRepositorySource(value: RepositorySource): void {
  source = value;
}

/** Whether the editor works through decap-server (`npm run cms`, the end-to-end tests) rather than GitHub. */
export function isLocalBackend(): boolean {
  return Boolean(source?.localBackend);
}

/** The key under which Decap keeps the signed-in user, with their token (decap-cms-core's backend.ts). */
const USER_STORAGE_KEY = "decap-cms-user";

function gitHubToken(): string | null {
  try {
    const user = JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? "null") as { token?: unknown } | null;
    return typeof user?.token === "string" ? user.token : null;
  } catch {
    return null;
  }
}

/** A file's text on a branch (the published one unless told), or null where it is not. */
export async function readRepositoryFile(path: string, branch?: string): Promise<string | null> {
  if (!source) return null;
  const ref = branch ?? source.branch;
  if (source.localBackend) {
    const answer = (await localAction("getEntry", { branch: ref, path })) as { data?: unknown } | null;
    return typeof answer?.data === "string" ? answer.data : null;
  }
  const token = gitHubToken();
  if (!source.repo || !token) return null;
  const address = `https://api.github.com/repos/${source.repo}/contents/${path.split("/").map(encodeURIComponent).join("/")}?ref=${encodeURIComponent(ref)}`;
  const response = await fetchTried(address, { headers: { Authorization: `token ${token}`, Accept: "application/vnd.github.raw+json" }, cache: "no-store" });
  return response?.ok ? response.text() : null;
}

async function localAction(action: string, params: Record<string, unknown>): Promise<unknown> {
  const response = await fetchTried(source!.localBackend!, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params }),
  });
  return response?.ok ? ((await response.json().catch(() => null)) as unknown) : null;
}

/** Tries of a request that fails on the server's side or on the way, half a second apart. */
const TRIES = 3;

/**
 * A request, tried again when it fails on the way or with a server error: decap-server in git mode
 * answers "Unknown error" (500) to a read that meets the editor's own requests on its checkout (seen
 * when a preview asks for every product's picture at once), and GitHub's API can fail for a moment.
 * Either would otherwise leave a status panel or a draft's changes without the published file.
 * An answer such as 404 (no such file) is final.
 */
async function fetchTried(address: string, init: RequestInit): Promise<Response | null> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await awaited("read the repository", () => fetch(address, init).catch(() => null));
    if ((response && response.status < 500) || attempt === TRIES) return response;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let localModes: Promise<unknown> | undefined;

/**
 * The drafts there are, as Decap names them ("catalogue/products": collection and file), so that
 * a draft's branch is read only when it exists (a missing one would be an error in the console);
 * null when they cannot be listed. decap-server without git has no drafts.
 */
export async function draftEntries(): Promise<Set<string> | null> {
  const drafts = await draftRefs();
  return drafts && new Set(drafts.keys());
}

/**
 * The drafts there are, each with what to read it at: on GitHub its branch's last commit, which
 * can still be read if the draft is published (its branch deleted) a moment after it was listed;
 * on decap-server, which lists no commits, its branch.
 */
export async function draftRefs(): Promise<Map<string, string> | null> {
  if (!source) return null;
  const refOf = (entry: string) => `${DRAFT_BRANCH_PREFIX}${entry}`;
  if (source.localBackend) {
    localModes ??= localAction("info", {});
    const modes = ((await localModes) as { publish_modes?: unknown } | null)?.publish_modes;
    if (!Array.isArray(modes)) return null;
    if (!modes.includes("editorial_workflow")) return new Map();
    const keys = await localAction("unpublishedEntries", { branch: source.branch });
    return Array.isArray(keys) ? new Map(keys.filter((key): key is string => typeof key === "string").map((key) => [key, refOf(key)])) : null;
  }
  const token = gitHubToken();
  if (!source.repo || !token) return null;
  const address = `https://api.github.com/repos/${source.repo}/git/matching-refs/heads/${DRAFT_BRANCH_PREFIX}`;
  const response = await awaited("list the drafts", () => fetch(address, { headers: { Authorization: `token ${token}`, Accept: "application/vnd.github+json" }, cache: "no-store" }).catch(() => null));
  const refs = response?.ok ? ((await response.json().catch(() => null)) as { ref?: unknown; object?: { sha?: unknown } }[] | null) : null;
  if (!Array.isArray(refs)) return null;
  const prefix = `refs/heads/${DRAFT_BRANCH_PREFIX}`;
  return new Map(
    refs.flatMap(({ ref, object }) => {
      if (typeof ref !== "string" || !ref.startsWith(prefix)) return [];
      const entry = ref.slice(prefix.length);
      return [[entry, typeof object?.sha === "string" ? object.sha : refOf(entry)] as const];
    }),
  );
}

export interface LastSave {
  /** Who saved it, as GitHub names the commit's author; null where that is not known (the local editor). */
  who: string | null;
  when: Date | null;
}

/** Who last saved a file on a branch, and when: GitHub's last commit to it. decap-server does not say. */
export async function lastSave(path: string, branch?: string): Promise<LastSave> {
  const unknown = { who: null, when: null };
  const token = gitHubToken();
  if (!source || source.localBackend || !source.repo || !token) return unknown;
  const address = `https://api.github.com/repos/${source.repo}/commits?sha=${encodeURIComponent(branch ?? source.branch)}&path=${encodeURIComponent(path)}&per_page=1`;
  const response = await fetchTried(address, { headers: { Authorization: `token ${token}`, Accept: "application/vnd.github+json" }, cache: "no-store" });
  const commits = response?.ok ? ((await response.json().catch(() => null)) as { commit?: { author?: { name?: unknown; date?: unknown } } }[] | null) : null;
  const author = Array.isArray(commits) ? commits[0]?.commit?.author : undefined;
  const when = typeof author?.date === "string" ? new Date(author.date) : null;
  return { who: typeof author?.name === "string" ? author.name : null, when: when && !Number.isNaN(when.getTime()) ? when : null };
}

/** A JSON file on a branch, parsed, or null where it is not (or is not JSON). */
export async function readRepositoryJson(path: string, branch?: string): Promise<unknown> {
  const text = await readRepositoryFile(path, branch);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The branch of a draft of a file of a collection, as Decap names it: "cms/catalogue/products". */
export function draftBranch(collection: string, entry: string): string {
  return `${DRAFT_BRANCH_PREFIX}${collection}/${entry}`;
}
