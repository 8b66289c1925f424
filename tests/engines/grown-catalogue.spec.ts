/**
 * The header's menus of a catalogue past 12 products (the grown site of tests/e2e/grown-site.ts,
 * 100 products) in Firefox ESR and WebKitGTK: the dropdown lists the categories, then All products,
 * before the scripts run (held back) and once they have. The drawer's list, and both menus with
 * scripts off, Chromium checks (tests/e2e/catalogue-growth.spec.ts).
 */
import { contentIn } from "../e2e/content";
import { grownOrigin, grownSite, serveSite } from "../e2e/grown-site";
import { categoryPath, routes } from "../../src/lib/routes";
import { hydrated, probed, waitFor, type Engine } from "./engine";
import { expect, test } from "./fixtures";
import { launchFirefox } from "./firefox";
import { pageState, shown } from "./page-queries";
import { startProbeProxy, type ProbeProxy } from "./probe-proxy";
import { launchWebKit } from "./webkit";

const { categories } = contentIn("en");
const mainNav = 'nav[aria-label="Main"]';
const dropdownLink = (path: string) => `${mainNav} li ul a[href="${path}"]`;
const menuPaths = [...categories.map(({ id }) => categoryPath(id)), routes.products];

test.describe.configure({ mode: "default" });

let server: { close: () => void } | undefined;
test.beforeAll(async () => {
  test.setTimeout(960_000);
  server = await serveSite(grownSite());
});
test.afterAll(() => server?.close());

/** An engine of this project's kind on the grown site, its probe checked after `use`. */
async function withEngine(engineName: string, act: (engine: Engine, proxy: ProbeProxy) => Promise<void>) {
  const proxy = await startProbeProxy(grownOrigin);
  const engine = engineName === "firefox" ? await launchFirefox(proxy.origin) : await launchWebKit(proxy.origin);
  try {
    await act(engine, proxy);
    expect(await engine.evaluate(probed), "errors recorded on the last page").toEqual([]);
  } finally {
    await engine.close();
    await proxy.close();
  }
}

test("the dropdown lists the categories and All products before the scripts run, and once they have", async ({ engineName }) => {
  await withEngine(engineName, async (engine, proxy) => {
    await engine.resize(1280, 800);
    const scripts = proxy.holdScripts();
    await engine.load("/about/");
    await engine.hover(`${mainNav} a[href="${routes.products}"]`);
    await waitFor("the dropdown on hover", () => engine.evaluate(shown, dropdownLink(menuPaths[0]!)));
    for (const path of menuPaths) expect(await engine.evaluate(shown, dropdownLink(path)), path).toBe(true);
    expect(await engine.evaluate(() => document.querySelectorAll('nav[aria-label="Main"] li ul a[href*="/products/"]').length)).toBe(menuPaths.length);
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
