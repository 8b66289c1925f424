/**
 * The content editor's local backend: decap-server (the CMS's API for editing
 * the working tree) reached at LOCAL_BACKEND_PATH on the admin's own origin,
 * so the admin's security policy needs no localhost address. Decap tries it
 * only when the admin is opened on localhost (plugins/decap-cms/editor/cms-config.ts).
 * `gatsby develop` (this plugin, when `npm run cms` sets DECAP_SERVER_URL) and
 * `scripts/serve.mjs --api` (the end-to-end tests) forward it with
 * forwardToDecapServer; no host does, production editing goes through GitHub.
 *
 * It imports nothing, so the editor's browser bundle can take the path and the
 * drafts' branch prefix from here as well.
 */
export const LOCAL_BACKEND_PATH = "/api/v1";

/** The branch prefix of a draft (decap-cms-lib-util's CMS_BRANCH_PREFIX): a draft is a branch cms/<collection>/<entry>. */
export const DRAFT_BRANCH_PREFIX = "cms/";

/** What `gatsby develop` prints each time it has written the editor's development build (tests/e2e/local-editor.ts waits for it). */
export const EDITOR_BUILT = "plugins/decap-cms: the content editor is built in public/admin/";

/**
 * A Node request handler that hands a request to decap-server and its answer
 * back. decap-server answers JSON POSTs at LOCAL_BACKEND_PATH only, so the
 * request's own path is not read (a mounted Express handler sees it cut short).
 *
 * The requests reach decap-server one at a time. In git mode it works in one
 * checkout behind a lock that a request gives up on after 3 s ("Unknown
 * error", 500): seen when a preview asked for every product's picture
 * together, which left thumbnails blank and a read of the published file
 * failed. A read that still fails so (a git command of someone else's in the
 * same checkout holds its lock for a moment) is asked again, twice at most;
 * a write never is, since it may have been done.
 *
 * A read of a file on a draft's branch (`getEntry` on a DRAFT_BRANCH_PREFIX branch: the editor's own
 * reads, plugins/decap-cms/editor/repository.ts, as it checks an open file, saves or publishes) that
 * decap-server answers 422 because the branch is gone is answered as decap-server answers a file
 * that is not there (`data: null`): someone published or deleted the draft between the editor's
 * listing of the drafts and its read, and the browser would otherwise log the 422 as an error in
 * the staff member's console. The editor reads that as it reads a missing file (its save and
 * publish say so to staff); the proxy says it on its own output, where a developer running
 * `npm run cms` sees a branch name that was never there.
 *
 * @param {string} decapServer its address, such as http://127.0.0.1:8081
 * @returns {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => Promise<void>}
 */
export function forwardToDecapServer(decapServer) {
  const target = new URL(LOCAL_BACKEND_PATH, decapServer);
  /** The request being answered: the next waits for it. */
  let previous = Promise.resolve();
  return async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const turn = previous;
    let done = () => {};
    previous = new Promise((resolve) => (done = resolve));
    await turn;
    try {
      const ask = () =>
        fetch(target, { method: request.method, headers: { "Content-Type": request.headers["content-type"] ?? "application/json" }, body });
      let answer = await ask();
      for (let again = 0; answer.status === 500 && again < 2 && isRead(body); again += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        answer = await ask();
      }
      let answered = Buffer.from(await answer.arrayBuffer());
      let status = answer.status;
      const gone = status === 422 ? goneDraftRead(body, answered) : null;
      if (gone) {
        console.warn(`local backend: ${gone.branch} is gone (published or deleted); its ${gone.path} is answered as not there`);
        [status, answered] = [200, Buffer.from(JSON.stringify({ data: null, file: { path: gone.path, id: null } }))];
      }
      response.writeHead(status, { "Content-Type": answer.headers.get("content-type") ?? "application/json", "Content-Length": answered.length });
      response.end(answered);
    } catch (error) {
      response.writeHead(502, { "Content-Type": "text/plain" }).end(`decap-server: ${error instanceof Error ? error.message : error}`);
    } finally {
      done();
    }
  };
}

/** decap-server's actions that change nothing. */
const READS = new Set([
  "info",
  "entriesByFolder",
  "entriesByFiles",
  "getEntry",
  "getMedia",
  "getMediaFile",
  "unpublishedEntries",
  "unpublishedEntry",
  "unpublishedEntryDataFile",
  "unpublishedEntryMediaFile",
  "getDeployPreview",
]);

/** Whether a request's body asks decap-server for one of its READS. */
function isRead(body) {
  try {
    return READS.has(JSON.parse(String(body)).action);
  } catch {
    return false;
  }
}

/**
 * The request's branch and path when it read a file on a draft's branch and decap-server's answer
 * says that branch does not exist; else null.
 */
function goneDraftRead(body, answered) {
  try {
    const { action, params } = JSON.parse(String(body));
    const { branch, path } = params ?? {};
    if (action !== "getEntry" || typeof branch !== "string" || !branch.startsWith(DRAFT_BRANCH_PREFIX)) return null;
    return JSON.parse(String(answered))?.error === `Default branch '${branch}' doesn't exist` ? { branch, path } : null;
  } catch {
    return null;
  }
}
