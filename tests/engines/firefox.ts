/** Firefox ESR (Debian's), headless, through Puppeteer over WebDriver BiDi. */
import fs from "node:fs";
import puppeteer from "puppeteer-core";
import { type Engine, hydrated, waitFor } from "./engine";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function launchFirefox(origin: string): Promise<Engine> {
  if (!fs.existsSync(FIREFOX_PATH)) throw new Error(`No Firefox at ${FIREFOX_PATH}: run node scripts/ensure-engines.mjs (it installs Debian's firefox-esr).`);
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // Headless Firefox has no pointer by default ((hover: none)): give it the mouse a windowed Firefox has.
      "ui.primaryPointerCapabilities": 6,
      "ui.allPointerCapabilities": 6,
      // Scrollbars over the page, as on phones: a 375 px viewport lays out 375 px.
      "ui.useOverlayScrollbars": 1,
    },
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(15_000);

  const load = async (path: string) => {
    await page.goto(new URL(path, origin).href, { waitUntil: "load" });
  };

  return {
    name: "firefox",
    load,
    async goto(path) {
      await load(path);
      await page.waitForFunction(hydrated);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
      await waitFor(`a ${width} px viewport`, () => page.evaluate((w) => window.innerWidth === w, width));
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    click: (selector) => page.click(selector),
    hover: (selector) => page.hover(selector),
    moveTo: (x, y) => page.mouse.move(x, y),
    clickAt: (x, y) => page.mouse.click(x, y),
    async pointerDown(selector) {
      await page.hover(selector);
      await page.mouse.down();
    },
    pointerUp: () => page.mouse.up(),
    async type(selector, text) {
      await page.click(selector);
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key),
    async newWindowFrom(action) {
      const own = page.target();
      const opened = browser.waitForTarget((target) => target !== own && target.type() === "page" && target.url() !== "about:blank");
      await action();
      const target = await opened;
      // An address that cannot load here (no network) shows Firefox's error page, which names it.
      const shown = new URL(target.url());
      await (await target.page())?.close();
      return shown.protocol === "about:" ? (shown.searchParams.get("u") ?? shown.href) : shown.href;
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    close: () => browser.close(),
  };
}
