/**
 * The header's menus of a catalogue past 12 products (the grown site of tests/e2e/grown-site.ts,
 * 100 products) in Firefox ESR and WebKitGTK: the dropdown and the drawer list the categories, then
 * All products, before the scripts run (held back), once they have, and with the scripts off.
 */
import { contentIn } from "../e2e/content";
import { grownSite } from "../e2e/grown-site";
import { serveSite } from "../e2e/serve-site";
import { categoryPath, routes } from "../../src/lib/routes";
import { hydrated, probed, waitFor, type Engine } from "./engine";
import { expect, test } from "./fixtures";
import { launchFirefox } from "./firefox";
import { pageState, shown } from "./page-queries";
import { startProbeProxy, type ProbeProxy } from "./probe-proxy";
import { launchWebKit } from "./webkit";

const { site, categories, catalogue } = contentIn("en");
const mainNav = `nav[aria-label="${site.header.navigationLabel}"]`;
const dropdownLink = (path: string) => `${mainNav} li ul a[href="${path}"]`;
const menuButton = `header button[aria-label="${site.header.menuLabel}"]`;
const drawer = `dialog[aria-label="${site.header.drawerLabel}"]`;
const drawerLink = (path: string) => `${drawer} details a[href="${path}"]`;
const menuPaths = [...categories.map(({ id }) => categoryPath(id)), routes.products];

test.describe.configure({ mode: "default" });

// Served on a port of this worker's own: the engines' projects run side by side, each serving the site.
let server: Awaited<ReturnType<typeof serveSite>> | undefined;
test.beforeAll(async () => {
  test.setTimeout(960_000);
  server = await serveSite(grownSite());
});
test.afterAll(() => server?.close());

/** An engine of this project's kind on the grown site, its probe checked after `use`. */
async function withEngine(engineName: string, { scripts }: { scripts: boolean }, act: (engine: Engine, proxy: ProbeProxy) => Promise<void>) {
  // Without scripts: WebKit with them off; Firefox with them refused by a policy (probe-proxy.ts).
  if (!server) throw new Error("The grown site is not served: its build or server failed in beforeAll.");
  const proxy = await startProbeProxy(server.origin, { scripts: scripts || engineName !== "firefox" });
  const engine = engineName === "firefox" ? await launchFirefox(proxy.origin) : await launchWebKit(proxy.origin, { browserArgs: scripts ? [] : ["--enable-javascript=false"] });
  try {
    await act(engine, proxy);
    if (scripts) expect(await engine.evaluate(probed), "errors recorded on the last page").toEqual([]);
  } finally {
    await engine.close();
    await proxy.close();
  }
}

test("the dropdown lists the categories and All products before the scripts run, and once they have", async ({ engineName }) => {
  await withEngine(engineName, { scripts: true }, async (engine, proxy) => {
    await engine.resize(1280, 800);
    const scripts = proxy.holdScripts();
    await engine.load("/about/");
    await engine.hover(`${mainNav} a[href="${routes.products}"]`);
    await waitFor("the dropdown on hover", () => engine.evaluate(shown, dropdownLink(menuPaths[0]!)));
    for (const path of menuPaths) expect(await engine.evaluate(shown, dropdownLink(path)), path).toBe(true);
    expect(await engine.evaluate((nav) => document.querySelectorAll(`${nav} li ul a[href*="/products/"]`).length, mainNav)).toBe(menuPaths.length);
    expect(await engine.evaluate(hydrated), "the page's scripts ran").toBe(false);
    scripts.release();
    await waitFor("the scripts to take over", () => engine.evaluate(hydrated), 30_000);
    await engine.moveTo(640, 600);
    await engine.hover(`${mainNav} a[href="${routes.products}"]`);
    await waitFor("the dropdown on hover", () => engine.evaluate(shown, dropdownLink(menuPaths[2]!)));
    await engine.hover(dropdownLink(menuPaths[2]!));
    await engine.click(dropdownLink(menuPaths[2]!));
    await waitFor(`${categories[2]!.name}'s page`, async () => (await engine.evaluate(pageState)).h1 === categories[2]!.name);
  });
});

/**
 * A tap: the pointer pressed and released on the element, as a finger does, once it has stopped
 * moving within the viewport's width (the drawer slides in from the side). WebKitWebDriver's element click refused the
 * menu button on a page loaded a moment before, "not interactable", now and then; real input has no
 * such check.
 */
async function tap(engine: Engine, selector: string) {
  let last = "";
  await waitFor(`${selector} to settle on screen`, async () => {
    const place = await engine.evaluate((target: string) => {
      const box = document.querySelector(target)?.getBoundingClientRect();
      const inside = box && box.width > 0 && box.left >= 0 && box.right <= innerWidth;
      return inside ? `${box.left},${box.top}` : "";
    }, selector);
    const settled = place !== "" && place === last;
    last = place;
    return settled;
  });
  await engine.pointerDown(selector);
  await engine.pointerUp();
}

/** Opens the drawer and its products list, and checks that it holds the categories, then All products. */
async function drawerListsCategories(engine: Engine) {
  await tap(engine, menuButton);
  await waitFor("the drawer", () => engine.evaluate(shown, drawer));
  await tap(engine, `${drawer} summary[aria-label="${site.header.productsMenuLabel}"]`);
  await waitFor("the categories", () => engine.evaluate(shown, drawerLink(menuPaths.at(-1)!)));
  for (const path of menuPaths) expect(await engine.evaluate(shown, drawerLink(path)), path).toBe(true);
  const productsList = `${drawer} summary[aria-label="${site.header.productsMenuLabel}"]`;
  expect(await engine.evaluate((summary: string) => document.querySelector(summary)!.closest("details")!.querySelectorAll("a").length, productsList)).toBe(menuPaths.length);
}

test("the drawer's products list holds the categories and All products before the scripts run, and a chosen one opens its page once they have", async ({ engineName }) => {
  test.setTimeout(90_000);
  await withEngine(engineName, { scripts: true }, async (engine, proxy) => {
    await engine.resize(375, 800);
    const scripts = proxy.holdScripts();
    await engine.load("/");
    await drawerListsCategories(engine);
    expect(await engine.evaluate(hydrated), "the page's scripts ran").toBe(false);
    scripts.release();
    await waitFor("the scripts to take over", () => engine.evaluate(hydrated), 30_000);
    await tap(engine, drawerLink(routes.products));
    await waitFor("the product range", async () => (await engine.evaluate(pageState)).h1 === catalogue.heading);
  });
});

test("without scripts, the dropdown and the drawer list the categories, then All products", async ({ engineName }) => {
  test.setTimeout(90_000);
  await withEngine(engineName, { scripts: false }, async (engine) => {
    await engine.resize(1280, 800);
    await engine.load("/contact/");
    await engine.hover(`${mainNav} a[href="${routes.products}"]`);
    await waitFor("the dropdown on hover", () => engine.evaluate(shown, dropdownLink(menuPaths[0]!)));
    for (const path of menuPaths) expect(await engine.evaluate(shown, dropdownLink(path)), path).toBe(true);
    // A phone's page, loaded afresh.
    await engine.resize(375, 800);
    await engine.load("/contact/");
    await drawerListsCategories(engine);
    expect(await engine.evaluate(hydrated), "the page's scripts ran").toBe(false);
  });
});
