/**
 * Faults at the editor's backend end in words staff can act on within 10 s, and nothing typed is
 * lost (issue 61; request-faults.ts), on both backends: the editor opened while the store fails
 * (HTTP 500), a Save refused (HTTP 500 locally; GitHub's rate limit, which Decap waits out; a change
 * made meanwhile, 409; a file gone, 404; a write not allowed, 403), a Save whose connection closes
 * (which Decap's GitHub backend tries again for about a minute), and a Save whose answer is held; a
 * status change, a publish and a deletion refused; the list of files and the translation status's
 * read of the English failed or held; the pictures that cannot be listed; each tried again once the
 * fault has cleared. (Every request kind with every fault: tests/unit/cms/request-faults.test.ts.)
 */
import { expect, test, type Browser, type Page, type Request, type Route } from "@playwright/test";
import { axeViolations } from "./axe";
import { backends, type Backend } from "./editor-backends";
import { first, firstInSpanish, openEntry, readContent, RESTORE_QUESTION } from "./editor-form";

const SPANISH = "#/collections/translation-es";
const SPANISH_PRODUCTS = `${SPANISH}/entries/es-products`;
/** The Spanish products' file as the list of files names it. */
const SPANISH_CATALOGUE = "Product catalogue, in Spanish";
const PRODUCTS = "#/collections/catalogue/entries/products";
/** The first product's picture, as the media library names it. */
const FIRST_PICTURE = readContent<{ products: { image: string }[] }>("content/products.json").products[0]!.image.split("/").pop()!;
/** What staff must be told within. */
const TOLD_WITHIN_MS = 10_000;
/** GitHub's answers come from another origin: a fault's answer says so too, or the browser hides it. */
const CORS = { "Access-Control-Allow-Origin": "*" };

const fail = (status: number, body: object, headers: Record<string, string> = {}) => (route: Route) => route.fulfill({ status, json: body, headers: { ...CORS, ...headers } });

/** An answer held until `release`, then passed on to the backend; counting the requests it met. */
function held() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const { answer, asked } = counting(async (route) => {
    await released;
    await route.fallback();
  });
  return { answer, asked, release: () => release() };
}

/** A fault's answer that counts the requests it met. */
function counting(answer: (route: Route) => Promise<void>) {
  let count = 0;
  return {
    answer: (route: Route) => {
      count += 1;
      return answer(route);
    },
    asked: () => count,
  };
}

// A first try that fails keeps a trace of its actions, requests and console (test-results/chromium-waiting),
// without the page's snapshots and screenshots, which cost editor tests twice their time (issue 60).
test.use({ trace: { mode: "retain-on-failure", snapshots: false, screenshots: false, sources: false } });

for (const { name, start } of backends) {
  test.describe(`${name}: faults at the backend`, () => {
    let backend: Backend;
    test.beforeAll(async () => {
      backend = await start();
    });
    test.afterAll(() => backend?.stop());

    test(`${name}: a file that cannot be opened, a Save refused, a connection closed and an answer held are each said within 10 s; the typing stays; each works once the fault clears`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      // Playwright's clock stands for the 10 s before a request not answered is said (waitingFor).
      const { page, uncaught } = await watchedPage(backend, browser, baseURL!);
      const branches = () => backend.git("for-each-ref", "--format=%(refname:short)", "refs/heads/").trim().split("\n");

      await test.step("the file cannot be opened (HTTP 500): said, with a reload that opens it once the fault clears", async () => {
        const clear = await backend.fault(page, "open", fail(500, { error: "Unknown error", message: "Server Error" }));
        await page.goto(`${backend.adminUrl}${SPANISH_PRODUCTS}`);
        if (name === "local") await page.getByRole("button", { name: "Login", exact: true }).click();
        // Locally the file's read fails; on GitHub, Decap lists the pictures through the same git trees first, and stops there.
        const failed = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: name === "local" ? /^Could not (.+, nor )?open the (file|draft)/ : /^Could not (.+, nor )?list the pictures/ }) });
        await expect(failed).toBeVisible({ timeout: 60_000 });
        await expect(failed).toContainText("had a fault (HTTP 500). Nothing you typed is lost");
        // Said in the notice (and Decap's passing message): Decap's own unstyled echo of it, a heading where the form would be, is hidden.
        await expect(page.locator("h3").filter({ hasText: "had a fault (HTTP 500)" }).filter({ visible: true })).toHaveCount(0);
        await page.screenshot({ path: test.info().outputPath(`${name}-open-failed.png`) });
        await clear();
        await failed.getByRole("button", { name: "Reload the page" }).click();
        await expect(page.getByRole("button", { name: "Toggle preview" })).toBeVisible({ timeout: 60_000 });
        await expect(failed).toHaveCount(0);
      });

      const typed = `${firstInSpanish.name} (revisado)`;
      await openEntry(page, page, firstInSpanish.name);
      const box = page.getByLabel("Name", { exact: true });
      await box.fill(typed);

      /**
       * The notice of a request not answered: nothing said until 10 s after Save was clicked (`since`,
       * the page's time then), said at them. Playwright's clock stands for the 10 s, once the
       * backend has been asked (`asked`).
       */
      const waitingFor = async (what: RegExp, since: number, asked: () => number) => {
        const waiting = page.getByRole("status").filter({ has: page.getByRole("heading", { name: what }) });
        await expect.poll(asked).toBeGreaterThan(0);
        const elapsed = await page.evaluate((from) => Date.now() - from, since);
        await page.clock.fastForward(Math.max(0, TOLD_WITHIN_MS - 500 - elapsed));
        await expect(waiting).toHaveCount(0);
        await page.clock.fastForward(1_000);
        await expect(waiting).toBeVisible({ timeout: 5_000 });
        await expect(waiting).toContainText("Everything you typed stays in the form");
        return waiting;
      };

      if (name === "local") {
        await test.step("Save refused (HTTP 500): said at once, nothing written, the typing kept", async () => {
          const clear = await backend.fault(page, "save", fail(500, { error: "Unknown error" }));
          await save(page);
          const told = page.getByText(/^Not saved: the content store had a fault \(HTTP 500\)/);
          await expect(told).toBeVisible({ timeout: TOLD_WITHIN_MS });
          await expect(told).toContainText("what you typed is still in the form");
          // Decap's message, once it has slid in: readable (white on a red of 4.5:1 or more) and wide enough for its four lines.
          await told.evaluate((text) => Promise.all(text.closest(".Toastify__toast")!.getAnimations().map((animation) => animation.finished)));
          await expect(told).toBeInViewport({ ratio: 1 });
          expect(await axeViolations(page, ".Toastify")).toEqual([]);
          expect((await told.boundingBox())!.width).toBeGreaterThan(360);
          await page.screenshot({ path: test.info().outputPath(`${name}-save-refused.png`) });
          await expect(box).toHaveValue(typed);
          expect(branches()).toEqual(["main"]);
          // Still unsaved, and no draft to delete: the refused first Save made none.
          await expect(page.getByText("Unsaved Changes", { exact: true })).toBeVisible();
          await expect(page.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
          await clear();
        });

        await test.step("the connection closes during Save: said at once, the typing kept", async () => {
          const clear = await backend.fault(page, "save", (route) => route.abort("connectionclosed"));
          await save(page);
          await expect(page.getByText(/^Not saved: the connection to the content store failed/)).toBeVisible({ timeout: TOLD_WITHIN_MS });
          await expect(box).toHaveValue(typed);
          expect(branches()).toEqual(["main"]);
          await clear();
        });
      } else {
        await test.step("Save meets GitHub's rate limit (HTTP 403), which Decap waits out: said within 10 s, with until when; after a reload the typing is restored", async () => {
          const reset = new Date(Date.now() + 10 * 60_000);
          const { answer, asked } = counting(
            fail(403, { message: "API rate limit exceeded for user ID 1." }, {
              "x-ratelimit-limit": "5000",
              "x-ratelimit-remaining": "0",
              "x-ratelimit-reset": String(Math.floor(reset.getTime() / 1000)),
              "Access-Control-Expose-Headers": "x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset",
            }),
          );
          const clear = await backend.fault(page, "save", answer);
          const since = await page.evaluate(() => Date.now());
          await save(page);
          const waiting = await waitingFor(/^Waiting for the content store to save/, since, asked);
          const until = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" }).format(reset);
          await expect(waiting).toContainText(`GitHub takes no more requests from this account until ${until} (its rate limit)`);
          await page.screenshot({ path: test.info().outputPath(`${name}-save-rate-limited.png`) });
          await expect(box).toHaveValue(typed);
          expect(branches()).toEqual(["main"]);
          await clear();
          // Decap holds its requests until the limit resets: a reload starts afresh, and offers back what was typed.
          await page.reload();
          await expect(page.getByRole("button", { name: "Toggle preview" })).toBeVisible({ timeout: 60_000 });
          await openEntry(page, page, typed);
          await expect(box).toHaveValue(typed);
        });

        await test.step("the connection closes during Save, which Decap tries again: said within 10 s; saved once the connection is back", async () => {
          const { answer, asked } = counting((route) => route.abort("connectionclosed"));
          const clear = await backend.fault(page, "save", answer);
          const since = await page.evaluate(() => Date.now());
          await save(page);
          await waitingFor(/^Waiting for the content store to save/, since, asked);
          await expect(box).toHaveValue(typed);
          expect(branches()).toEqual(["main"]);
          await clear();
          await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 60_000 });
        });
      }

      await test.step("Save refused as a change made meanwhile (HTTP 409), a file gone (404) and a write not allowed (403): each said at once with its reason; nothing written, the typing kept", async () => {
        const heads = () => backend.git("for-each-ref", "--format=%(refname:short) %(objectname)", "refs/heads/");
        const before = heads();
        // On GitHub the form was saved by the step before: a change to save again.
        const changed = `${firstInSpanish.name} (revisado de nuevo)`;
        await box.fill(changed);
        for (const [status, reason] of [
          [409, "someone else changed it at the same moment"],
          [404, "it is not in the repository any more: someone may have published or deleted it meanwhile"],
          [403, "the repository refused it: this account may not write there"],
        ] as const) {
          const clear = await backend.fault(page, "save", fail(status, { error: `HTTP ${status}`, message: status === 403 ? "Resource not accessible by integration" : `HTTP ${status}` }));
          await save(page);
          const told = page.getByText(`Not saved: ${reason}. Nothing was changed; what you typed is still in the form.`, { exact: false });
          await expect(told, `HTTP ${status}`).toBeVisible({ timeout: TOLD_WITHIN_MS });
          await expect(box).toHaveValue(changed);
          expect(heads()).toBe(before);
          await clear();
          await page.locator(".Toastify__toast").filter({ has: told }).getByRole("button", { name: "close" }).click();
          await expect(told).toHaveCount(0);
        }
      });

      await test.step("Save's answer held: said after 10 s and gone when it comes; the draft is saved", async () => {
        const again = `${firstInSpanish.name} (revisado otra vez)`;
        await box.fill(again);
        const { answer, asked, release } = held();
        const clear = await backend.fault(page, "save", answer);
        const since = await page.evaluate(() => Date.now());
        await save(page);
        const waiting = await waitingFor(/^Waiting for the content store to save/, since, asked);
        await expect(waiting).toContainText("If nothing happens within a minute, check the connection and reload the page.");
        await page.screenshot({ path: test.info().outputPath(`${name}-save-waiting.png`) });
        await expect(box).toHaveValue(again);
        release();
        await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible({ timeout: 30_000 });
        await expect(waiting).toHaveCount(0);
        await expect(box).toHaveValue(again);
        await clear();
        expect(branches()).toContain("cms/translation-es/es-products");
      });
      await test.step("a status change, a publish and a deletion refused (HTTP 500): each said at once, nothing changed, each works once the fault clears", async () => {
        const published = backend.git("rev-parse", "main");
        const refused = async (kind: "status" | "publish", act: () => Promise<void>, told: RegExp) => {
          const clear = await backend.fault(page, kind, fail(500, { error: "Unknown error", message: "Server Error" }));
          await act();
          await expect(page.getByText(told)).toBeVisible({ timeout: TOLD_WITHIN_MS });
          await expect(page.getByText(told)).toContainText("Nothing was changed; what you typed is still in the form");
          await clear();
          await page.getByRole("button", { name: "close" }).first().click();
        };
        const setStatus = async (from: string, to: string) => {
          await page.getByRole("button", { name: `Status: ${from}` }).click();
          await page.getByRole("menuitem", { name: to, exact: true }).click();
        };
        await refused("status", () => setStatus("Draft", "Ready"), /^Status not changed: the content store had a fault \(HTTP 500\)/);
        await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible();
        await setStatus("Draft", "Ready");
        await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible({ timeout: 30_000 });
        const publish = async () => {
          await page.getByRole("button", { name: "Publish", exact: true }).click();
          await page.getByRole("menuitem", { name: "Publish now" }).click();
        };
        await refused("publish", publish, /^Not published: the content store had a fault \(HTTP 500\)/);
        expect(backend.git("rev-parse", "main")).toBe(published);
        // Decap's own toast then says "Unpublished changes deleted" (its success phrase): the editor's notice says otherwise.
        const clear = await backend.fault(page, "delete", fail(500, { error: "Unknown error", message: "Server Error" }));
        await page.getByRole("button", { name: "Delete unpublished changes" }).click();
        const notDeleted = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Could not delete the draft" }) });
        await expect(notDeleted).toBeVisible({ timeout: TOLD_WITHIN_MS });
        await expect(notDeleted).toContainText("had a fault (HTTP 500). Nothing was changed");
        expect(branches()).toContain("cms/translation-es/es-products");
        await clear();
        await page.getByRole("button", { name: "Delete unpublished changes" }).click();
        await expect.poll(branches, { timeout: 30_000 }).toEqual(["main"]);
        await expect(notDeleted).toHaveCount(0);
      });
      expect(uncaught).toEqual([]);
      await page.context().close();
    });

    test(`${name}: the list of files and the translation status's read of the English, failed or held, are said within 10 s; the typing is restored after each reload; each works once the fault clears`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const { page, uncaught, restored } = await watchedPage(backend, browser, baseURL!);

      const list = page.getByRole("link", { name: SPANISH_CATALOGUE });
      const form = page.getByRole("button", { name: "Toggle preview" });
      if (name === "local") {
        await test.step("the list of files (HTTP 500): said, with a reload that lists them once the fault clears", async () => {
          const clear = await backend.fault(page, "list", fail(500, { error: "Unknown error", message: "Server Error" }));
          await page.goto(`${backend.adminUrl}${SPANISH}`);
          await page.getByRole("button", { name: "Login", exact: true }).click();
          const failed = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: /^Could not (.+, nor )?open the list of files/ }) });
          await expect(failed).toBeVisible({ timeout: 60_000 });
          await expect(failed).toContainText("had a fault (HTTP 500). Nothing you typed is lost: this browser keeps it. Reload the page to try again");
          await expect(list).toHaveCount(0);
          await page.screenshot({ path: test.info().outputPath(`${name}-list-failed.png`) });
          await clear();
          await failed.getByRole("button", { name: "Reload the page" }).click();
          await expect(list).toBeVisible({ timeout: 60_000 });
          await expect(failed).toHaveCount(0);
        });
      } else {
        await test.step("the list's reads of the files fail (HTTP 500): Decap lists the files from its configuration anyway; a file opened once the fault clears is read in full", async () => {
          const clear = await backend.fault(page, "list", fail(500, { message: "Server Error" }));
          await page.goto(`${backend.adminUrl}${SPANISH}`);
          await expect(list).toBeVisible({ timeout: 60_000 });
          // Drawn once Decap's list read has settled: a failure said by the editor would be there already.
          await expect(page.getByRole("alert")).toHaveCount(0);
          await clear();
          await list.click();
          await expect(form).toBeVisible({ timeout: 60_000 });
          await openEntry(page, page, firstInSpanish.name);
          await expect(page.getByLabel("Name", { exact: true })).toHaveValue(firstInSpanish.name);
          await page.goto(`${backend.adminUrl}${SPANISH}`);
          await expect(list).toBeVisible();
        });
      }

      await test.step("the list's reads held: said after 10 s, and gone when they are answered", async () => {
        const { answer, asked, release } = held();
        const clear = await backend.fault(page, "list", answer);
        await page.reload();
        const waiting = await saidWaiting(page, /^Waiting for the content store to open the list of files/, asked, 60_000);
        await expect(list).toHaveCount(0);
        await page.screenshot({ path: test.info().outputPath(`${name}-list-waiting.png`) });
        release();
        await expect(list).toBeVisible({ timeout: 30_000 });
        await expect(waiting).toHaveCount(0);
        await clear();
      });

      const notRead = page.getByText("The English could not be read from the repository, so what is outdated since the website was last built is not known.");
      // The outdated Spanish name, once corrected in the form, is recorded as translated from the English now.
      const outdated = page.getByText(/^1 outdated: the English changed after they were translated\./);
      const read = page.getByText("No text is outdated. Everything is translated.");
      const box = page.getByLabel("Name", { exact: true });
      const typed = `${firstInSpanish.name} (revisado)`;
      await test.step("the English cannot be read (the connection closed): the status says so within 10 s, the form works; read once the fault clears", async () => {
        const clear = await backend.fault(page, "english", (route) => route.abort("connectionclosed"));
        await page.goto(`${backend.adminUrl}${SPANISH_PRODUCTS}`);
        await expect(form).toBeVisible({ timeout: 60_000 });
        await expect(notRead).toBeVisible({ timeout: TOLD_WITHIN_MS });
        await expect(notRead).toContainText("Saving works as usual; reload the page to try again.");
        // Compared with the English of the last build meanwhile, which the Spanish name was not translated from either.
        await expect(outdated).toBeVisible();
        await openEntry(page, page, firstInSpanish.name);
        await box.fill(typed);
        await page.screenshot({ path: test.info().outputPath(`${name}-english-not-read.png`) });
        // Decap keeps a backup of the form 2 s after the last key (IndexedDB), which the reload restores.
        await page.clock.fastForward(3_000);
        await expect.poll(() => page.evaluate(backupKept, "backup.translation-es.es-products"), { timeout: 10_000 }).toBe(true);
        await clear();
        await page.reload();
        await restored(typed);
        await expect(read).toBeVisible({ timeout: TOLD_WITHIN_MS });
        await expect(notRead).toHaveCount(0);
      });

      await test.step("the English's read held: checking, then said after 10 s; both gone when the answer comes", async () => {
        const { answer, asked, release } = held();
        const clear = await backend.fault(page, "english", answer);
        await page.reload();
        await restored(typed);
        const waiting = await saidWaiting(page, /^Waiting for the content store to read the repository/, asked);
        await expect(page.getByText("Checking the texts against the English in the repository…")).toBeVisible();
        await page.screenshot({ path: test.info().outputPath(`${name}-english-waiting.png`) });
        release();
        await expect(read).toBeVisible({ timeout: 30_000 });
        await expect(waiting).toHaveCount(0);
        await expect(box).toHaveValue(typed);
        await clear();
      });
      expect(uncaught).toEqual([]);
      await page.context().close();
    });

    test(`${name}: the pictures that cannot be listed (HTTP 500, a connection closed, an answer held) are said within 10 s; the typing is restored after each reload; the pictures are listed once the fault clears`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const { page, uncaught, restored } = await watchedPage(backend, browser, baseURL!);
      await backend.open(page, PRODUCTS);
      const typed = `${first.name} (revised)`;
      await openEntry(page, page, first.name);
      await page.getByLabel("Name", { exact: true }).fill(typed);
      // Decap keeps a backup of the form 2 s after the last key, in IndexedDB (localForage's default store): written before the reloads.
      await page.clock.fastForward(3_000);
      await expect.poll(() => page.evaluate(backupKept, "backup.catalogue.products"), { timeout: 10_000 }).toBe(true);
      const form = page.getByRole("button", { name: "Toggle preview" });
      const failed = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: /^Could not (.+, nor )?list the pictures/ }) });
      // Once the fault clears, Decap lists the pictures again while a picture it read during the fault stays failed: the notice
      // may then name that alone ("Could not read the picture"), with its button to reload.
      const reload = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: /^Could not / }) }).getByRole("button", { name: "Reload the page" });

      await test.step("HTTP 500: said, with a reload that opens the file once the fault clears; its pictures listed", async () => {
        const clear = await backend.fault(page, "media", fail(500, { error: "Unknown error", message: "Server Error" }));
        // Decap lists each media folder of the file on its own: the certificates of analysis' folder, listed, must not end the pictures' failure.
        let documentsListed = 0;
        const listing = (request: Request) => {
          // GitHub asks for the folder's tree in the address, decap-server in the request's body.
          if (/content\/documents\/analyses\b/.test(decodeURIComponent(request.url()) + (request.postData() ?? ""))) documentsListed += 1;
        };
        page.on("requestfinished", listing);
        await page.reload();
        await expect(failed).toBeVisible({ timeout: TOLD_WITHIN_MS });
        await expect.poll(() => documentsListed).toBeGreaterThan(0);
        page.off("requestfinished", listing);
        await expect(failed).toContainText("had a fault (HTTP 500). Nothing you typed is lost: this browser keeps it. Reload the page to try again");
        await expect(form).toHaveCount(0);
        // Decap's spinner, which would turn for ever, is hidden while the notice says why.
        await expect(page.getByText("Loading entry...")).toBeHidden();
        await page.screenshot({ path: test.info().outputPath(`${name}-pictures-failed.png`) });
        await clear();
        await reload.click();
        await restored(typed);
        await expect(failed).toHaveCount(0);
        await page.getByRole("button", { name: "Choose different image" }).first().click();
        await expect(page.getByText(FIRST_PICTURE, { exact: true })).toBeVisible({ timeout: 30_000 });
      });

      if (name === "local") {
        await test.step("a connection closed: said; the file opens once it is back", async () => {
          const clear = await backend.fault(page, "media", (route) => route.abort("connectionclosed"));
          await page.reload();
          await expect(failed).toBeVisible({ timeout: TOLD_WITHIN_MS });
          await expect(failed).toContainText("The connection to the content store failed. Nothing you typed is lost");
          await clear();
          await reload.click();
          await restored(typed);
        });
      }

      await test.step("an answer held: said after 10 s and gone when it comes; the file opens", async () => {
        const { answer, asked, release } = held();
        const clear = await backend.fault(page, "media", answer);
        await page.reload();
        const waiting = await saidWaiting(page, /^Waiting for the content store to list the pictures/, asked);
        await expect(waiting).toContainText("Everything you typed stays in the form, and this browser keeps it if you reload.");
        await page.screenshot({ path: test.info().outputPath(`${name}-pictures-waiting.png`) });
        release();
        await restored(typed);
        await expect(waiting).toHaveCount(0);
        await clear();
      });
      expect(uncaught).toEqual([]);
      await page.context().close();
    });
  });
}

/** A page of the backend's on Playwright's clock, with the errors left uncaught; every question asked is accepted, and `restored` checks a reload asked to restore the typing. */
async function watchedPage(backend: Backend, browser: Browser, baseURL: string) {
  const page = await backend.newPage(browser, baseURL);
  await page.clock.install();
  const uncaught: string[] = [];
  page.on("pageerror", (error) => uncaught.push(error.message));
  const questions: string[] = [];
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    // A question whose page has already gone (a reload under way) needs no answer.
    dialog.accept().catch(() => undefined);
  });
  /** After a reload: Decap asked to restore the typing, and the name in the file's entry named `typed` is what was typed. */
  const restored = async (typed: string) => {
    await expect(page.getByRole("button", { name: "Toggle preview" })).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => questions.filter((question) => RESTORE_QUESTION.test(question)).length).toBeGreaterThan(0);
    questions.length = 0;
    await openEntry(page, page, typed);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(typed);
  };
  return { page, uncaught, restored };
}

/**
 * The notice of an answer held (`asked` counts the requests it met, `timeout` how long the page may
 * take to ask): said once Playwright's clock has passed the 10 s, saying that the typing stays.
 */
async function saidWaiting(page: Page, what: RegExp, asked: () => number, timeout?: number) {
  const waiting = page.getByRole("status").filter({ has: page.getByRole("heading", { name: what }) });
  await expect.poll(asked, { timeout }).toBeGreaterThan(0);
  await page.clock.fastForward(TOLD_WITHIN_MS);
  await expect(waiting).toBeVisible({ timeout: 5_000 });
  await expect(waiting).toContainText("Everything you typed stays in the form");
  return waiting;
}

/**
 * Whether Decap's backup of a file's typing is kept (decap-cms-lib-util's localForage: IndexedDB
 * "localforage", store "keyvaluepairs"). Read without making the database, and closed at once, so
 * that localForage's own opening and upgrades are never held up.
 */
function backupKept(key: string): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open("localforage");
    open.onupgradeneeded = () => open.transaction!.abort();
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const database = open.result;
      const done = (kept: boolean) => {
        database.close();
        resolve(kept);
      };
      try {
        const read = database.transaction("keyvaluepairs").objectStore("keyvaluepairs").get(key);
        read.onsuccess = () => done(Boolean(read.result));
        read.onerror = () => done(false);
      } catch {
        done(false);
      }
    };
  });
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}
