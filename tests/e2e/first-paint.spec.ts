/**
 * Every control works from the moment it is painted: before the page's
 * scripts have run (held back here, then released), and with JavaScript off.
 */
import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { builtPages } from "../../scripts/built-pages.mjs";
import { firstScreenEnd, isProductPage } from "../../scripts/page-budget.mjs";
import { MANIFEST_LINK } from "../../plugins/delivery/manifest-link";
import { PAGE_END_ID } from "../../plugins/delivery/render-blocking";
import { PRODUCT_TITLE_ID } from "../../src/lib/first-screen";
import { expect, test, waitForScripts } from "./fixtures";
import { content } from "./content";
import { holdScripts, isExpanded } from "./first-paint";
import { recordWith, senderReady, uniqueToken } from "./inquiries";

const { site, products, home, contact } = content;
const phone = { width: 375, height: 740 };
const wide = { width: 1280, height: 800 };

/** Errors the page reports: a hydration mismatch is one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  return errors;
}

const drawerOf = (page: Page) => page.getByRole("dialog", { name: site.header.drawerLabel });
const menuButton = (page: Page) => page.getByRole("button", { name: site.header.menuLabel });
const mainNav = (page: Page) => page.getByRole("navigation", { name: site.header.navigationLabel });

/**
 * Fills in the contact form and presses Send; the chat service is not
 * reachable from tests, so its address is answered locally. Returns the
 * address the new tab opened.
 */
async function fillInquiry(page: Page, values: { name: string; email: string; message: string }) {
  const { form } = contact;
  await page.getByRole("textbox", { name: form.nameLabel }).fill(values.name);
  await page.getByRole("textbox", { name: form.emailLabel }).fill(values.email);
  await page.getByRole("textbox", { name: form.messageLabel }).fill(values.message);
}

async function sendInquiry(page: Page): Promise<URL> {
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "chat" }));
  const popup = page.context().waitForEvent("page");
  await page.getByRole("button", { name: contact.form.submitLabel }).click();
  const chat = await popup;
  await chat.waitForLoadState();
  return new URL(chat.url());
}

test.describe("before the scripts run", () => {
  for (const route of ["/", "/products/", `/products/${products[0]!.id}/`, "/about/", "/contact/", "/privacy/"]) {
    test(`on ${route}, everything a button opens comes before the button in the HTML, so no early tap finds it missing`, async ({
      request,
    }) => {
      const html = await (await request.get(route)).text();
      const targets = [...html.matchAll(/<button[^>]*\spopovertarget="([^"]+)"/g)];
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        const opened = html.indexOf(`id="${target[1]}"`);
        expect(opened, `#${target[1]} is in the page`).toBeGreaterThan(-1);
        expect(opened, `#${target[1]} is parsed before the button that opens it`).toBeLessThan(target.index);
      }
    });
  }

  test("the header, the page's content and the footer are hydrated apart (each a Suspense boundary in a part of its own)", async ({
    request,
  }) => {
    // Each part (src/components/layout/page-part.tsx) is an element with no box of its own, around its Suspense boundary.
    for (const route of ["/", "/contact/", `/ar/products/${products[0]!.id}/`, "/fr/about/"]) {
      const html = await (await request.get(route)).text();
      expect(html, `${route}: the header`).toMatch(/id="gatsby-focus-wrapper"><div class="[^"]+"><!--\$-->.*<\/header><!--\/\$--><\/div><main /s);
      expect(html, `${route}: the content`).toMatch(/<main [^>]*><div class="[^"]+"><!--\$-->.*<!--\/\$--><\/div><\/main>/s);
      expect(html, `${route}: the footer`).toMatch(/<div class="[^"]+"><!--\$--><footer .*<\/footer><!--\/\$--><\/div><\/div>/s);
    }
  });

  test("the first tap on the menu button opens the drawer, and React then takes it over", async ({ page }) => {
    await page.setViewportSize(phone);
    const errors = collectErrors(page);
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await menuButton(page).click();
    const drawer = drawerOf(page);
    await expect(drawer).toBeVisible();
    expect(await isExpanded(page, site.header.menuLabel)).toBe(true);
    await drawer.getByLabel(site.header.productsMenuLabel).click();
    await expect(drawer.getByRole("link", { name: products[0]!.name })).toBeVisible();

    scripts.release();
    await waitForScripts(page);
    // The header is a part React hydrates on its own (decision 0040), which may come after the page's outermost element:
    // its drawer is enhanced once the header's own elements are React's.
    await page.waitForFunction(() => Object.keys(document.querySelector("header")!).some((key) => key.startsWith("__reactFiber")));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(errors).toEqual([]);
    // Still open, and now enhanced: Tab stays inside, a chosen link closes it.
    await expect(drawer).toBeVisible();
    const close = drawer.getByRole("button", { name: site.header.closeLabel });
    await close.focus();
    // The last stop is the language switcher, at the drawer's foot.
    await page.keyboard.press("Shift+Tab");
    await expect(drawer.getByText(site.header.languageLabel).locator("..")).toBeFocused();
    await drawer.getByRole("link", { name: site.navigation.contact, exact: true }).click();
    await expect(page).toHaveURL("/contact/");
    await expect(drawer).toBeHidden();
  });

  test("hovering or tabbing to Products shows the dropdown", async ({ page }) => {
    await page.setViewportSize(wide);
    const errors = collectErrors(page);
    const scripts = await holdScripts(page);
    await page.goto("/about/", { waitUntil: "domcontentloaded" });
    const first = mainNav(page).getByRole("link", { name: products[0]!.name });
    await mainNav(page).getByRole("link", { name: site.navigation.products, exact: true }).hover();
    await expect(first).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(first).toBeHidden();

    scripts.release();
    await waitForScripts(page);
    expect(errors).toEqual([]);
  });

  test("the carousel's arrows wait unseen until they work; the track scrolls from the keyboard meanwhile", async ({ page }) => {
    await page.setViewportSize(phone);
    const errors = collectErrors(page);
    const scripts = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const next = page.getByRole("button", { name: home.featured.nextLabel, includeHidden: true });
    await expect(next).toBeHidden();
    const track = page.getByRole("list", { name: home.featured.heading });
    await track.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const before = await next.boundingBox();

    scripts.release();
    await waitForScripts(page);
    expect(errors).toEqual([]);
    await expect(next).toBeVisible();
    // Shown where it stood unseen: nothing moves.
    expect(await next.boundingBox()).toEqual(before);
  });

  test("what is typed before the scripts is kept by React, and Send then opens the chat with it and records it", async ({ page }) => {
    const errors = collectErrors(page);
    const scripts = await holdScripts(page);
    await page.goto("/contact/", { waitUntil: "domcontentloaded" });
    const token = uniqueToken();
    const values = { name: `Early Bird ${token}`, email: "early@example.com", message: "20 MT of <b>soya</b> meal & more" };
    await fillInquiry(page, values);

    scripts.release();
    await waitForScripts(page);
    await senderReady(page);
    expect(errors).toEqual([]);
    await expect(page.getByRole("textbox", { name: contact.form.nameLabel })).toHaveValue(values.name);
    await expect(page.getByRole("textbox", { name: contact.form.messageLabel })).toHaveValue(values.message);
    const chat = await sendInquiry(page);
    expect(chat.origin + chat.pathname).toBe(`https://wa.me/${site.chat.number}`);
    expect(chat.searchParams.get("text")!.endsWith(`Message: ${values.message}`)).toBe(true);
    expect((await recordWith(token)).fields).toMatchObject({ name: values.name, text: values.message, channel: "WhatsApp" });
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the drawer opens, lists every link and product, and closes with Escape or its close button", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    await menuButton(page).click();
    const drawer = drawerOf(page);
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())!.width).toBeCloseTo(375 * 0.75, 0);
    for (const label of Object.values(site.navigation)) await expect(drawer.getByRole("link", { name: label, exact: true })).toBeVisible();
    await drawer.getByLabel(site.header.productsMenuLabel).click();
    for (const product of products) await expect(drawer.getByRole("link", { name: product.name })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await menuButton(page).click();
    await drawer.getByRole("button", { name: site.header.closeLabel }).click();
    await expect(drawer).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await drawer.getByRole("link", { name: products[2]!.name }).click();
    await expect(page).toHaveURL(`/products/${products[2]!.id}/`);
    await expect(drawerOf(page)).toBeHidden();
  });

  test("the dropdown shows on hover and while the keyboard is in it", async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto("/about/");
    const productsLink = mainNav(page).getByRole("link", { name: site.navigation.products, exact: true });
    const first = mainNav(page).getByRole("link", { name: products[0]!.name });
    await expect(first).toBeHidden();
    await productsLink.hover();
    await expect(first).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(first).toBeHidden();

    await mainNav(page).getByRole("link", { name: site.navigation.home, exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(productsLink).toBeFocused();
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
  });

  test("the carousel shows no arrows, and its track snaps card by card under touch, trackpad or keyboard", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    await expect(page.getByRole("button", { name: home.featured.nextLabel })).toBeHidden();
    await expect(page.getByRole("button", { name: home.featured.previousLabel })).toBeHidden();
    const track = page.getByRole("list", { name: home.featured.heading });
    expect(await track.evaluate((element) => getComputedStyle(element).scrollSnapType)).toBe("x mandatory");
    await track.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test("Send records the inquiry and the received page offers every channel, as the page says beforehand", async ({ page }) => {
    await page.goto("/contact/");
    // The form's own noscript note, above the buttons, by its place (the other, above the product rows, is the fieldset's).
    const note = page.getByRole("form").locator(":scope > noscript > p");
    await expect(note).toBeVisible();
    await expect(note).toHaveText(contact.form.noScriptNote);
    const token = uniqueToken();
    await fillInquiry(page, { name: `No Script ${token}`, email: "noscript@example.com", message: "Price for 1 x 20 ft of chana?\n#2 & 100%" });
    await page.getByRole("button", { name: contact.form.submitLabel }).click();
    await expect(page).toHaveURL("/contact/received/");
    await expect(page.getByRole("link", { name: contact.received.chatLabel })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(page.getByRole("complementary", { name: contact.panel.heading }).locator('a[href^="mailto:"]')).toHaveCount(5);
    // A form sends a line break as CR LF.
    expect((await recordWith(token)).fields.text).toBe("Price for 1 x 20 ft of chana?\r\n#2 & 100%");
  });
});

/**
 * What the first frame shows (plugins/delivery/render-blocking.ts). A script that answers after
 * 400 ms is put into the page's HTML at one place, so the parser stops there as it does where the
 * rest of a page has not arrived yet; a requestAnimationFrame set before the page is parsed runs at
 * the first frame and notes what had been parsed by then. The same page with its `rel="expect"`
 * link taken out shows what would happen without it.
 */
test.describe("the first frame", () => {
  const LINK = /<link rel="expect" href="#[^"]*" blocking="render"\/>/;
  type Parsed = { title: boolean; footer: boolean };

  /**
   * The first frame of `route`, in a page of its own, with its parse stalled before `stallBefore`;
   * its render-blocking link kept, or replaced by `link` ("" takes it out).
   */
  async function firstFrameOf(context: BrowserContext, route: string, { stallBefore, link }: { stallBefore: string; link?: string }): Promise<Parsed> {
    const page = await context.newPage();
    await page.route("**/stall-parser.js", async (request) => {
      // Long enough for a score of frames, short of any time after which a browser stops waiting.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await request.fulfill({ contentType: "text/javascript", body: "" });
    });
    await page.route(route, async (request) => {
      const response = await request.fetch();
      let html = await response.text();
      expect(html).toMatch(LINK);
      expect(html).toContain(stallBefore);
      if (link !== undefined) html = html.replace(LINK, link);
      await request.fulfill({ response, body: html.replace(stallBefore, `<script src="/stall-parser.js"></script>${stallBefore}`) });
    });
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const parsed = { title: document.querySelector("h1") !== null, footer: document.querySelector("footer") !== null };
        Object.assign(window, { firstFrame: parsed });
      });
    });
    await page.goto(route, { waitUntil: "commit" });
    await page.waitForFunction(() => "firstFrame" in window);
    const parsed = await page.evaluate(() => (window as unknown as { firstFrame: Parsed }).firstFrame);
    await page.close();
    return parsed;
  }

  test("every page waits for an element it has once: the empty one that ends it, after its scripts, or a product page's title, where its first screen ends as the budget measures it", () => {
    const pages = builtPages(path.resolve(__dirname, "..", "..", "public"), { editor: false });
    expect(pages.size).toBeGreaterThan(100);
    for (const [route, file] of pages) {
      const html = fs.readFileSync(file, "utf8");
      const targets = [...html.matchAll(new RegExp(LINK.source, "g"))].map(([link]) => link.match(/href="#([^"]*)"/)![1]!);
      expect(targets, route).toEqual([isProductPage(html) ? PRODUCT_TITLE_ID : PAGE_END_ID]);
      expect(html.split(`id="${targets[0]}"`).length - 1, `${route}: elements with the id ${targets[0]}`).toBe(1);
      expect(html.trimEnd().endsWith(`<template id="${PAGE_END_ID}"></template></body></html>`), `${route} ends with its end`).toBe(true);
      if (isProductPage(html)) expect(html.indexOf("</h1>", html.indexOf(`id="${PRODUCT_TITLE_ID}"`)) + "</h1>".length, route).toBe(firstScreenEnd(html));
    }
  });

  for (const route of ["/about/", "/ar/", "/products/"]) {
    test(`${route} is painted first once its whole HTML is parsed, not half of it; without the link it was painted half parsed`, async ({ context }) => {
      expect(await firstFrameOf(context, route, { stallBefore: "<footer" })).toEqual({ title: true, footer: true });
      // Painted before the stall, or before the parser even reached it.
      expect(await firstFrameOf(context, route, { stallBefore: "<footer", link: "" })).toMatchObject({ footer: false });
    });
  }

  test('the standard\'s "end of the parse" (href="#") does not wait in this Chromium, which is why a page ends with an element to wait for', async ({ context }) => {
    expect(await firstFrameOf(context, "/about/", { stallBefore: "<footer", link: '<link rel="expect" href="#" blocking="render"/>' })).toMatchObject({ footer: false });
  });

  test("a product page, whose HTML is longer than the first window, is painted first once its title is parsed, not its whole HTML", async ({ context }) => {
    const route = "/products/groundnut-meal/";
    expect((await firstFrameOf(context, route, { stallBefore: "<h1" })).title).toBe(true);
    expect(await firstFrameOf(context, route, { stallBefore: "<h1", link: "" })).toEqual({ title: false, footer: false });
    expect(await firstFrameOf(context, route, { stallBefore: "<footer" })).toEqual({ title: true, footer: false });
  });
});

test.describe("the web app manifest", () => {
  test("is in no page's HTML (its theme colour is), and is linked once the page has started: not there at the load event, there after hydration, and Chromium reads it as the page's manifest", async ({ page }) => {
    const publicDir = path.resolve(__dirname, "..", "..", "public");
    const { theme_color: themeColor } = JSON.parse(fs.readFileSync(path.join(publicDir, "manifest.webmanifest"), "utf8")) as { theme_color: string };
    for (const [route, file] of builtPages(publicDir, { editor: false })) {
      const html = fs.readFileSync(file, "utf8");
      expect(html, route).not.toContain('rel="manifest"');
      expect(html, route).toContain(`<meta name="theme-color" content="${themeColor}"/>`);
    }
    await page.addInitScript(() => {
      addEventListener("load", () => Object.assign(window, { manifestAtLoad: document.querySelector('link[rel="manifest"]') !== null }));
    });
    await page.goto("/ar/products/pulses/");
    expect(await page.evaluate(() => (window as unknown as { manifestAtLoad: boolean }).manifestAtLoad)).toBe(false);
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", MANIFEST_LINK.href);
    const session = await page.context().newCDPSession(page);
    const manifest = await session.send("Page.getAppManifest");
    expect(manifest.url).toBe(new URL(MANIFEST_LINK.href, page.url()).href);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data!)).toMatchObject({ name: site.company.name, start_url: "/", display: "standalone" });
  });
});
