/**
 * Every request of the editor's backend ends in words staff can act on (request-faults.ts): each
 * kind of request, failed with each kind of fault as Decap's backends report it, or held.
 */
import { ANSWER_WAIT_MS, faultWords, RequestFailed, watchRequests } from "../../../plugins/decap-cms/editor/request-faults";

type Backend = Record<string, (...args: unknown[]) => Promise<unknown>>;

const LOADS = ["entriesByFiles", "entriesByFolder", "getEntry", "unpublishedEntries", "unpublishedEntry", "unpublishedEntryDataFile", "unpublishedEntryMediaFile", "getMedia", "getMediaFile"];
const WRITES = ["persistEntry", "updateUnpublishedEntryStatus", "publishUnpublishedEntry", "persistMedia", "deleteFile", "deleteFiles"];

/** A backend every request of which does `answer`, wrapped as the editor's is. */
function backendThat(answer: () => Promise<unknown>): Backend {
  const registered = { init: () => Object.fromEntries([...LOADS, ...WRITES, "deleteUnpublishedEntry"].map((method) => [method, answer])) as Backend };
  watchRequests(registered as never);
  return registered.init();
}

const apiError = (status: number, message = "Unknown error") => Object.assign(new Error(message), { status });
const FAULTS: [string, unknown, RegExp][] = [
  ["HTTP 500", apiError(500), /the content store had a fault \(HTTP 500\)/i],
  ["HTTP 404", apiError(404, "Not Found"), /not in the repository any more/i],
  ["HTTP 409", apiError(409, "Conflict"), /someone else changed it at the same moment/i],
  ["HTTP 403, GitHub's rate limit", apiError(403, "API rate limit exceeded for user ID 1."), /too many requests from this account .*Wait a few minutes/i],
  ["HTTP 403", apiError(403, "Resource not accessible by integration"), /may not write there/i],
  ["a connection closed", new TypeError("Failed to fetch"), /the connection to the content store failed/i],
];

const heading = (id: string) => document.querySelector(`#${id} h2`)?.textContent ?? null;

beforeEach(() => {
  document.body.innerHTML = "";
});

test.each(FAULTS)("a fault (%s) is worded: why, and what to do", (_, error, why) => {
  expect(faultWords(error)).toMatch(why);
});

test.each(LOADS)("a load (%s) that failed stays said, with a reload, until an answer comes; typing is said to be kept", async (method) => {
  // A pictures folder not there (404) is an empty one (below).
  for (const [, error, why] of FAULTS.filter(([name]) => !(method === "getMedia" && name === "HTTP 404"))) {
    document.body.innerHTML = "";
    const failing = backendThat(() => Promise.reject(error));
    const failure = await failing[method]!().catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(RequestFailed);
    const alert = document.querySelector<HTMLElement>("#request-failed[role=alert]")!;
    expect(heading("request-failed")).toMatch(/^Could not /);
    expect(alert.textContent).toMatch(why);
    expect(alert.textContent).toContain("Nothing you typed is lost");
    expect(alert.querySelector("button")?.textContent).toBe("Reload the page");
  }
  // Tried again after the fault cleared: the message goes.
  await backendThat(() => Promise.resolve({ data: "{}" }))[method]!();
  expect(document.querySelector("#request-failed")).toBeNull();
});

test.each(WRITES)("a write (%s) that failed is worded for Decap's toast, and shows nothing more", async (method) => {
  for (const [, error, why] of FAULTS) {
    const failure = (await backendThat(() => Promise.reject(error))[method]!().catch((caught: unknown) => caught)) as RequestFailed;
    expect(String(failure)).toMatch(why);
    expect(String(failure)).toContain("Nothing was changed; what you typed is still in the form. Try again in a moment");
  }
  expect(document.querySelector("#request-failed")).toBeNull();
});

test("a draft's deletion that failed is said here, since Decap's toast then says it was deleted; the message goes once a deletion is answered", async () => {
  const failure = await backendThat(() => Promise.reject(apiError(500))).deleteUnpublishedEntry!().catch((caught: unknown) => caught);
  expect(String(failure)).toContain("Nothing was changed");
  expect(heading("request-failed")).toBe("Could not delete the draft");
  await backendThat(() => Promise.resolve(undefined)).deleteUnpublishedEntry!();
  expect(document.querySelector("#request-failed")).toBeNull();
});

test("Decap's echo of a file that could not be opened (its message alone, drawn after, where the form was) is hidden: the notice says it, in the page's middle", async () => {
  const failure = (await backendThat(() => Promise.reject(apiError(500))).getEntry!().catch((caught: unknown) => caught)) as RequestFailed;
  const echo = document.createElement("h3");
  echo.textContent = failure.message;
  const other = document.createElement("h3");
  other.textContent = "Products";
  document.body.append(other, echo);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(echo.hidden).toBe(true);
  expect(other.hidden).toBe(false);
  expect(document.querySelector<HTMLElement>("#request-failed")!.style.top).toBe("6rem");
  // Answered: the notice goes, and nothing more is watched.
  await backendThat(() => Promise.resolve({})).getEntry!();
  const later = document.createElement("h3");
  later.textContent = failure.message;
  document.body.append(later);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(later.hidden).toBe(false);
});

test("Decap's spinner that never ends, where a file's pictures could not be listed, is hidden while the notice says it, and shown again once answered", async () => {
  const spinner = document.createElement("div");
  const text = document.createElement("div");
  text.textContent = "Loading entry...";
  spinner.append(text);
  // The editor's column around it, which the form takes once it is drawn, stays as it is.
  const column = document.createElement("div");
  column.append(spinner);
  document.body.append(column);
  await backendThat(() => Promise.reject(apiError(500))).getMedia!().catch(() => undefined);
  expect(heading("request-failed")).toBe("Could not list the pictures");
  expect(spinner.hidden).toBe(true);
  expect(column.hidden).toBe(false);
  expect(document.querySelector<HTMLElement>("#request-failed")!.style.top).toBe("6rem");
  await backendThat(() => Promise.resolve([])).getMedia!();
  expect(document.querySelector("#request-failed")).toBeNull();
  expect(spinner.hidden).toBe(false);
  column.remove();
});

test("a load that fails again and again leaves its notice and its button in place, where staff are about to click", async () => {
  const failing = backendThat(() => Promise.reject(apiError(500)));
  await failing.getMedia!().catch(() => undefined);
  const button = document.querySelector("#request-failed button");
  await failing.getMedia!().catch(() => undefined);
  expect(document.querySelector("#request-failed button")).toBe(button);
  expect(document.querySelectorAll("#request-failed button")).toHaveLength(1);
  // What it says changed: drawn anew, with its one button.
  await backendThat(() => Promise.reject(apiError(503))).getMedia!().catch(() => undefined);
  expect(document.querySelector("#request-failed")!.textContent).toContain("had a fault (HTTP 503)");
  expect(document.querySelectorAll("#request-failed button")).toHaveLength(1);
  await backendThat(() => Promise.resolve([])).getMedia!();
});

test("a failure ends with its own request's answer: one media folder listed, or one picture read, says nothing of another (Decap lists a file's folders each on its own)", async () => {
  // A backend whose pictures' folder and first picture fail, and whose other folders and pictures answer, with its configured media folder.
  const failing = new Set(["content/images", "content/images/a.jpg"]);
  const answer = (path: unknown) => (failing.has(String(path)) ? Promise.reject(apiError(500)) : Promise.resolve([]));
  const registered = { init: () => ({ mediaFolder: "content/images", getMedia: answer, getMediaFile: answer }) };
  watchRequests(registered as never);
  const backend = registered.init() as unknown as Backend;

  await backend.getMedia!().catch(() => undefined);
  await backend.getMedia!("content/images").catch(() => undefined);
  await backend.getMediaFile!("content/images/a.jpg").catch(() => undefined);
  await backend.getMedia!("content/documents/analyses");
  await backend.getMediaFile!("content/images/b.jpg");
  expect(heading("request-failed")).toBe("Could not list the pictures, nor read the picture");
  expect(document.querySelector("#request-failed")!.textContent).toContain("had a fault (HTTP 500)");

  // The fault clears: each failure goes with its own request's answer, the folder asked by default and by name alike.
  failing.clear();
  await backend.getMediaFile!("content/images/a.jpg");
  expect(heading("request-failed")).toBe("Could not list the pictures");
  await backend.getMedia!();
  expect(document.querySelector("#request-failed")).toBeNull();
});

test("the certificates' documents are named as documents: their folder listed, a PDF read, uploaded, deleted; a picture stays a picture", async () => {
  const backend = backendThat(() => Promise.reject(apiError(500)));
  await backend.getMedia!("content/documents/certificates").catch(() => undefined);
  expect(heading("request-failed")).toBe("Could not list the documents");
  await backend.getMediaFile!("content/documents/analyses/lot-24.pdf").catch(() => undefined);
  expect(heading("request-failed")).toBe("Could not list the documents, nor read the document");
  const whatFailed = async (request: Promise<unknown>) => ((await request.catch((caught: unknown) => caught)) as RequestFailed).what;
  expect(await whatFailed(backend.unpublishedEntryMediaFile!("catalogue", "products", "content/documents/analyses/lot-24.pdf", "sha"))).toBe("read a document of the draft");
  expect(await whatFailed(backend.persistMedia!({ path: "content/documents/certificates/iso-22000.pdf" }, {}))).toBe("upload the document");
  expect(await whatFailed(backend.deleteFile!("content/documents/certificates/iso-22000.pdf", "commit"))).toBe("delete the document");
  expect(await whatFailed(backend.persistMedia!({ path: "content/images/products/castor-oil.jpg" }, {}))).toBe("upload the picture");
  const answered = backendThat(() => Promise.resolve([]));
  await answered.getMedia!("content/documents/certificates");
  await answered.getMediaFile!("content/documents/analyses/lot-24.pdf");
  expect(heading("request-failed")).toBe("Could not read a document of the draft");
  await answered.unpublishedEntryMediaFile!("catalogue", "products", "content/documents/analyses/lot-24.pdf", "sha");
  expect(document.querySelector("#request-failed")).toBeNull();
});

test("a pictures folder not there yet (404) is no failure: Decap lists no pictures", async () => {
  const missing = apiError(404);
  await expect(backendThat(() => Promise.reject(missing)).getMedia!()).rejects.toBe(missing);
  expect(document.querySelector("#request-failed")).toBeNull();
});

test("a draft that is not there is no failure: Decap opens the published file", async () => {
  const noDraft = Object.assign(new Error("content is not under editorial workflow"), { name: "EDITORIAL_WORKFLOW_ERROR" });
  await expect(backendThat(() => Promise.reject(noDraft)).unpublishedEntry!()).rejects.toBe(noDraft);
  expect(document.querySelector("#request-failed")).toBeNull();
});

test.each([...LOADS, ...WRITES, "deleteUnpublishedEntry"])("a request (%s) unanswered for 10 s is said to be waited for, and the notice goes when the answer comes", async (method) => {
  jest.useFakeTimers();
  try {
    let answer: (value: unknown) => void = () => undefined;
    const held = backendThat(() => new Promise((resolve) => (answer = resolve)))[method]!();
    jest.advanceTimersByTime(ANSWER_WAIT_MS - 1);
    expect(document.querySelector("#request-waiting")).toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.querySelector("#request-waiting[role=status]")).not.toBeNull();
    expect(heading("request-waiting")).toMatch(/^Waiting for the content store to /);
    expect(document.querySelector("#request-waiting")!.textContent).toContain("Everything you typed stays in the form");
    answer("late");
    await expect(held).resolves.toBe("late");
    expect(document.querySelector("#request-waiting")).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
