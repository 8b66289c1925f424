/** Firefox ESR (Debian's), headless, through Puppeteer over WebDriver BiDi. */
import fs from "node:fs";
import puppeteer, { type Page } from "puppeteer-core";
import { type Engine, hydrated, waitFor } from "./engine";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function launchFirefox(origin: string): Promise<Engine> {
  if (!fs.existsSync(FIREFOX_PATH)) throw new Error(`No Firefox at ${FIREFOX_PATH}: run node scripts/ensure-engines.mjs (it installs Debian's firefox-esr).`);
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    // A call the browser never answers fails naming itself within the test's time, not after Puppeteer's 180 s.
    protocolTimeout: 30_000,
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
    // Puppeteer's ARIA selector over BiDi is Firefox's own accessibility locator (browsingContext.locateNodes), which
    // looks at the element it starts from as well as inside it.
    countRole: async (selector, role) => (await (await page.$(selector))!.$$(`::-p-aria([role="${role}"])`)).length,
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    click: (selector) => clickWhereItIs(page, selector),
    hover: (selector) => page.hover(selector),
    moveTo: (x, y) => page.mouse.move(x, y),
    clickAt: (x, y) => page.mouse.click(x, y),
    async pointerDown(selector) {
      await page.hover(selector);
      await page.mouse.down();
    },
    pointerUp: () => page.mouse.up(),
    async type(selector, text) {
      await clickWhereItIs(page, selector);
      await page.keyboard.type(text);
      await caretKeptInView(page);
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

/**
 * A click in the middle of the element, where it is when the click comes, as Playwright's own clicks
 * are (its actionability checks): scrolled into view, then still for two frames, then hit there.
 * Puppeteer's page.click measures the element once, right after scrolling it into view, and clicks
 * that point: Firefox keeps the caret of the field last typed in visible at its next frame, so a click
 * right after typing could land where the element had been, on whatever the page had scrolled there
 * (issue 59: the quantity's "25" went into the first product's list, at 1 run in 450).
 */
async function clickWhereItIs(page: Page, selector: string): Promise<void> {
  const element = await page.waitForSelector(selector, { visible: true });
  if (!element) throw new Error(`No element ${selector}`);
  for (let attempt = 1; ; attempt++) {
    await element.scrollIntoView();
    const point = await element.evaluate(
      (target) =>
        new Promise<{ x: number; y: number }>((resolve) => {
          let last = "";
          const measure = () => {
            const { left, top, width, height } = target.getBoundingClientRect();
            const box = `${left} ${top} ${width} ${height}`;
            if (box === last) resolve({ x: left + width / 2, y: top + height / 2 });
            else requestAnimationFrame(measure);
            last = box;
          };
          requestAnimationFrame(measure);
        }),
    );
    const hit = await element.evaluate((target, { x, y }) => {
      const there = document.elementFromPoint(x, y);
      return there !== null && (there === target || target.contains(there));
    }, point);
    if (hit) return page.mouse.click(point.x, point.y);
    if (attempt === 3) throw new Error(`${selector} is covered by another element where it would be clicked`);
  }
}

/**
 * Lets Firefox finish what the click and the keys scheduled: it scrolls the field typed in (its
 * caret, or the field just focused) into view at its next refresh or reflow, which a window has
 * within a frame of each key, but headless Firefox only once something asks for one. The next
 * action's own scroll did (a click's, or a script's), and Firefox then scrolled the page back to the
 * field typed in, under the click (issue 59: in a clean run, the quantity's "25" went into the first
 * product's list). Two frames, a reflow, two frames more, then a scroll of our own, asked for now.
 */
async function caretKeptInView(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frames();
    // A reflow, then two frames more: a scroll Firefox keeps pending until its next reflow (bringing the
    // field just focused into view) happens now, not after the next action's scroll.
    const probe = document.createElement("div");
    document.body.append(probe);
    void document.body.offsetHeight;
    probe.remove();
    void document.body.offsetHeight;
    await frames();
    // A scroll of our own, a pixel down and back: had the caret's scroll still been pending (in a
    // clean run, under load, it was once, on the first field typed in after the page loaded), this
    // scroll is the one it follows, here rather than after the next action's.
    const y = Math.round(window.scrollY);
    window.scrollTo(0, y + 1);
    await frames();
    if (Math.round(window.scrollY) === y + 1) window.scrollTo(0, y);
    await frames();
  });
}
