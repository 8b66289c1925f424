/**
 * The content editor as it runs in production: at the site's own address, with its production
 * configuration (the GitHub backend, the editorial workflow) and security policy, signed in to
 * GitHub, whose API a fake answers from a git repository (fake-github.ts). At 1440 px:
 *
 * - The Spanish form says it is checking until the English is read from GitHub (the answer held
 *   back), and says so when GitHub fails to answer; the form works.
 * - English published on GitHub's main meanwhile (not in the build the editor came with): the
 *   Spanish form shows the figure and a reworded origin outdated and the new product to translate,
 *   read from GitHub. A letter typed and deleted in the origin leaves it outdated; a confirm clears it.
 * - The Spanish corrected and saved (the product stays open): a draft branch and pull request
 *   labelled as a draft, its commit named in staff's words; reviewed, set Ready and published:
 *   merged into main.
 * - English saved as a draft (the product's picture shown, read from GitHub): the Spanish form
 *   compares with the draft's English, and says so.
 * - Five minutes on, Decap asks GitHub's status page whether GitHub is up (the editor's policy
 *   allows it).
 * - No console errors, no request GitHub's fake does not know.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { PRODUCTION_BACKEND } from "../../plugins/decap-cms/editor/cms-config";
import { siteUrl } from "../../src/lib/build-settings";
import { developerRepository, RESTORE_QUESTION, first, firstFigureInSpanishForm, firstInSpanish, ORIGIN_NOW, touchThenConfirmOrigin, git, openEntry, pageErrors, previewOf, PRODUCTS, sesame, setStatus, SPANISH, type Product } from "./editor-form";
import { FakeGitHub, GITHUB_API, STAFF, STAFF_TOKEN } from "./fake-github";

let developer: string;
let github: FakeGitHub;

test.beforeAll(() => {
  developer = developerRepository("cms-github-");
  github = FakeGitHub.of(developer, PRODUCTION_BACKEND.repo!);
});

test.afterAll(() => {
  github?.remove();
  if (developer) fs.rmSync(developer, { recursive: true, force: true });
});

/** Opens a file of the editor by its address, at the site's own address, in a fresh page load. */
async function open(page: Page, route: string) {
  await page.goto("about:blank");
  await page.goto(`${siteUrl}/admin/${route}`);
  await expect(page.getByRole("button", { name: "Toggle preview" })).toBeVisible({ timeout: 60_000 });
}

/** The file on a branch of GitHub's repository. */
const onGitHub = <T>(branch: string, file: string): T => JSON.parse(github.git("show", `${branch}:${file}`)) as T;

test("on GitHub: a published English change is outdated at once in Spanish; the Spanish is saved, reviewed and published; an English draft is compared with", async ({ page, context, baseURL }) => {
  test.setTimeout(600_000);
  const errors = pageErrors(page);
  page.on("dialog", (dialog) => void (RESTORE_QUESTION.test(dialog.message()) ? dialog.dismiss() : dialog.accept()));
  await page.setViewportSize({ width: 1440, height: 900 });
  // Time runs as usual, and can be moved on (Decap's checks every 5 minutes).
  await page.clock.install();
  // Signed in, at the site's address answered by the build under test, with its hosting headers.
  await github.signIn(context, { siteOrigin: siteUrl, baseURL: baseURL!, user: { ...STAFF, token: STAFF_TOKEN } });
  const pulls = () => github.pullRequests().map(({ head, state, labels, mergedAt }) => ({ head, state, labels, merged: mergedAt !== null }));

  await test.step("the Spanish form says it is checking until the English is read from GitHub, and says so when the read fails", async () => {
    // GitHub's answer with the English held back until the panel has been looked at.
    const englishOnGitHub = `${GITHUB_API}/repos/${PRODUCTION_BACKEND.repo}/contents/${PRODUCTS}?*`;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(englishOnGitHub, async (route) => {
      await released;
      await route.fallback();
    });
    await open(page, "#/collections/translation-es/entries/es-products");
    await expect(page.getByText("Checking the texts against the English in the repository…")).toBeVisible();
    await expect(page.getByText("No text is outdated.", { exact: false })).toHaveCount(0);
    release();
    await expect(page.getByText("No text is outdated.", { exact: false })).toBeVisible({ timeout: 30_000 });
    await page.unroute(englishOnGitHub);

    // GitHub fails to answer (three tries): said so, and the form still works.
    await page.route(englishOnGitHub, (route) => route.fulfill({ status: 502, json: { message: "Server Error" }, headers: { "Access-Control-Allow-Origin": "*" } }));
    await open(page, "#/collections/translation-es/entries/es-products");
    await expect(page.getByRole("alert").filter({ hasText: "The English could not be read from the repository" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("github-spanish-english-unread-1440.png") });
    await page.unroute(englishOnGitHub);
    // The browser reported the failed answers; nothing else is an error.
    errors.splice(0, errors.length, ...errors.filter((error) => !/status of 502/.test(error)));
  });

  await test.step("English published on GitHub meanwhile: the Spanish form shows it outdated, and the new product to translate", async () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), "cms-github-clone-"));
    git(os.tmpdir(), "clone", "--quiet", github.dir, clone);
    const published = JSON.parse(fs.readFileSync(path.join(clone, PRODUCTS), "utf8")) as { products: Product[] };
    published.products[0]!.specifications[0]!.value = "46% min";
    (published.products[0] as Product & { origin: string }).origin = ORIGIN_NOW;
    fs.writeFileSync(path.join(clone, PRODUCTS), `${JSON.stringify({ products: [...published.products, sesame] }, null, 2)}\n`);
    git(clone, "-c", "user.name=Staff", "-c", "user.email=staff@example.com", "commit", "--quiet", "-am", "Products: 46% min, origin; Sesame Seeds (added)");
    git(clone, "push", "--quiet", "origin", "main");
    fs.rmSync(clone, { recursive: true, force: true });

    await open(page, "#/collections/translation-es/entries/es-products");
    const outdated = page.getByRole("list", { name: "Outdated texts" });
    await expect(outdated.getByRole("listitem")).toHaveCount(2, { timeout: 30_000 });
    await expect(outdated).toContainText(firstFigureInSpanishForm);
    await expect(outdated).toContainText("English now: 46% min");
    await expect(outdated).toContainText("the Spanish has 45 where the English has 46");
    await expect(page.getByRole("list", { name: "To translate" }).getByRole("listitem")).toHaveText(["Sesame Seeds (sesame-seeds)"]);
    await page.screenshot({ path: test.info().outputPath("github-spanish-outdated-1440.png") });
  });

  await test.step("a letter typed and deleted in the outdated origin leaves it outdated; Still correct: confirm clears it", async () => {
    await touchThenConfirmOrigin(page);
  });

  await test.step("the Spanish corrected and saved: a draft branch and pull request, its commit in staff's words", async () => {
    const product = await openEntry(page, page, firstInSpanish.name);
    const row = await openEntry(product, page, firstInSpanish.specifications[0]!.parameter);
    await row.getByLabel("Value", { exact: true }).fill("46 % mín.");
    await expect(page.getByText("No text is outdated.", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
    // Saving leaves the product open where the translator was.
    await expect(product.getByLabel("Name", { exact: true })).toHaveValue(firstInSpanish.name);
    const draft = "cms/translation-es/es-products";
    expect(pulls()).toEqual([{ head: draft, state: "open", labels: ["decap-cms/draft"], merged: false }]);
    expect(github.git("log", "-1", "--format=%s", draft)).toBe(`Spanish, Products: ${firstInSpanish.name} (${firstInSpanish.specifications[0]!.parameter.toLowerCase()})`);
    const saved = onGitHub<{ products: Product[]; translatedFrom: Record<string, string> }>(draft, SPANISH);
    expect(saved.products.find(({ id }) => id === first.id)!.specifications[0]!.value).toBe("46 % mín.");
    // Its record of what it translates names the English now (the value's line, and the origin's confirmed): nothing left to confirm.
    expect(github.git("diff", "main", draft, "--", SPANISH).split("\n").filter((line) => /^[-+] /.test(line))).toHaveLength(6);
  });

  await test.step("reviewed, set Ready and published: the pull request merged into main, its branch gone", async () => {
    await setStatus(page, "Draft", "In review");
    await setStatus(page, "In review", "Ready");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect(page.getByText("Entry published")).toBeVisible({ timeout: 30_000 });
    expect(pulls()).toEqual([{ head: "cms/translation-es/es-products", state: "closed", labels: ["decap-cms/pending_publish"], merged: true }]);
    expect(github.git("for-each-ref", "--format=%(refname:short)", "refs/heads/")).toBe("main");
    const spanish = onGitHub<{ products: Product[] }>("main", SPANISH);
    expect(spanish.products.find(({ id }) => id === first.id)!.specifications[0]!.value).toBe("46 % mín.");
  });

  await test.step("English saved as a draft: the Spanish form compares with the draft's English, and says so", async () => {
    await open(page, "#/collections/catalogue/entries/products");
    const product = await openEntry(page, page, first.name);
    // The product's picture shows, read from GitHub, without the media library opened first.
    await expect.poll(() => product.locator("img").first().evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    const row = await openEntry(product, page, first.specifications[0]!.parameter);
    await row.getByLabel("Value", { exact: true }).fill("48% min");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
    expect(pulls().at(-1)).toEqual({ head: "cms/catalogue/products", state: "open", labels: ["decap-cms/draft"], merged: false });

    await open(page, "#/collections/translation-es/entries/es-products");
    const outdated = page.getByRole("list", { name: "Outdated texts" });
    await expect(outdated).toContainText("English now: 48% min", { timeout: 30_000 });
    await expect(page.getByText("Compared with the English of a draft not yet published.", { exact: false })).toBeVisible();
    await expect(page.getByRole("list", { name: "To translate" }).getByRole("listitem")).toHaveText(["Sesame Seeds (sesame-seeds)"]);
    const preview = await previewOf(page);
    await expect(preview.getByText(/; 1 outdated/)).toBeVisible();
  });

  await test.step("five minutes on, Decap asks GitHub's status page whether GitHub is up, as the editor's policy allows", async () => {
    // The check runs where Decap's header is: the collections and the workflow, not an open file.
    await page.evaluate(() => {
      window.location.hash = "#/workflow";
    });
    await expect(page.getByRole("link", { name: /Product catalogue/ })).toBeVisible({ timeout: 30_000 });
    await page.clock.fastForward("05:01");
    await expect.poll(() => github.statusAsked).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: /Product catalogue/ })).toBeVisible();
  });

  expect(errors).toEqual([]);
  expect(github.unknown).toEqual([]);
});
