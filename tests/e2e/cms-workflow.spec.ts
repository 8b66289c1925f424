/**
 * The editorial workflow with the local backend, as `npm run cms` runs it: decap-server in git
 * mode works in the CMS workspace, a clone of the developer's repository
 * (scripts/cms-workspace.mjs), never in their working copy. A product's name edited and saved is
 * a draft (the branch cms/catalogue/products) and leaves main as it was; In review and Ready are
 * the branch's status; Publish makes it a commit on the workspace's main that changes exactly
 * that line, and the draft is gone. The developer's repository, with its uncommitted work, stays
 * as it was throughout, until they run the pull command they are given, which brings the change.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { prepareCmsWorkspace, unpulledCommits } from "../../scripts/cms-workspace.mjs";
import { git, setStatus } from "./editor-form";
import { openEditor, removeRepository, startLocalEditor, type LocalEditor } from "./local-editor";
import { root } from "./scratch-site";

// A failed first try keeps a light trace (the actions and the console, no snapshots): a Save that once
// showed no draft in a clean run (issue 60) left nothing to tell why, as traces are kept on retries only.
test.use({ trace: { mode: "retain-on-failure", snapshots: false, screenshots: false, sources: false } });

const INDEX = 3;
const NEW_NAME = "Castor Extraction Meal (De-oiled)";
const DRAFT = "cms/catalogue/products";
const PRODUCTS = "content/products.json";
/** The developer's work in progress, which decap-server's `git add .` would take into a draft if it worked in their copy. */
const MODIFIED = "content/site.json";
const UNTRACKED = "content/images/products/new-photo.jpg";

let developer: string;
let editor: LocalEditor;
let original: string;


/** Everything of the developer's repository a tool of the editor could change, to compare byte for byte. */
function snapshot(repo: string) {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (file !== path.join(repo, ".git")) walk(file);
      } else {
        files[path.relative(repo, file)] = crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
      }
    }
  };
  walk(repo);
  return {
    head: git(repo, "symbolic-ref", "HEAD") + git(repo, "rev-parse", "HEAD"),
    refs: git(repo, "for-each-ref", "--format=%(refname) %(objectname)"),
    index: git(repo, "ls-files", "--stage"),
    status: git(repo, "--no-optional-locks", "status", "--porcelain", "--untracked-files=all"),
    files,
  };
}

test.beforeAll(async () => {
  developer = fs.mkdtempSync(path.join(os.tmpdir(), "cms-developer-"));
  fs.cpSync(path.join(root, "content"), path.join(developer, "content"), { recursive: true });
  for (const file of ["package.json", "README.md"]) fs.copyFileSync(path.join(root, file), path.join(developer, file));
  git(developer, "init", "--quiet", "--initial-branch=main");
  git(developer, "add", ".");
  // An identity for this commit only: the workspace must find its own (prepareCmsWorkspace).
  git(developer, "-c", "user.name=Developer", "-c", "user.email=developer@example.com", "commit", "--quiet", "-m", "The site's content");
  const site = path.join(developer, MODIFIED);
  fs.writeFileSync(site, fs.readFileSync(site, "utf8").replace(/"name": "[^"]*"/, '"name": "Work in progress"'));
  fs.copyFileSync(path.join(root, "content", "images", "hero.jpg"), path.join(developer, UNTRACKED));
  original = fs.readFileSync(path.join(developer, PRODUCTS), "utf8");
  editor = await startLocalEditor(test.info().parallelIndex, { gitSource: developer });
});

test.afterAll(async () => {
  await editor?.stop();
  if (developer) removeRepository(developer);
});

/** One product in the form, opened (as in cms.spec.ts: list items are named by their summary). */
async function openProduct(page: Page, name: string) {
  const item = page.locator("div").filter({ has: page.getByText(name, { exact: true }) }).filter({ has: page.getByRole("button") }).last();
  await item.getByRole("button").first().click();
  await expect(item.getByLabel("Name", { exact: true })).toBeVisible();
  return item;
}

const COLUMNS = ["Drafts", "In Review", "Ready"];

/** A column of the Workflow board: the outermost block with its heading and neither of the others'. */
function column(page: Page, heading: string) {
  let block = page.locator("div").filter({ has: page.getByRole("heading", { name: heading, exact: true }) });
  for (const other of COLUMNS.filter((name) => name !== heading)) block = block.filter({ hasNot: page.getByRole("heading", { name: other, exact: true }) });
  return block.first();
}


test("a saved edit is a draft in the workspace, goes through review, and Publish makes it one commit on the workspace's main; the developer's copy is untouched", async ({ page }) => {
  // Eight steps, each a round trip through decap-server and git, on a busy two-core machine.
  test.setTimeout(300_000);
  const workspace = editor.repo;
  const before = snapshot(developer);
  const mainBefore = git(workspace, "rev-parse", "main").trim();
  const product = (JSON.parse(original) as { products: { name: string }[] }).products[INDEX]!;
  const branches = () => git(workspace, "for-each-ref", "--format=%(refname:short)", "refs/heads/").trim().split("\n");
  const description = () => spawnSync("git", ["config", "--get", `branch.${DRAFT}.description`], { cwd: workspace, encoding: "utf8" }).stdout.trim();
  /** The workspace between requests: main checked out, nothing uncommitted, and main's products as `expected`. */
  const expectWorkspaceMain = (expected: string) => {
    expect(git(workspace, "symbolic-ref", "--short", "HEAD").trim()).toBe("main");
    expect(git(workspace, "status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(git(workspace, "show", `main:${PRODUCTS}`)).toBe(expected);
  };
  let violations: string[] = [];
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  expect(editor.workspace).toMatchObject({ state: "cloned", drafts: [], unpulled: { commits: [] } });
  // By default the workspace is inside the repository's git directory, out of the developer's tools' sight.
  expect(workspace).toBe(path.join(developer, ".git", "cms-workspace"));

  await test.step("Save makes a draft branch; main stays as it was", async () => {
    violations = await openEditor(page, editor, "#/collections/catalogue/entries/products");
    const item = await openProduct(page, product.name);
    await item.getByLabel("Name", { exact: true }).fill(NEW_NAME);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
    // Save draws the form again: the product being edited is open again, the others closed.
    await expect(page.getByLabel("Name", { exact: true })).toHaveCount(1);
    await expect(page.getByLabel("Name", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(NEW_NAME);

    expect(branches()).toEqual([DRAFT, "main"]);
    expect(description()).toBe("decap-cms/draft");
    const draft = JSON.parse(git(workspace, "show", `${DRAFT}:${PRODUCTS}`)) as { products: { name: string }[] };
    expect(draft.products[INDEX]!.name).toBe(NEW_NAME);
    expect(git(workspace, "rev-parse", "main").trim()).toBe(mainBefore);
    expectWorkspaceMain(original);
    expect(fs.readFileSync(path.join(workspace, PRODUCTS), "utf8")).toBe(original);
    expect(snapshot(developer)).toEqual(before);

    await page.getByRole("link", { name: /Writing in Products collection/ }).click();
    await page.getByRole("link", { name: "Workflow", exact: true }).click();
    await expect(column(page, "Drafts").getByRole("link", { name: /Product catalogue/ })).toBeVisible();
    await expect(column(page, "In Review").getByRole("link")).toHaveCount(0);
  });

  await test.step("In review, then Ready: the draft's status is its branch's description", async () => {
    await column(page, "Drafts").getByRole("link", { name: /Product catalogue/ }).click();
    await setStatus(page, "Draft", "In review");
    expect(description()).toBe("decap-cms/pending_review");
    await setStatus(page, "In review", "Ready");
    expect(description()).toBe("decap-cms/pending_publish");
    expectWorkspaceMain(original);
    expect(snapshot(developer)).toEqual(before);
  });

  await test.step("Publish makes the draft one commit on the workspace's main, changing that line only, and deletes the branch", async () => {
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry published")).toBeVisible({ timeout: 30_000 });
    expect(dialogs).toEqual(["Are you sure you want to publish this entry?"]);
    expect(violations).toEqual([]);

    expect(branches()).toEqual(["main"]);
    expect(description()).toBe("");
    expect(git(workspace, "rev-list", `${mainBefore}..main`).trim().split("\n")).toHaveLength(1);
    expect(git(workspace, "rev-parse", "main^").trim()).toBe(mainBefore);
    expect(git(workspace, "diff", "--name-only", mainBefore, "main").trim()).toBe(PRODUCTS);
    const published = git(workspace, "show", `main:${PRODUCTS}`);
    expectWorkspaceMain(published);
    const [was, now] = [original.split("\n"), published.split("\n")];
    expect(now).toHaveLength(was.length);
    const changed = now.flatMap((line, index) => (line === was[index] ? [] : [[was[index], line]]));
    expect(changed).toEqual([[`      "name": ${JSON.stringify(product.name)},`, `      "name": ${JSON.stringify(NEW_NAME)},`]]);
  });

  await test.step("The developer's repository is as it was; the pull command they are given brings the commit in", async () => {
    expect(snapshot(developer)).toEqual(before);
    const mainAfter = git(workspace, "rev-parse", "main").trim();
    const unpulled = unpulledCommits({ source: developer, workspace });
    // The commit message names what changed (plugins/decap-cms/editor/commit-messages.ts), where Decap's would say `Update Products “products”`.
    expect(unpulled.commits).toEqual([{ hash: mainAfter, subject: `Products: ${NEW_NAME} (name)` }]);
    expect(unpulled.command).toBe(`git pull ${workspace} main`);

    const pull = spawnSync(unpulled.command, { cwd: developer, shell: true, encoding: "utf8" });
    expect(pull.status, pull.stderr).toBe(0);
    expect(git(developer, "rev-parse", "HEAD").trim()).toBe(mainAfter);
    expect(fs.readFileSync(path.join(developer, PRODUCTS), "utf8")).toBe(git(workspace, "show", `main:${PRODUCTS}`));
    // The work in progress is still there, as it was.
    const after = snapshot(developer);
    expect(after.files[MODIFIED]).toBe(before.files[MODIFIED]);
    expect(after.files[UNTRACKED]).toBe(before.files[UNTRACKED]);
    expect(after.status).toBe(before.status);
    expect(unpulledCommits({ source: developer, workspace }).commits).toEqual([]);
    expect(prepareCmsWorkspace({ source: developer, workspace })).toMatchObject({ state: "up to date", drafts: [] });
  });

  await test.step("a draft made after the Publish: its card on the board names its own change, not the name just published, which the editor's content (the last build's) still lacks", async () => {
    const other = (JSON.parse(original) as { products: { name: string }[] }).products[INDEX + 1]!;
    const item = await openProduct(page, other.name);
    await item.getByLabel("Name", { exact: true }).fill(`${other.name} (renamed)`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("link", { name: /Writing in Products collection/ }).click();
    await page.getByRole("link", { name: "Workflow", exact: true }).click();
    const card = column(page, "Drafts").getByRole("link", { name: /Product catalogue/ });
    await expect(card).toContainText(`Name: ${other.name} → ${other.name} (renamed)`);
    await expect(card).not.toContainText(NEW_NAME);
  });
});
