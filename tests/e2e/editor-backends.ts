/**
 * The content editor's two backends as the editor's tests arrange them: decap-server in git mode on
 * a workspace (`npm run cms`), and GitHub's fake (production), each on a developer's repository
 * whose first Spanish product name is outdated.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page, type Route } from "@playwright/test";
import { PRODUCTION_BACKEND } from "../../plugins/decap-cms/editor/cms-config";
import { siteUrl } from "../../src/lib/build-settings";
import { developerRepository, firstInSpanish, git, SPANISH } from "./editor-form";
import { FakeGitHub, GITHUB_API, STAFF, STAFF_TOKEN } from "./fake-github";
import { openEditor, removeRepository, startLocalEditor } from "./local-editor";

/** The requests a test can make fail. */
export type FaultKind = "list" | "open" | "english" | "media" | "save" | "status" | "publish" | "delete";

/** The English file a translation's status reads (current-english.ts), as the tests' Spanish products need it. */
const ENGLISH_PRODUCTS = "content/products.json";

/** decap-server's requests of each kind: its action, and what it is asked for. */
const LOCAL_REQUESTS: Record<FaultKind, (action: string, params: { path?: string }) => boolean> = {
  list: (action) => ["entriesByFiles", "entriesByFolder"].includes(action),
  open: (action) => ["getEntry", "unpublishedEntry", "unpublishedEntryDataFile"].includes(action),
  english: (action, params) => action === "getEntry" && params.path === ENGLISH_PRODUCTS,
  media: (action) => ["getMedia", "getMediaFile"].includes(action),
  save: (action) => action === "persistEntry",
  status: (action) => action === "updateUnpublishedEntryStatus",
  publish: (action) => action === "publishUnpublishedEntry",
  delete: (action) => action === "deleteUnpublishedEntry",
};

/** The Spanish products' draft branch. */
export const SPANISH_DRAFT = "cms/translation-es/es-products";

/** Where the content is kept, as the tests read and arrange it. */
export interface Backend {
  /** A page in a fresh browser context, signed in where the backend needs it. */
  newPage(browser: Browser, baseURL: string): Promise<Page>;
  /** Opens the editor at `route` and waits for its form. */
  open(page: Page, route: string): Promise<void>;
  adminUrl: string;
  /** The repository's branches, and main's last commit. */
  git(...args: string[]): string;
  /** A draft whose file is main's, as an earlier Save left it, or another tool. */
  makeEmptyDraft(): void;
  /**
   * Answers the page's requests of a kind with `answer` (a fault) instead of the backend, until the
   * function returned is called: "list", Decap's reads of a collection's files for its list (on
   * GitHub, any read of content other than the pictures); "open", its reads of a file and its draft;
   * "english", the translation status's read of the English products (repository.ts); "media", its
   * lists of the pictures (when the editor starts, and with a file that has pictures of its own);
   * the others, the writes of a save, a status change, a publish or a deletion of a draft.
   */
  fault(page: Page, kind: FaultKind, answer: (route: Route) => Promise<void>): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

/** The developer's repository, with the first product's Spanish name translated from another English: it is listed as outdated. */
function repositoryWithOutdatedName(): string {
  const developer = developerRepository("cms-editor-");
  const file = path.join(developer, SPANISH);
  const spanish = JSON.parse(fs.readFileSync(file, "utf8")) as { translatedFrom: Record<string, string> };
  spanish.translatedFrom[`products.${firstInSpanish.id}.name`] = "0badf00d";
  fs.writeFileSync(file, `${JSON.stringify(spanish, null, 2)}\n`);
  git(developer, "-c", "user.name=Developer", "-c", "user.email=developer@example.com", "commit", "--quiet", "-am", "An outdated Spanish name");
  return developer;
}

async function localBackend(): Promise<Backend> {
  const developer = repositoryWithOutdatedName();
  const editor = await startLocalEditor(test.info().parallelIndex, { gitSource: developer });
  return {
    adminUrl: editor.adminUrl,
    newPage: async (browser) => (await browser.newContext()).newPage(),
    open: async (page, route) => void (await openEditor(page, editor, route)),
    git: (...args) => git(editor.repo, ...args),
    fault: async (page, kind, answer) => {
      // decap-server answers every action at one address: the action is in the body.
      const handler = (route: Route) => {
        const { action = "", params = {} } = route.request().postDataJSON() as { action?: string; params?: { path?: string } };
        return LOCAL_REQUESTS[kind](action, params) ? answer(route) : route.fallback();
      };
      await page.route("**/api/v1", handler);
      return () => page.unroute("**/api/v1", handler);
    },
    makeEmptyDraft: () => git(editor.repo, "branch", SPANISH_DRAFT, "main"),
    stop: async () => {
      await editor.stop();
      removeRepository(developer);
    },
  };
}

function gitHubBackend(): Backend {
  const developer = repositoryWithOutdatedName();
  const github = FakeGitHub.of(developer, PRODUCTION_BACKEND.repo!);
  return {
    adminUrl: `${siteUrl}/admin/`,
    newPage: async (browser, baseURL) => {
      const context = await browser.newContext();
      await github.signIn(context, { siteOrigin: siteUrl, baseURL, user: { ...STAFF, token: STAFF_TOKEN } });
      return context.newPage();
    },
    open: async (page, route) => {
      await page.goto(`${siteUrl}/admin/${route}`);
      await expect(page.getByRole("button", { name: "Toggle preview" })).toBeVisible({ timeout: 60_000 });
    },
    git: (...args) => github.git(...args),
    fault: async (_page, kind, answer) => {
      // Decap reads a file (and lists the pictures) through git trees and blobs, the translation status
      // through the contents API (repository.ts); each write (git objects and refs, labels, a merge) is not a GET.
      const repository = `${GITHUB_API}/repos/${PRODUCTION_BACKEND.repo}/`;
      const remove = github.fault((request) => {
        if (!request.url().startsWith(repository)) return false;
        const rest = decodeURIComponent(request.url().slice(repository.length));
        const read = request.method() === "GET";
        const pictures = /^git\/trees\/[^:]+:content\/images/.test(rest);
        return kind === "list" ? read && /^git\/(trees|blobs)\//.test(rest) && !pictures
          : kind === "open" ? read && /^git\/(trees|blobs)\//.test(rest)
          : kind === "english" ? read && rest.startsWith(`contents/${ENGLISH_PRODUCTS}?`)
          : kind === "media" ? read && pictures
          : !read;
      }, answer);
      return async () => remove();
    },
    makeEmptyDraft: () => {
      github.git("branch", SPANISH_DRAFT, "main");
      github.openPullRequest(SPANISH_DRAFT, ["decap-cms/draft"]);
    },
    stop: async () => {
      github.remove();
      fs.rmSync(developer, { recursive: true, force: true });
    },
  };
}

/** Both backends, each started once for the tests of a describe block. */
export const backends = [
  { name: "local", start: localBackend },
  { name: "GitHub", start: async () => gitHubBackend() },
] as const;
