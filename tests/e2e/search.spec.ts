/**
 * Search (issues 36 and 48): the header's field finds products by name (first), HS code,
 * specification and origin in each language, by the other names buyers use, through a slip of the
 * keys ("Did you mean"), and categories by their names; marks what each result matched; finds
 * nothing for things not sold; is driven by the keyboard alone (the WAI-ARIA combobox pattern),
 * passes axe with its results open, offers the categories when nothing matches, loads nothing
 * before it is reached for, and without scripts is a form to the search page. One page visit per
 * language and width, with many checks each: CI's time is the budget here.
 */
import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { contentIn } from "./content";
import { localizedPath, locales } from "../../src/lib/locales";
import { BUYERS_WORDS } from "./buyers-words";
import { categoryPath, productPath, SEARCH_PATH } from "../../src/lib/routes";
import { leftOutText } from "../../src/lib/search";

/** The product each kind of query must find: by name, by the first 4 digits of its HS code, by a word of its specifications, by its origin. */
const byName = "castor-oil";
const byCode = "soya-meal";
const bySpecification = "groundnut-meal";
/** The product whose origin's first word (Rajasthan) is nowhere else in its page. */
const byOrigin = "rapeseed-meal";

/** Records search's responses: Pagefind's files, and any script that loads Pagefind (search's chunk). */
function searchResponses(page: Page): string[] {
  const seen: string[] = [];
  page.on("response", async (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/pagefind/")) seen.push(pathname);
    else if (pathname.endsWith(".js") && (await response.text().catch(() => "")).includes("/pagefind/pagefind.js")) seen.push(pathname);
  });
  return seen;
}

function queries(code: (typeof locales)[number]["code"]) {
  const { products, site, categories } = contentIn(code);
  const product = (id: string) => products.find((entry) => entry.id === id)!;
  return {
    site,
    categories,
    name: product(byName).name,
    code: product(byCode).hsCode.slice(0, 4),
    // The first word of a specification parameter ("Aflatoxin" of "Aflatoxin B1"), as the language writes it.
    specification: product(bySpecification).specifications.at(-1)!.parameter.split(" ")[0]!,
    // The first word of a trade fact's value ("Rajasthan" of "Rajasthan and Gujarat, India"), which follows its term on the page.
    origin: product(byOrigin).origin.split(" ")[0]!,
    product,
  };
}

/** The search field of the header, as a person finds it: by the name it shows. */
const headerField = (page: Page, label: string) => page.getByRole("banner").getByPlaceholder(label);

/** Types a query and waits for its own results (not the query's before it) to be shown. */
async function search(field: Locator, text: string) {
  await field.fill(text);
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expect(field.page().getByRole("banner").locator(`[role="listbox"][data-results-for="${text}"]`)).toBeAttached();
}

for (const { code, dir } of locales) {
  for (const width of [375, 1280]) {
    test(`search in ${code} at ${width}px: name first, HS code, specification, origin, other names, slips and categories, each marked; nothing for what is not sold; keyboard; axe`, async ({ page }) => {
      // One visit, many checks, axe among them: up to 35 s here beside a build.
      test.setTimeout(90_000);
      const { site, categories, name, code: hsPrefix, specification, origin, product } = queries(code);
      await page.setViewportSize({ width, height: 800 });
      const searchRequests = searchResponses(page);
      // Errors, and Chromium's word on a preload that went unused.
      const complaints: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" || /preload/i.test(message.text())) complaints.push(message.text());
      });
      // The engine held back until the first query is typed, as on a slow link.
      let releaseEngine = () => {};
      const engineHeld = new Promise<void>((resolve) => (releaseEngine = resolve));
      await page.route("**/pagefind/wasm.*.pagefind", async (route) => {
        await engineHeld;
        await route.continue();
      });
      await page.goto(localizedPath(code, "/about/"));
      // Nothing of search loads with the page, nor once its scripts have run.
      await page.waitForTimeout(500);
      expect(searchRequests).toEqual([]);

      const field = headerField(page, site.search.label);
      await field.click();
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute("role", "combobox");
      const listbox = page.getByRole("listbox", { name: site.search.label });
      const options = listbox.getByRole("option");
      const link = (id: string) => localizedPath(code, productPath(id));

      // A product's name finds it first, linked in this language, with its category, picture and HS code, its name marked.
      await field.fill(name);
      releaseEngine();
      await expect(field).toHaveAttribute("aria-expanded", "true");
      const named = options.first();
      await expect(named).toHaveAttribute("href", link(byName));
      await expect(named).toContainText(product(byName).hsCode);
      await expect(named.locator("mark").first()).toHaveText(name.split(" ")[0]!);
      await expect(named.locator("img")).toHaveJSProperty("complete", true);
      expect(await named.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // Its picture at a short address named by its content (scripts/search-index.mjs).
      await expect(named.locator("img")).toHaveAttribute("src", /^\/pagefind\/thumbs\/[a-z0-9-]+\.[0-9a-f]{8}\.avif$/);
      await expect(page.getByRole("banner").getByRole("status")).toContainText(site.search.resultsLabel);
      expect(searchRequests).toContain("/pagefind/pagefind.js");
      // Pagefind runs in the page (no worker of its own), and its engine, entry file and meta file, preloaded beside its script, are fetched once.
      expect(searchRequests).not.toContain("/pagefind/pagefind-worker.js");
      for (const preloaded of [`/pagefind/wasm.${code}.pagefind`, "/pagefind/pagefind-entry.json", `/pagefind/pagefind.${code}.pf_meta`]) {
        expect(searchRequests.filter((file) => file === preloaded), preloaded).toHaveLength(1);
      }
      // The results file starts once the engine has arrived, so that on a slow link it does not hold the engine back.
      const { engineEnd, resultsStart } = await page.evaluate((language) => {
        const entry = (file: string) =>
          performance.getEntriesByType("resource").find((timing) => new URL(timing.name).pathname === `/pagefind/${file}`) as PerformanceResourceTiming;
        return { engineEnd: entry(`wasm.${language}.pagefind`).responseEnd, resultsStart: entry(`results.${language}.json`).startTime };
      }, code);
      expect(resultsStart).toBeGreaterThanOrEqual(engineEnd);
      expect(searchRequests.filter((file) => file === `/pagefind/outline.${code}.json`)).toHaveLength(1);
      // The results come from the language's results file, fetched once: no request a result.
      expect(searchRequests.filter((file) => file === `/pagefind/results.${code}.json`)).toHaveLength(1);
      expect(searchRequests.filter((file) => file.startsWith("/pagefind/fragment/"))).toEqual([]);

      // Another name the product is sold under finds it first, the name shown and marked.
      const words = BUYERS_WORDS[code];
      const [aliasQuery, aliased, aliasMarked] = words.alias;
      await search(field, aliasQuery);
      await expect(options.first()).toHaveAttribute("href", link(aliased));
      await expect(options.first()).toContainText(site.search.otherNamesLabel);
      await expect(options.first().locator("mark", { hasText: aliasMarked }).first()).toBeVisible();
      // axe, with the results open, in the page's direction.
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      expect(await axeViolations(page)).toEqual([]);
      // Up from the field reaches the last result, which its list scrolls into view; Down goes round to the first.
      await field.press("ArrowUp");
      await expect(options.last()).toHaveAttribute("aria-selected", "true");
      await expect(options.last()).toBeInViewport({ ratio: 0.9 });
      await field.press("ArrowDown");
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      await expect(options.first()).toBeInViewport({ ratio: 0.9 });

      // The first digits of an HS code, and a word of the specifications, find their products.
      await search(field, hsPrefix);
      await expect(options.first()).toHaveAttribute("href", link(byCode));
      await search(field, specification);
      await expect(options.filter({ hasText: product(bySpecification).name })).toHaveAttribute("href", link(bySpecification));
      // So does the first word of a trade fact's value. Pagefind ran a term (<dt>) and its value (<dd>) together
      // until a space parted them: Arabic, which has no capitals to split "OriginRajasthan" by, lost the word.
      await search(field, origin);
      await expect(options.filter({ hasText: product(byOrigin).name })).toHaveAttribute("href", link(byOrigin));

      // A slip of the keys: "Did you mean" the name it was near, with that name's products.
      const [slip, meant, slipped] = words.slip;
      await search(field, slip);
      await expect(options.first()).toHaveAttribute("href", link(slipped));
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("status")).toContainText(meant);
      const correction = banner.getByRole("link", { name: meant, exact: true });
      await expect(correction).toHaveAttribute("href", `${localizedPath(code, SEARCH_PATH)}?q=${encodeURIComponent(meant)}`);
      await expect(options.first().locator("mark", { hasText: meant }).first()).toBeVisible();

      // Queries as buyers type them: the words that name no product left out and named, the product first,
      // alone where no other has the words searched (issue 57).
      const leftOutStart = site.search.leftOut.slice(0, site.search.leftOut.indexOf("{words}")).trim();
      for (const [query, id, leftOut, only] of words.asked) {
        await search(field, query);
        await expect(options.first(), query).toHaveAttribute("href", link(id));
        // No other product (its category may be listed with it).
        if (only) expect((await options.evaluateAll((links) => links.map((each) => each.getAttribute("href")))).filter((href) => !href!.includes("/category/")), query).toEqual([link(id)]);
        if (leftOut.length > 0) {
          const said = leftOutText(site.search.leftOut, leftOut, code);
          await expect(banner.getByText(said, { exact: true }), query).toBeVisible();
          await expect(banner.getByRole("status"), query).toContainText(said);
        } else {
          await expect(banner.getByText(leftOutStart), query).toHaveCount(0);
        }
      }
      const [sameQuery] = words.asked[0]!;
      await search(field, sameQuery);
      const headerAnswer = await options.evaluateAll((links) => links.map((each) => each.getAttribute("href")));

      // A word half typed lists what begins so, and nothing else (Arabic's article: src/lib/search.ts, hitsFor).
      if (words.typing) {
        const [half, notListed] = words.typing;
        await search(field, half);
        const listed = await options.evaluateAll((links) => links.map((each) => each.getAttribute("href")));
        expect(listed.length).toBeGreaterThan(0);
        expect(listed).not.toContain(link(notListed));
      }

      // A category's name finds the category and its products.
      const wanted = categories.find(({ id }) => id === words.category)!;
      await search(field, wanted.name);
      const found = await options.evaluateAll((links) => links.map((each) => each.getAttribute("href")));
      expect(found).toContain(localizedPath(code, categoryPath(wanted.id)));
      expect(found.filter((href) => href!.startsWith(localizedPath(code, "/products/")) && !href!.includes("/category/")).length).toBeGreaterThan(0);
      // Each hit as tall as what it says: a category's, without a picture, left no blank below its two lines.
      const blank = await options.evaluateAll((links) =>
        links.map((option) => {
          const style = getComputedStyle(option);
          const inside = option.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          const boxes = [...option.children].map((child) => child.getBoundingClientRect());
          return Math.round(inside - (Math.max(...boxes.map((box) => box.bottom)) - Math.min(...boxes.map((box) => box.top))));
        }),
      );
      expect(blank, wanted.name).toEqual(found.map(() => 0));

      // What is not sold finds nothing: it says so, and offers the categories in this language, in the catalogue's order.
      for (const query of [...words.notSold, "qqxxzz"]) {
        await field.fill(query);
        await expect(banner.getByRole("status")).toHaveText(site.search.noResults);
        await expect(field).toHaveAttribute("aria-expanded", "false");
        await expect(options).toHaveCount(0);
      }
      const offered = banner.getByRole("search").getByRole("listitem").getByRole("link");
      await expect(offered).toHaveText(categories.map((category) => category.name));
      expect(await offered.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        categories.map((category) => localizedPath(code, categoryPath(category.id))),
      );

      // The keyboard alone: Down highlights, Escape closes then clears, Enter opens the highlighted result.
      await search(field, name);
      await field.press("ArrowDown");
      const first = options.first();
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
      await field.press("ArrowUp");
      await expect(options.last()).toHaveAttribute("aria-selected", "true");
      await field.press("Escape");
      await expect(field).toHaveAttribute("aria-expanded", "false");
      await expect(field).toHaveValue(name);
      await expect(field).toBeFocused();
      await field.press("Escape");
      await expect(field).toHaveValue("");
      const typed = name.slice(0, 12);
      await field.pressSequentially(typed);
      // The results of the whole of what was typed, not of a key before it.
      await expect(listbox).toHaveAttribute("data-results-for", typed);
      const target = await options.first().getAttribute("href");
      await field.press("ArrowDown");
      await field.press("Enter");
      await expect(page).toHaveURL(target!);
      expect(target!.startsWith(localizedPath(code, "/products/"))).toBe(true);

      // The search page gives the header's answer, the words left out named alike.
      await page.goto(`${localizedPath(code, SEARCH_PATH)}?q=${encodeURIComponent(sameQuery)}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("option").first()).toBeVisible();
      expect(await main.getByRole("option").evaluateAll((links) => links.map((each) => each.getAttribute("href")))).toEqual(headerAnswer);
      await expect(main.getByText(leftOutText(site.search.leftOut, words.asked[0]![2], code), { exact: true })).toBeVisible();
      expect(complaints).toEqual([]);
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no search field is shown, as there is no search; the search page, reached by its address, says search needs JavaScript and lists the categories", async ({ page }) => {
    test.setTimeout(90_000);
    for (const { code } of locales) {
      const { site, categories, name } = queries(code);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(localizedPath(code, "/contact/"));
        await expect(page.getByRole("searchbox")).toHaveCount(0);
      }
      await page.goto(`${localizedPath(code, SEARCH_PATH)}?q=${encodeURIComponent(name)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.search.title);
      await expect(page.getByRole("searchbox")).toHaveCount(0);
      // Playwright's text search passes over <noscript>, so its note is found by its place.
      const note = page.getByRole("main").locator("noscript > p");
      await expect(note).toBeVisible();
      await expect(note).toHaveText(site.search.noScript);
      const main = page.getByRole("main");
      for (const category of categories) await expect(main.getByRole("link", { name: category.name, exact: true })).toHaveAttribute("href", localizedPath(code, categoryPath(category.id)));
      // None of them is this page: not the product range either (its chip was marked the current page).
      await expect(main.locator("[aria-current]")).toHaveCount(0);
    }
  });
});

test("the search page searches for the query it was sent, and its field keeps it", async ({ page }) => {
  const { site, name } = queries("fr");
  await page.goto(`${localizedPath("fr", SEARCH_PATH)}?q=${encodeURIComponent(name)}`);
  const field = page.getByRole("main").getByPlaceholder(site.search.label);
  await expect(field).toHaveValue(name);
  await expect(page.getByRole("main").getByRole("option").first()).toHaveAttribute("href", localizedPath("fr", productPath(byName)));
  await expect(page.getByRole("main")).not.toContainText(site.search.noScript, { useInnerText: true });
});

test("on the search page, Tab goes from the field through the results, and Enter opens one; in the header's popup the focus stays in the field", async ({ page }) => {
  const { site, name } = queries("en");
  await page.goto(`${SEARCH_PATH}?q=${encodeURIComponent(name)}`);
  const main = page.getByRole("main");
  const options = main.getByRole("option");
  await expect(options.first()).toHaveAttribute("href", productPath(byName));
  await main.getByPlaceholder(site.search.label).focus();
  await page.keyboard.press("Tab");
  await expect(options.nth(0)).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(options.nth(1)).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(productPath(byName));
  // The header's popup: its results are chosen with Down and Up, never a stop of Tab.
  const field = headerField(page, site.search.label);
  await field.click();
  await field.fill(name);
  const popup = page.getByRole("banner").getByRole("option");
  await expect(popup.first()).toBeVisible();
  expect(await popup.evaluateAll((links) => links.map((link) => link.getAttribute("tabindex")))).toEqual(Array((await popup.count())).fill("-1"));
});

test("the search page without a query starts search only when its field is used, and then lists the results below it, styled", async ({ page }) => {
  const { site, name } = queries("es");
  const searchRequests = searchResponses(page);
  await page.goto(localizedPath("es", SEARCH_PATH));
  await page.waitForTimeout(1000);
  expect(searchRequests).toEqual([]);

  const main = page.getByRole("main");
  const field = main.getByPlaceholder(site.search.label);
  await field.click();
  await field.pressSequentially(name);
  await expect(main.locator(`[role="listbox"][data-results-for="${name}"]`)).toBeAttached();
  expect(searchRequests.length).toBeGreaterThan(0);
  const first = main.getByRole("option").first();
  await expect(first).toHaveAttribute("href", localizedPath("es", productPath(byName)));
  // Below the field in the page, not a popup over it; styled by the whole stylesheet, applied for them.
  expect(await first.evaluate((option) => getComputedStyle(option).display)).toBe("grid");
  expect(await main.getByRole("listbox").evaluate((list) => getComputedStyle(list.parentElement!).position)).toBe("static");
  await expect(page).toHaveURL(`${localizedPath("es", SEARCH_PATH)}?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("banner").getByRole("listbox")).not.toBeAttached();
});

test("a result's other names are listed with the page's language's comma", async ({ page }) => {
  const { site } = queries("ar");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(localizedPath("ar", "/"));
  await search(headerField(page, site.search.label), "زيت الخروع");
  const castorOil = page.getByRole("banner").locator(`[role=option][href="${localizedPath("ar", productPath(byName))}"]`);
  // Its other names that have the words: "زيت بذور الخروع، زيت الخروع الطبي، ...", never ", " between them.
  await expect(castorOil).toContainText("الخروع، زيت");
  expect(await castorOil.textContent()).not.toContain(", ");
});

test("a product's name finds its neighbours by name, not every product whose category or other names only share a word", async ({ page }) => {
  const { site } = queries("en");
  await page.goto("/");
  await search(headerField(page, site.search.label), "castor oil");
  const listed = await page.getByRole("banner").getByRole("option").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(listed.slice(0, 2)).toEqual([productPath("castor-oil"), productPath("castor-meal")]);
  expect(listed).toContain(productPath("groundnut-oil"));
  // Their category is "Oil meals" and their other names say "De-oiled": no word of "castor oil" is theirs.
  for (const meal of ["soya-meal", "rapeseed-meal", "groundnut-meal"]) expect(listed).not.toContain(productPath(meal));
});

test("a whole word lists the pages that hold it, not every page with a word that begins as its stem does: Spanish spices, French steel", async ({ page }) => {
  const spices = contentIn("es").products.filter(({ category }) => category === "spices").map(({ id }) => productPath(id));
  for (const [code, query, wanted] of [
    // Stemmed "especi": every product page's heading "Especificaciones" begins so.
    ["es", "especias", [...spices, categoryPath("spices")]],
    // Stemmed "aci": the "acide" of the oils' and meals' acid value begins so; only castor oil's steel drum is steel.
    ["fr", "acier", [productPath("castor-oil")]],
  ] as const) {
    const { site } = queries(code);
    await page.goto(localizedPath(code, "/"));
    await search(headerField(page, site.search.label), query);
    const listed = await page.getByRole("banner").getByRole("option").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(listed.sort(), `${code} ${query}`).toEqual(wanted.map((path) => localizedPath(code, path)).sort());
  }
});

test("the trade's English word DOC, which the Spanish and French indexes hold only as the beginning of a longer word, lists every meal whose English names say it", async ({ page }) => {
  const english = contentIn("en").products;
  const meals = english.filter(({ alsoKnownAs }) => /\bDOC\b/.test(alsoKnownAs ?? "")).map(({ id }) => id);
  expect(meals.length).toBeGreaterThan(1);
  for (const code of ["es", "fr"] as const) {
    const { site } = queries(code);
    await page.goto(localizedPath(code, "/"));
    await search(headerField(page, site.search.label), "DOC");
    const listed = await page.getByRole("banner").getByRole("option").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(listed.sort(), code).toEqual(meals.map((id) => localizedPath(code, productPath(id))).sort());
  }
});
