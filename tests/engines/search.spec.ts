/**
 * Search in Firefox ESR and WebKitGTK (issues 36 and 48), kept short (CI's time): a product's name
 * and the first digits of an HS code find their products, the keyboard alone opens one (English,
 * wide), the Arabic field finds Arabic pages (narrow), buyers' words in every language and both
 * widths (another name, a slip, a category, a product with the words that name none left out and
 * named; nothing for what is not sold), and without scripts
 * the field leads to the search page.
 */
import { BUYERS_WORDS } from "../e2e/buyers-words";
import { contentIn } from "../e2e/content";
import { localizedPath, locales } from "../../src/lib/locales";
import { categoryPath, productPath, SEARCH_PATH } from "../../src/lib/routes";
import { leftOutText } from "../../src/lib/search";
import { waitFor, type Engine } from "./engine";
import { expect, test } from "./fixtures";
import { launchFirefox } from "./firefox";
import { pageState, shown } from "./page-queries";
import { startProbeProxy } from "./probe-proxy";
import { launchWebKit } from "./webkit";

const english = contentIn("en");
const arabic = contentIn("ar");
const field = (label: string) => `header input[aria-label="${label}"]`;
const option = (href: string) => `[role="listbox"] a[role="option"][href="${href}"]`;
const product = (id: string) => english.products.find((entry) => entry.id === id)!;

/** Empties the field as a person would (select all, delete) is engine-specific; this sets it and tells the page. */
function clear(selector: string) {
  const input = document.querySelector<HTMLInputElement>(selector)!;
  input.value = "";
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Puts a whole query in the field at once, as a paste does, and tells the page: one search, not one a key. */
function pasteInto([selector, text]: [string, string]) {
  const input = document.querySelector<HTMLInputElement>(selector)!;
  input.value = text;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

test("a name and an HS code find their products, the keyboard opens one, and the Arabic field finds Arabic pages", async ({ engine }) => {
  test.setTimeout(90_000);
  await engine.resize(1280, 800);
  await engine.goto("/about/");
  const englishField = field(english.site.search.label);
  await engine.type(englishField, product("castor-oil").name);
  await waitFor("Castor Oil's result", () => engine.evaluate(shown, option(productPath("castor-oil"))));
  await engine.evaluate(clear, englishField);
  await engine.type(englishField, product("soya-meal").hsCode.slice(0, 4));
  await waitFor("the HS code's result", () => engine.evaluate(shown, option(productPath("soya-meal"))));
  await engine.press("ArrowDown");
  expect(await engine.evaluate((selector: string) => document.querySelector(selector)!.getAttribute("aria-activedescendant"), englishField)).toBeTruthy();
  await engine.press("Enter");
  await waitFor("the product's page", async () => (await engine.evaluate(pageState)).path === productPath("soya-meal"));

  await engine.resize(375, 800);
  await engine.goto("/ar/about/");
  const arabicField = field(arabic.site.search.label);
  const castorOil = arabic.products.find(({ id }) => id === "castor-oil")!;
  await engine.type(arabicField, castorOil.name);
  await waitFor("زيت الخروع's result", () => engine.evaluate(shown, option(localizedPath("ar", productPath("castor-oil")))));
});

/** An engine of this project's kind with its scripts off: WebKit's switched off, Firefox's refused by a policy (probe-proxy.ts). */
async function withoutScripts(engineName: string, origin: string, act: (engine: Engine) => Promise<void>) {
  const proxy = await startProbeProxy(origin, { scripts: engineName !== "firefox" });
  const engine = engineName === "firefox" ? await launchFirefox(proxy.origin) : await launchWebKit(proxy.origin, { browserArgs: ["--enable-javascript=false"] });
  try {
    await act(engine);
  } finally {
    await engine.close();
    await proxy.close();
  }
}

test("without scripts, no search field is shown (WebKit's switched off); scripts refused (Firefox's) leave the field, which leads to the search page; that page says search needs JavaScript and lists the categories", async ({ engineName }) => {
  test.setTimeout(90_000);
  await withoutScripts(engineName, String(test.info().project.use.baseURL), async (plain) => {
    await plain.resize(375, 800);
    await plain.load("/fr/contact/");
    const french = contentIn("fr");
    if (engineName === "webkit") {
      // Scripting off: @media (scripting: none) hides the field, which could lead only to the note.
      expect(await plain.evaluate(shown, 'header input[type="search"]')).toBe(false);
      await plain.load(`${localizedPath("fr", SEARCH_PATH)}?q=ricin`);
      expect(await plain.evaluate(shown, 'main input[type="search"]')).toBe(false);
    } else {
      // Scripts on but refused: the field is there, as before the scripts run. Enter pressed on its own: typing
      // waits for Firefox's frames in the page (caretKeptInView), which a page already leaving may never give
      // (a first try hung to its timeout in a clean run).
      await plain.type(field(french.site.search.label), "ricin");
      await plain.press("Enter");
      await waitFor("the search page", async () => (await plain.evaluate(pageState)).path === localizedPath("fr", SEARCH_PATH));
      expect(await plain.evaluate(() => location.search)).toBe("?q=ricin");
    }
    const state = await plain.evaluate(pageState);
    expect(state.h1).toBe(french.site.search.title);
    expect(await plain.evaluate(() => document.querySelector("main")!.textContent)).toContain(french.site.search.noScript);
    for (const { id } of french.categories) expect(await plain.evaluate(shown, `main a[href="${localizedPath("fr", categoryPath(id))}"]`), id).toBe(true);
  });
});

/** What the header's search shows: the query its results are for, their addresses, the first's marked words, the status and the panel's other links. */
function answer(): { resultsFor: string; hrefs: string[]; firstMarks: string[]; status: string; links: string[] } {
  const header = document.querySelector("header")!;
  const options = [...header.querySelectorAll('[role="listbox"]:not([hidden]) a[role="option"]')];
  return {
    resultsFor: header.querySelector('[role="listbox"]')?.getAttribute("data-results-for") ?? "",
    hrefs: options.map((option) => option.getAttribute("href")!),
    firstMarks: [...(options[0]?.querySelectorAll("mark") ?? [])].map((mark) => mark.textContent!),
    status: header.querySelector('[role="status"]')?.textContent ?? "",
    links: [...header.querySelectorAll("form a:not([role])")].map((link) => `${link.textContent} ${link.getAttribute("href")}`),
  };
}

for (const { code } of locales) {
  test(`buyers' words in ${code}, at 375 and 1280 px: another name, a slip, a category and a product asked for with a supplier's or a price's words find their products, marked; what is not sold finds nothing`, async ({ engine }) => {
    test.setTimeout(120_000);
    const { site, categories } = contentIn(code);
    const words = BUYERS_WORDS[code];
    const at = (id: string) => localizedPath(code, productPath(id));
    const input = field(site.search.label);
    const ask = async (query: string, what: string, done: (state: ReturnType<typeof answer>) => boolean, pasted = false) => {
      await engine.evaluate(clear, input);
      if (pasted) await engine.evaluate(pasteInto, [input, query] as [string, string]);
      else await engine.type(input, query);
      const state = await waitFor(what, async () => {
        const now = await engine.evaluate(answer);
        return now.resultsFor === query && done(now) ? now : undefined;
      });
      return state!;
    };
    for (const width of [375, 1280]) {
      await engine.resize(width, 800);
      await engine.goto(localizedPath(code, "/about/"));
      const [alias, aliased, marked] = words.alias;
      const byAlias = await ask(alias, `${alias}'s product first`, ({ hrefs }) => hrefs[0] === at(aliased));
      expect(byAlias.firstMarks).toContain(marked);
      const [slip, meant, slipped] = words.slip;
      const bySlip = await ask(slip, `${meant} for ${slip}`, ({ hrefs }) => hrefs[0] === at(slipped));
      expect(bySlip.status).toContain(meant);
      expect(bySlip.links).toContain(`${meant} ${localizedPath(code, SEARCH_PATH)}?q=${encodeURIComponent(meant)}`);
      const category = categories.find(({ id }) => id === words.category)!;
      const byCategory = await ask(category.name, `the ${category.id} category`, ({ hrefs }) => hrefs.includes(localizedPath(code, categoryPath(category.id))));
      expect(byCategory.hrefs.some((href) => !href.includes("/category/"))).toBe(true);
      // As buyers ask: the product first (alone where no other has the words searched), the words left out named.
      // Pasted whole (typing key by key is the other queries' part): one search each, not one a key.
      for (const [query, id, leftOut, only] of words.asked) {
        const asked = await ask(query, `${id} for ${query}`, ({ hrefs }) => hrefs[0] === at(id), true);
        // No other product (its category may be listed with it).
        if (only) expect(asked.hrefs.filter((href) => !href.includes("/category/")), query).toEqual([at(id)]);
        if (leftOut.length > 0) expect(asked.status, query).toContain(leftOutText(site.search.leftOut, leftOut, code));
        else expect(asked.status, query).not.toContain(site.search.leftOut.slice(0, site.search.leftOut.indexOf("{words}")).trim());
      }
      for (const query of words.notSold) {
        const none = await ask(query, `nothing for ${query}`, ({ status }) => status === site.search.noResults);
        expect(none.hrefs).toEqual([]);
      }
    }
  });
}
