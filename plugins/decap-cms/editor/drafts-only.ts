/**
 * Decap asks the backend for a draft of every file it opens (`unpublishedEntry`), and where there
 * is none, the backend answers 404 (decap-server; GitHub for a missing branch), which the browser
 * reports as an error in the console on every file opened. The backend Decap uses is wrapped so
 * that it first lists the drafts there are (one answer, repository.ts) and, for a file with none,
 * says so as Decap's backends do, without asking. If the drafts cannot be listed, it asks as before.
 */
import { draftEntries } from "./repository";
import { wrapBackend, type RegisteredBackend } from "./backend-wrap";

/** decap-cms-lib-util's EditorialWorkflowError with notUnderEditorialWorkflow: "this file has no draft". */
function noDraft(): Error {
  return Object.assign(new Error("content is not under editorial workflow"), { name: "EDITORIAL_WORKFLOW_ERROR", message: "content is not under editorial workflow", notUnderEditorialWorkflow: true });
}

interface Implementation {
  unpublishedEntry(args: { id?: string; collection?: string; slug?: string }): Promise<unknown>;
}

export function askOnlyForDrafts(registered: RegisteredBackend<Implementation> | undefined): void {
  wrapBackend(registered, (implementation) => {
    const unpublishedEntry = implementation.unpublishedEntry.bind(implementation);
    implementation.unpublishedEntry = async (query) => {
      if (query.collection && query.slug) {
        const drafts = await draftEntries().catch(() => null);
        if (drafts && !drafts.has(`${query.collection}/${query.slug}`)) throw noDraft();
      }
      return unpublishedEntry(query);
    };
  });
}
