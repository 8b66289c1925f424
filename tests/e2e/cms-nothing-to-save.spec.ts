/**
 * A Save that changes nothing writes nothing, and a draft that changes nothing still opens (issue
 * 61), on both backends: decap-server in git mode as `npm run cms` runs it, and GitHub (its fake)
 * as production does. The translator's flow: a Spanish name listed as outdated, a letter typed and
 * deleted, Save. Decap would make a draft branch whose file is main's, on which decap-server then
 * fails ("Reduce of empty array") and the editor showed "Loading entry..." without end.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { PRODUCTION_BACKEND } from "../../src/cms/cms-config";
import { siteUrl } from "../../src/lib/build-settings";
import { developerRepository, firstInSpanish, git, openEntry, pageErrors, SPANISH } from "./editor-form";
import { FakeGitHub, STAFF, STAFF_TOKEN } from "./fake-github";
import { openEditor, startLocalEditor } from "./local-editor";

const SPANISH_PRODUCTS = "#/collections/translation-es/entries/es-products";
const DRAFT = "cms/translation-es/es-products";
const NOTHING_TO_SAVE = "Nothing to save: the form says what is already saved.";

/** Where the content is kept, as the tests read and arrange it. */
interface Backend {
  /** A page in a fresh browser context, signed in where the backend needs it. */
  newPage(browser: Browser, baseURL: string): Promise<Page>;
  /** Opens the editor at `route` and waits for its form. */
  open(page: Page, route: string): Promise<void>;
  adminUrl: string;
  /** The repository's branches, and main's last commit. */
  git(...args: string[]): string;
  /** A draft whose file is main's, as an earlier Save left it, or another tool. */
  makeEmptyDraft(): void;
  stop(): void;
}

/** The developer's repository, with the first product's Spanish name translated from another English: it is listed as outdated. */
function repositoryWithOutdatedName(): string {
  const developer = developerRepository("cms-nothing-to-save-");
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
    makeEmptyDraft: () => git(editor.repo, "branch", DRAFT, "main"),
    stop: () => {
      editor.stop();
      fs.rmSync(developer, { recursive: true, force: true });
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
    makeEmptyDraft: () => {
      github.git("branch", DRAFT, "main");
      github.openPullRequest(DRAFT, ["decap-cms/draft"]);
    },
    stop: () => {
      github.remove();
      fs.rmSync(developer, { recursive: true, force: true });
    },
  };
}

for (const [name, start] of [["local", localBackend], ["GitHub", gitHubBackend]] as const) {
  test.describe(`${name}: nothing to save`, () => {
    test.describe.configure({ mode: "serial" });
    let backend: Backend;
    test.beforeAll(async () => {
      backend = await start();
    });
    test.afterAll(() => backend?.stop());

    const branches = () => backend.git("for-each-ref", "--format=%(refname:short)", "refs/heads/").trim().split("\n");
    const mainCommit = () => backend.git("rev-parse", "main").trim();

    /** The Spanish products in a browser of their own (a fresh tab with nothing kept), with the outdated name listed. */
    async function openSpanishProducts(browser: Browser, baseURL: string): Promise<{ page: Page; errors: string[] }> {
      const page = await backend.newPage(browser, baseURL);
      const errors = pageErrors(page);
      page.on("dialog", (dialog) => void dialog.accept());
      await backend.open(page, SPANISH_PRODUCTS);
      const outdated = page.getByRole("list", { name: "Outdated texts" });
      await expect(outdated.getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
      await expect(outdated.getByRole("listitem")).toContainText("Name");
      return { page, errors };
    }

    test(`${name}: a letter typed and deleted, then Save: nothing is written, the editor says so, and the file opens again in a fresh tab`, async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const before = mainCommit();
      const { page, errors } = await openSpanishProducts(browser, baseURL!);
      await openEntry(page, page, firstInSpanish.name);
      // The one product open; its summary follows the name, so the box is found by its label alone.
      const box = page.getByLabel("Name", { exact: true });
      await expect(box).toHaveCount(1);
      await box.press("End");
      await box.pressSequentially("x");
      await expect(box).toHaveValue(`${firstInSpanish.name}x`);
      await box.press("Backspace");
      await expect(box).toHaveValue(firstInSpanish.name);

      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByText(NOTHING_TO_SAVE)).toBeVisible({ timeout: 30_000 });
      // Not "saved", and not a failure of the store.
      await expect(page.getByText(/Entry saved|Not saved/)).toHaveCount(0);
      expect(branches()).toEqual(["main"]);
      expect(mainCommit()).toBe(before);
      // The form stays as it was, and usable: a real change is saved as a draft, which the editor then deletes.
      await expect(box).toHaveValue(firstInSpanish.name);
      await box.fill(`${firstInSpanish.name} (cambiado)`);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
      expect(branches()).toEqual([DRAFT, "main"]);
      await page.getByRole("button", { name: "Delete unpublished changes" }).click();
      await expect.poll(branches, { timeout: 30_000 }).toEqual(["main"]);
      expect(errors).toEqual([]);
      await page.context().close();

      const fresh = await openSpanishProducts(browser, baseURL!);
      await expect(fresh.page.getByText("Loading entry...")).toHaveCount(0);
      await expect(fresh.page.getByRole("heading", { name: "This draft changes nothing" })).toHaveCount(0);
      expect(fresh.errors).toEqual([]);
      await fresh.page.context().close();
    });

    test(`${name}: a draft whose file is main's opens, says it changes nothing, is listed on the Workflow board and can be deleted from the editor`, async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      backend.makeEmptyDraft();
      const before = mainCommit();
      const { page, errors } = await openSpanishProducts(browser, baseURL!);
      await expect(page.getByRole("heading", { name: "This draft changes nothing" })).toBeVisible();
      await expect(page.getByText("Loading entry...")).toHaveCount(0);
      await openEntry(page, page, firstInSpanish.name);
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue(firstInSpanish.name);

      // Publish would change nothing on the website: refused, and nothing is written.
      await page.getByRole("button", { name: "Status: Draft" }).click();
      await page.getByRole("menuitem", { name: "Ready", exact: true }).click();
      await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await page.getByRole("menuitem", { name: "Publish now" }).click();
      await expect(page.getByText(/^Not published: this draft changes nothing/)).toBeVisible({ timeout: 30_000 });
      expect(mainCommit()).toBe(before);

      await page.goto(`${backend.adminUrl}#/workflow`);
      await expect(page.getByRole("heading", { name: "Ready", exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("link", { name: /Product catalogue, in Spanish/ })).toBeVisible();
      // The notice belongs to the file: not on the board.
      await expect(page.getByRole("heading", { name: "This draft changes nothing" })).toHaveCount(0);

      await page.goto(`${backend.adminUrl}${SPANISH_PRODUCTS}`);
      await page.getByRole("button", { name: "Delete unpublished changes" }).click();
      await expect.poll(branches, { timeout: 30_000 }).toEqual(["main"]);
      expect(mainCommit()).toBe(before);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
}
