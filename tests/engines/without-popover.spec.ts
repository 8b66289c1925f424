/**
 * A browser without the popover attribute (Safari 16 and older, Chrome 113, Firefox 124, Samsung
 * Internet 22): WebKitGTK with that one feature switched off, where `:popover-open` is an invalid
 * selector as it is there. No page may go blank, no error may go uncaught, and the menu opens from the
 * moment it is shown: before and without the scripts, as the address's target (a link in the button's
 * place); with them, the same drawer as a modal dialog.
 */
import { content, contentIn } from "../e2e/content";
import { hydrated, probed, waitFor, type Engine } from "./engine";
import { expect, test } from "./fixtures";
import { box, middleOfShown, pageState, shown } from "./page-queries";
import { launchWebKit } from "./webkit";
import { startProbeProxy, type ProbeProxy } from "./probe-proxy";

const { site, products } = content;
const ar = contentIn("ar");
const drawer = (labels = site.header) => `dialog[aria-label="${labels.drawerLabel}"]`;
const menuButton = (labels = site.header) => `header button[aria-label="${labels.menuLabel}"]`;
const menuLink = (labels = site.header) => `header a[aria-label="${labels.menuLabel}"]`;
const closeLink = (labels = site.header) => `${drawer(labels)} a[aria-label="${labels.closeLabel}"]`;

/** The menu button takes the menu link's place once the drawer's script is here. */
async function menuButtonReady(engine: Engine, labels = site.header) {
  await waitFor("the menu button", () => engine.evaluate(shown, menuButton(labels)));
  expect(await engine.evaluate(shown, menuLink(labels)), "the link it replaces").toBe(false);
}

/** WebKit without the popover attribute at 375 px behind the probe proxy, which can hold the page's scripts back; closed after `run`. */
async function behindProxy(baseURL: string | undefined, browserArgs: string[], run: (engine: Engine, proxy: ProbeProxy) => Promise<void>) {
  const proxy = await startProbeProxy(String(baseURL));
  const engine = await launchWebKit(proxy.origin, { browserArgs: ["--features=-PopoverAttribute", ...browserArgs] });
  try {
    await engine.resize(375, 800);
    await run(engine, proxy);
  } finally {
    await engine.close();
    await proxy.close();
  }
}


/** Loads the home page with its scripts held back, scrolls it 600 px, and opens the drawer by the menu link; returns the held scripts. */
async function openByLinkWithScriptsHeld(engine: Engine, proxy: ProbeProxy) {
  const scripts = proxy.holdScripts();
  await engine.load("/");
  await engine.evaluate(() => scrollTo(0, 600));
  await engine.click(menuLink());
  await waitFor("the drawer to open", async () => (await engine.evaluate(box, drawer()))?.right === 375);
  return scripts;
}

test("the engine really has no popover attribute", async ({ engine }) => {
  await engine.goto("/");
  expect(await engine.evaluate(() => Object.prototype.hasOwnProperty.call(HTMLElement.prototype, "popover"))).toBe(false);
});

test("no page goes blank and no error is uncaught", async ({ engine }) => {
  for (const [width, path] of [
    [375, "/"],
    [375, "/products/"],
    [375, `/products/${products[0]!.id}/`],
    [1280, "/about/"],
    [1280, "/contact/"],
    [375, "/ar/"],
    [375, "/products/no-such-product/"],
  ] as const) {
    await engine.resize(width, 800);
    await engine.goto(path);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const state = await engine.evaluate(pageState);
    expect(state.h1, `${path}: its heading`).not.toBe("");
    expect(state.header && state.footer, `${path}: header and footer`).toBe(true);
    expect(state.textLength, `${path}: text on the page`).toBeGreaterThan(300);
    expect(await engine.evaluate(probed), `${path}: errors`).toEqual([]);
  }
});

test.describe("at 375 px", () => {
  test.beforeEach(async ({ engine }) => engine.resize(375, 800));

  test("the menu button opens the drawer as a dialog: products, close, Escape, a chosen link", async ({ engine }) => {
    await engine.goto("/");
    await menuButtonReady(engine);
    await engine.click(menuButton());
    await waitFor("the drawer to open at the right", async () => (await engine.evaluate(box, drawer()))?.right === 375);
    expect(await engine.evaluate(() => document.activeElement?.closest("dialog") !== null), "focus moved into the drawer").toBe(true);

    const firstProduct = `${drawer()} a[href="/products/${products[0]!.id}/"]`;
    await engine.click(`${drawer()} summary[aria-label="${site.header.productsMenuLabel}"]`);
    await waitFor("the products list to open", () => engine.evaluate(shown, firstProduct));

    await engine.click(`${drawer()} button[aria-label="${site.header.closeLabel}"]`);
    await waitFor("the close button to close the drawer", async () => !(await engine.evaluate(shown, drawer())));
    expect(await engine.evaluate((label: string) => document.activeElement?.getAttribute("aria-label") === label, site.header.menuLabel), "focus back on the menu button").toBe(true);

    await engine.click(menuButton());
    await waitFor("the drawer to open again", () => engine.evaluate(shown, drawer()));
    await waitFor("the products list to be collapsed", async () => !(await engine.evaluate(shown, firstProduct)));
    await engine.press("Escape");
    await waitFor("Escape to close the drawer", async () => !(await engine.evaluate(shown, drawer())));

    await engine.click(menuButton());
    await waitFor("the drawer to open again", () => engine.evaluate(shown, drawer()));
    await engine.click(`${drawer()} a[href="/contact/"]`);
    await waitFor("the Contact page", async () => (await engine.evaluate(pageState)).path === "/contact/");
    await waitFor("the drawer to close on the chosen link", async () => !(await engine.evaluate(shown, drawer())));
  });

  test("in Arabic the drawer opens from the left", async ({ engine }) => {
    await engine.goto("/ar/");
    await menuButtonReady(engine, ar.site.header);
    await engine.click(menuButton(ar.site.header));
    await waitFor("the drawer to open at the left", async () => (await engine.evaluate(box, drawer(ar.site.header)))?.left === 0);
  });
});

test("a tap on the menu the moment the page has loaded opens the drawer at once, and it stays open as the scripts take over", async ({ engine }) => {
  // The natural moment: nothing held back, and WebDriver's navigation returns at the load event, when the page's scripts have at
  // most just started (plugins/delivery/defer-scripts.ts starts them then, or at the tap). Five runs: the tap was lost five times of five.
  await engine.resize(375, 800);
  // Where a person taps "Open menu": the link before the drawer's script is here and the button after are in the same place, and
  // the header's entrance moves it less than half its height. A point, not an element, as the one may replace the other at any moment.
  await engine.goto("/");
  await engine.evaluate(() => Promise.all(document.querySelector("header")!.getAnimations().map((animation) => animation.finished)).then(() => true));
  const { x, y } = (await engine.evaluate(middleOfShown, `header [aria-label="${site.header.menuLabel}"]`))!;
  for (let run = 1; run <= 5; run++) {
    await engine.load("/");
    await engine.clickAt(x, y);
    await waitFor(`run ${run}: the drawer to open, without waiting for the scripts`, async () => (await engine.evaluate(box, drawer()))?.right === 375, 1000);
    expect(await engine.evaluate(() => scrollY), "the page stayed where it was").toBe(0);

    await waitFor("React to hydrate the page", () => engine.evaluate(hydrated), 15_000);
    await menuButtonReady(engine);
    expect(await engine.evaluate(shown, drawer()), "the drawer still open once the scripts have taken over").toBe(true);
    expect(await engine.evaluate(() => location.hash), "the address without the drawer").toBe("");
    expect(await engine.evaluate(() => document.activeElement?.closest("dialog") !== null), "focus in the drawer").toBe(true);
    // Escape closes it: it is the modal dialog now, not only the address's target.
    await engine.press("Escape");
    await waitFor("Escape to close the drawer", async () => !(await engine.evaluate(shown, drawer())));
    expect(await engine.evaluate((label: string) => document.activeElement?.getAttribute("aria-label") === label, site.header.menuLabel), "focus on the menu button").toBe(true);
    await engine.click(menuButton());
    await waitFor("the menu button to open it again", () => engine.evaluate(shown, drawer()));
    expect(await engine.evaluate(probed), "errors").toEqual([]);
  }
});

test("a tap on the menu before the scripts run opens the drawer and its close link closes it, and a tap they overtake opens it too", async ({ baseURL }) => {
  await behindProxy(baseURL, [], async (engine, proxy) => {
    const scripts = await openByLinkWithScriptsHeld(engine, proxy);
    expect(await engine.evaluate(() => scrollY), "the page stayed where it was").toBe(600);
    await engine.click(closeLink());
    await waitFor("the close link to close the drawer", async () => !(await engine.evaluate(shown, drawer())));
    expect(await engine.evaluate(() => scrollY), "the page still where it was").toBe(600);

    // Held down while the scripts hydrate the page and fetch the drawer's, which brings the menu button in the link's place.
    await engine.load("/");
    await engine.pointerDown(menuLink());
    scripts.release();
    await waitFor("React to hydrate the page", () => engine.evaluate(hydrated), 15_000);
    // The drawer's script, which the page fetches at once without the popover attribute, has arrived (the one script
    // beyond the first load's), and a frame has passed for it to set to work.
    await waitFor(
      "the drawer's script",
      () => engine.evaluate(() => performance.getEntriesByType("resource").some(({ name }) => /\.js$/.test(name) && !/\/(app|framework|webpack-runtime|component---|__engine-probe)/.test(name))),
      15_000,
    );
    await engine.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    await engine.pointerUp();
    await waitFor("the drawer to open", () => engine.evaluate(shown, drawer()));
    expect(await engine.evaluate(() => document.activeElement?.closest("dialog") !== null), "focus moved into the drawer").toBe(true);
    expect(await engine.evaluate(() => location.hash), "the link not followed").toBe("");
    await menuButtonReady(engine);

    await engine.click(`${drawer()} button[aria-label="${site.header.closeLabel}"]`);
    await waitFor("the close button to close the drawer", async () => !(await engine.evaluate(shown, drawer())));
    expect(await engine.evaluate((label: string) => document.activeElement?.getAttribute("aria-label") === label, site.header.menuLabel), "focus on the menu button").toBe(true);
    expect(await engine.evaluate(probed), "errors").toEqual([]);
  });
});

test("a drawer the menu link opened before the scripts ran stays open as they take over, and the page stays where it was", async ({ baseURL }) => {
  await behindProxy(baseURL, [], async (engine, proxy) => {
    const scripts = await openByLinkWithScriptsHeld(engine, proxy);
    expect(await engine.evaluate(() => location.hash), "the drawer the address's target").toBe("#site-menu");

    scripts.release();
    await waitFor("React to hydrate the page", () => engine.evaluate(hydrated), 15_000);
    await menuButtonReady(engine);
    expect(await engine.evaluate(shown, drawer()), "the drawer still open").toBe(true);
    expect(await engine.evaluate(() => location.href), "the address without the drawer, so that a reload does not open it").toBe(`${proxy.origin}/`);
    expect(await engine.evaluate(() => document.activeElement?.closest("dialog") !== null), "focus in the drawer").toBe(true);
    expect(await engine.evaluate(() => scrollY), "the page where it was").toBe(600);

    await engine.click(`${drawer()} button[aria-label="${site.header.closeLabel}"]`);
    await waitFor("the close button to close the drawer", async () => !(await engine.evaluate(shown, drawer())));
    expect(await engine.evaluate((label: string) => document.activeElement?.getAttribute("aria-label") === label, site.header.menuLabel), "focus on the menu button").toBe(true);
    expect(await engine.evaluate(() => scrollY), "the page still where it was").toBe(600);
    expect(await engine.evaluate(probed), "errors").toEqual([]);
  });
});

test("without scripts either, the menu opens the drawer: its links, its products, its close link", async ({ baseURL }) => {
  await behindProxy(baseURL, ["--enable-javascript=false"], async (engine) => {
    await engine.load("/");
    // Long enough for the scripts to have taken over the page, had they run.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await engine.evaluate(hydrated), "the page's scripts ran").toBe(false);
    expect(await engine.evaluate(shown, menuLink()), "the menu link in the button's place").toBe(true);
    expect(await engine.evaluate(shown, menuButton()), "the button that could do nothing").toBe(false);
    await engine.click(menuLink());
    await waitFor("the drawer to open at the right, the viewport's height", async () => {
      const opened = await engine.evaluate(box, drawer());
      return opened?.right === 375 && opened.top === 0 && (await engine.evaluate((selector: string) => document.querySelector(selector)!.clientHeight, drawer())) === 800;
    });
    expect(await engine.evaluate(shown, `${drawer()} button[aria-label="${site.header.closeLabel}"]`), "the close button that could do nothing").toBe(false);
    for (const name of ["home", "products", "about", "contact"] as const) {
      expect(await engine.evaluate(shown, `${drawer()} a[href="${name === "home" ? "/" : `/${name}/`}"]`), site.navigation[name]).toBe(true);
    }
    await engine.click(`${drawer()} summary[aria-label="${site.header.productsMenuLabel}"]`);
    await waitFor("the products list to open", () => engine.evaluate(shown, `${drawer()} a[href="/products/${products[0]!.id}/"]`));
    await engine.click(closeLink());
    await waitFor("the close link to close the drawer", async () => !(await engine.evaluate(shown, drawer())));

    await engine.click(menuLink());
    await waitFor("the drawer to open again", () => engine.evaluate(shown, drawer()));
    await engine.click(`${drawer()} a[href="/contact/"]`);
    await waitFor("the Contact page", async () => (await engine.evaluate(pageState)).path === "/contact/");
    expect(await engine.evaluate(shown, drawer()), "the drawer on the new page").toBe(false);

    await engine.load("/ar/");
    await engine.click(menuLink(ar.site.header));
    await waitFor("the drawer to open at the left in Arabic", async () => (await engine.evaluate(box, drawer(ar.site.header)))?.left === 0);
  });
});
