/**
 * Every request the editor makes through its backend (decap-server locally, GitHub in production)
 * ends in words staff can act on (issue 61). Decap shows a spinner while it waits and, for a load
 * that failed, a toast for 8 s over a spinner that never ends. Here the backend is wrapped (first,
 * so that each request is watched, not the merges and questions around a save):
 *
 * - **No answer after ANSWER_WAIT_MS**: a notice says what is waited for, that what was typed stays
 *   in the form (and in this browser across a reload: Decap's backup), and what to do; where GitHub
 *   has answered with its rate limit (which Decap waits out silently), that, and until when. It goes
 *   when the answer comes.
 * - **A load that failed** (the list of files, a file, a draft, the drafts, the pictures, the
 *   documents): a notice that stays, saying what could not be opened, why, that nothing typed is
 *   lost, and a button to reload. A draft that is not there (Decap's EDITORIAL_WORKFLOW_ERROR) is no
 *   failure: Decap then opens the published file. A failure is over when the same request (the same
 *   folder, file or draft) is answered: Decap lists each media folder of a file on its own (the
 *   pictures, the certificates' documents), and one folder listed says nothing of another.
 * - **A write that failed** (save, status, publish, a picture or document): its error is worded
 *   here; Decap shows it as its toast (staff-words.ts), and the form keeps what was typed. A draft's
 *   deletion that failed is said here as a load's is, since Decap's toast then says it was deleted.
 *
 * Plain DOM, as editing-notices.ts.
 */
import { wrapBackend, type RegisteredBackend } from "./backend-wrap";
import { DOCUMENT_FOLDERS } from "./cms-config";
import { staffPhrases } from "./staff-words";

/** How long a request may go unanswered before staff are told. */
export const ANSWER_WAIT_MS = 10_000;

/**
 * What each request of the backend does, in staff's words; whether it writes; and whether its
 * failure is said here (`shown`): every load's, and a draft's deletion's, whose failure Decap
 * announces with its success phrase, "Unpublished changes deleted" (an upstream bug). A request of
 * a media folder or file says `document` instead where its path (`path`, from its arguments) is in
 * a documents' folder (cms-config.ts's DOCUMENT_FOLDERS: the certificates' PDFs).
 */
const REQUESTS: Record<string, { what: string; write: boolean; shown?: true; document?: string; path?: (args: unknown[]) => unknown }> = {
  entriesByFiles: { what: "open the list of files", write: false },
  entriesByFolder: { what: "open the list of files", write: false },
  getEntry: { what: "open the file", write: false },
  unpublishedEntries: { what: "list the drafts", write: false },
  unpublishedEntry: { what: "open the draft", write: false },
  unpublishedEntryDataFile: { what: "open the draft", write: false },
  unpublishedEntryMediaFile: { what: "read a picture of the draft", write: false, document: "read a document of the draft", path: (args) => args[2] },
  getMedia: { what: "list the pictures", write: false, document: "list the documents", path: (args) => args[0] },
  getMediaFile: { what: "read the picture", write: false, document: "read the document", path: (args) => args[0] },
  persistEntry: { what: "save", write: true },
  updateUnpublishedEntryStatus: { what: "change the draft's status", write: true },
  publishUnpublishedEntry: { what: "publish", write: true },
  deleteUnpublishedEntry: { what: "delete the draft", write: true, shown: true },
  persistMedia: { what: "upload the picture", write: true, document: "upload the document", path: (args) => (args[0] as { path?: unknown } | undefined)?.path },
  deleteFile: { what: "delete the picture", write: true, document: "delete the document", path: (args) => args[0] },
  deleteFiles: { what: "delete the pictures", write: true },
};

/** Whether `path` (a folder or a file) is in one of the documents' folders. */
const isDocument = (path: unknown) => typeof path === "string" && DOCUMENT_FOLDERS.some((folder) => `/${path}/`.includes(`/${folder}/`));

/** A request that failed, worded for staff: why, and what to do. Its name is empty, so Decap's toast shows the message alone. */
export class RequestFailed extends Error {
  override name = "";
  constructor(
    readonly what: string,
    why: string,
    write: boolean,
  ) {
    super(
      write
        ? `${why}. Nothing was changed; what you typed is still in the form. Try again in a moment; if it fails again, reload the page (this browser keeps your typing) or ask the person who looks after the website.`
        : `${why}. Nothing you typed is lost: this browser keeps it. Reload the page to try again; if it fails again, ask the person who looks after the website.`,
    );
  }
}

/** Why a request failed, from Decap's error (an APIError's status and message, or the connection's). */
export function faultWords(error: unknown): string {
  const status = typeof (error as { status?: unknown })?.status === "number" ? (error as { status: number }).status : 0;
  const message = error instanceof Error ? error.message : String(error);
  if (/rate limit/i.test(message)) return "GitHub refused: too many requests from this account for the moment (its rate limit). Wait a few minutes";
  if (status === 401) return "the sign-in has expired. Sign in again";
  if (status === 403) return "the repository refused it: this account may not write there";
  if (status === 404) return "it is not in the repository any more: someone may have published or deleted it meanwhile";
  if (status === 409 || status === 422) return "someone else changed it at the same moment";
  if (status >= 500) return `the content store had a fault (HTTP ${status})`;
  return "the connection to the content store failed";
}

/** Which request this is, so that only its own answer ends its failure: the method and what it was asked for. */
function requestKey(method: string, args: readonly unknown[]): string {
  try {
    return `${method} ${JSON.stringify(args)}`;
  } catch {
    return method;
  }
}

/** Watches every request of the backend registered (CMS.getBackend's entry). */
export function watchRequests(registered: RegisteredBackend<Record<string, unknown>> | undefined): void {
  wrapBackend(registered, (implementation) => {
    for (const [method, { what, write, shown = !write, document, path }] of Object.entries(REQUESTS)) {
      const original = implementation[method];
      if (typeof original !== "function") continue;
      implementation[method] = (...args: unknown[]) => {
        // getMedia() lists the configured media folder: the same request as getMedia(that folder).
        const asked = method === "getMedia" && args[0] === undefined ? [implementation.mediaFolder] : args;
        const request = { method, key: shown ? requestKey(method, asked) : method, what: document && isDocument(path?.(asked)) ? document : what };
        return watched(request, write, shown, () => (original as (...a: unknown[]) => Promise<unknown>).apply(implementation, args));
      };
    }
  });
}

/** Requests under way for longer than ANSWER_WAIT_MS, by what they do. */
const waiting = new Map<number, string>();
let nextRequest = 0;

/** A request whose answer, when it has not come after ANSWER_WAIT_MS, is said to be waited for until it comes (repository.ts's reads too). */
export async function awaited<T>(what: string, request: () => Promise<T>): Promise<T> {
  const id = (nextRequest += 1);
  const timer = window.setTimeout(() => {
    waiting.set(id, what);
    showWaiting();
  }, ANSWER_WAIT_MS);
  try {
    return await request();
  } finally {
    window.clearTimeout(timer);
    if (waiting.delete(id)) showWaiting();
  }
}

/** Requests that failed, whose failure is said here, and have not been answered since, by requestKey. */
const failedLoads = new Map<string, RequestFailed>();

async function watched<T>({ method, key, what }: { method: string; key: string; what: string }, write: boolean, shown: boolean, request: () => Promise<T>): Promise<T> {
  try {
    const answer = await awaited(what, request);
    // Answered after a failure: that failure is over.
    if (shown && failedLoads.delete(key)) showFailed();
    return answer;
  } catch (error) {
    // No draft: Decap opens the published file instead.
    if ((error as { name?: unknown })?.name === "EDITORIAL_WORKFLOW_ERROR") throw error;
    // No media folder yet: Decap lists none (its loadMedia takes a 404 as an empty folder).
    if (method === "getMedia" && (error as { status?: unknown })?.status === 404) throw error;
    const failed = new RequestFailed(what, faultWords(error), write);
    if (shown) {
      failedLoads.set(key, failed);
      showFailed();
    }
    throw failed;
  }
}

const WAITING_ID = "request-waiting";
const FAILED_ID = "request-failed";

/**
 * The notice `id`, drawn anew only when what it says changed: a request that fails again and again
 * (Decap tries some again) leaves the notice, and its button, where staff are about to click.
 */
function box(id: string, role: "status" | "alert", heading: string, text: string): HTMLElement {
  const shown = document.getElementById(id);
  if (shown?.getAttribute("role") === role && shown.querySelector("h2")?.textContent === heading && shown.querySelector("p")?.textContent === text) return shown;
  shown?.remove();
  const section = document.createElement("section");
  section.id = id;
  section.lang = "en";
  section.dir = "ltr";
  section.setAttribute("role", role);
  section.setAttribute("aria-labelledby", `${id}-heading`);
  Object.assign(section.style, {
    position: "fixed",
    // Over the preview's corner, not the form being typed in (above the other saves' notice, which shares it).
    insetInlineEnd: "1rem",
    bottom: "1rem",
    zIndex: "401",
    maxWidth: "min(30rem, calc(100vw - 2rem))",
    padding: "1rem 1.25rem",
    background: role === "alert" ? "#fdecea" : "#fff8e1",
    color: "#1e2532",
    border: `2px solid ${role === "alert" ? "#b42318" : "#b7791f"}`,
    borderRadius: "6px",
    boxShadow: "0 4px 12px rgb(0 0 0 / 0.2)",
    font: "15px/1.45 system-ui, sans-serif",
  } satisfies Partial<CSSStyleDeclaration>);
  const title = document.createElement("h2");
  title.id = `${id}-heading`;
  title.textContent = heading;
  Object.assign(title.style, { fontSize: "1.05rem", margin: "0 0 0.4rem" });
  const paragraph = document.createElement("p");
  paragraph.textContent = text;
  paragraph.style.margin = "0 0 0.75rem";
  section.append(title, paragraph);
  document.body.append(section);
  return section;
}

/** Until when GitHub last said this account may make no more requests (its rate limit), from any answer the editor had. */
let rateLimitedUntil: Date | null = null;

/**
 * Learns of GitHub's rate limit from the answers themselves: Decap's GitHub backend meets it by
 * holding every request until the limit resets (decap-cms-lib-util's requestWithBackoff, at most
 * an hour), so the request waited for says why, and until when.
 */
export function watchRateLimit(target: Window = window): void {
  const fetch = target.fetch.bind(target);
  target.fetch = async (...args: Parameters<typeof target.fetch>) => {
    const response = await fetch(...args);
    if ((response.status === 403 || response.status === 429) && response.headers.get("x-ratelimit-remaining") === "0") {
      const reset = Number(response.headers.get("x-ratelimit-reset"));
      rateLimitedUntil = new Date(Number.isFinite(reset) && reset > 0 ? reset * 1000 : Date.now() + 60_000);
      if (waiting.size > 0) showWaiting();
    }
    return response;
  };
}

function showWaiting() {
  if (waiting.size === 0) {
    document.getElementById(WAITING_ID)?.remove();
    return;
  }
  const whats = [...new Set(waiting.values())];
  const kept = "Everything you typed stays in the form, and this browser keeps it if you reload.";
  const limited = rateLimitedUntil !== null && rateLimitedUntil.getTime() > Date.now();
  const until = rateLimitedUntil && new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" }).format(rateLimitedUntil);
  box(
    WAITING_ID,
    "status",
    `Waiting for the content store to ${whats.join(", and to ")}`,
    limited
      ? `GitHub takes no more requests from this account until ${until} (its rate limit). ${kept} After ${until}, reload the page and try again.`
      : `It has not answered for ${ANSWER_WAIT_MS / 1000} s. ${kept} If nothing happens within a minute, check the connection and reload the page.`,
  );
}

/**
 * Decap's own echo of a file that could not be opened: the message alone, unstyled, in the top
 * corner where the form would be (decap-cms-core's Editor draws the entry's error as an `<h3>`).
 * Or, where the file's pictures could not be listed, its "Loading entry..." spinner, which then
 * never ends (the Editor waits for an entry that never comes). The notice here says it, with what
 * to do, so the echo or the spinner is hidden and the notice takes the page's middle. Either is
 * drawn after the request's failure is thrown: watched until the failures are answered, when the
 * spinners hidden are shown again.
 */
let echoes: MutationObserver | null = null;
const hiddenSpinners = new Set<HTMLElement>();
const LOADING_ENTRY = (staffPhrases() as { editor: { editor: { loadingEntry: string } } }).editor.editor.loadingEntry;

function hideEchoes() {
  const messages = new Set([...failedLoads.values()].map(({ message }) => message));
  let hidden = false;
  for (const heading of document.querySelectorAll<HTMLElement>("h3")) {
    if (!messages.has(heading.textContent ?? "")) continue;
    heading.hidden = true;
    hidden = true;
  }
  // decap-cms-ui-default's Loader: its text alone in a <div>, in the <div> whose ::before and ::after are the spinner.
  for (const text of document.querySelectorAll<HTMLElement>("div > div:only-child")) {
    const spinner = text.parentElement!;
    if (text.childElementCount > 0 || text.textContent !== LOADING_ENTRY) continue;
    spinner.hidden = true;
    hiddenSpinners.add(spinner);
    hidden = true;
  }
  const notice = document.getElementById(FAILED_ID);
  if (hidden && notice) Object.assign(notice.style, { insetInlineEnd: "auto", insetInlineStart: "50%", bottom: "auto", top: "6rem", transform: "translateX(-50%)" });
}

function showFailed() {
  if (failedLoads.size === 0) {
    document.getElementById(FAILED_ID)?.remove();
    echoes?.disconnect();
    echoes = null;
    for (const spinner of hiddenSpinners) spinner.hidden = false;
    hiddenSpinners.clear();
    return;
  }
  const failures = [...failedLoads.values()];
  const { message } = failures[failures.length - 1]!;
  const whats = [...new Set(failures.map(({ what }) => what))];
  const section = box(FAILED_ID, "alert", `Could not ${whats.join(", nor ")}`, message.charAt(0).toUpperCase() + message.slice(1));
  if (section.querySelector("button")) {
    hideEchoes();
    return;
  }
  const reload = document.createElement("button");
  reload.type = "button";
  reload.textContent = "Reload the page";
  Object.assign(reload.style, { font: "inherit", padding: "0.4rem 0.8rem", borderRadius: "4px", border: "1px solid #3a69c7", background: "#3a69c7", color: "#fff", cursor: "pointer" });
  reload.addEventListener("click", () => window.location.reload());
  section.append(reload);
  hideEchoes();
  if (!echoes) {
    echoes = new MutationObserver(hideEchoes);
    echoes.observe(document.body, { childList: true, subtree: true, characterData: true });
  }
}
