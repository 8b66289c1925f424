/**
 * The spec's behaviours in Firefox ESR and WebKitGTK (the firefox and webkit projects of
 * playwright.config.ts), driven with real input through each engine's own driver. Chromium runs
 * the full suite in tests/e2e; this is what a buyer on Firefox or Safari meets.
 */
import { content, contentIn } from "../e2e/content";
import { certificateColumns, countRoles, LOADS_TABLE, loadsRows, loadsTableRoles, productPageFit, widenedByALongWord } from "../e2e/page-fit";
import { localizedPath } from "../../src/lib/locales";
import { everyFieldTyped, recordWith, scrolledThenThreeFramesLater, uniqueToken } from "../e2e/inquiries";
import { hydrated, waitFor, probed } from "./engine";
import { launchFirefox } from "./firefox";
import { startProbeProxy } from "./probe-proxy";
import { launchWebKit } from "./webkit";
import { expect, test } from "./fixtures";
import { box, pageState, scrollLeft, scrollToMiddle, shown, texts } from "./page-queries";

const { site, home, about, products } = content;
const ar = contentIn("ar");

const menuButton = (labels = site.header) => `header button[aria-label="${labels.menuLabel}"]`;
const drawer = (labels = site.header) => `dialog[aria-label="${labels.drawerLabel}"]`;
const mainNav = `nav[aria-label="${site.header.navigationLabel}"]`;
const productLink = (slug: string, prefix = "") => `${mainNav} a[href="${prefix}/products/${slug}/"]`;
const dropdownMenu = `${mainNav} li ul`;

test.describe.configure({ mode: "default" });

test("every main route renders, stays on screen and records no error", async ({ engine }) => {
  await engine.resize(1280, 800);
  const routes: [string, string][] = [
    ["/", home.hero.headline],
    ["/products/", content.catalogue.heading],
    [`/products/${products[0]!.id}/`, products[0]!.name],
    ["/about/", about.banner.heading],
    ["/contact/", content.contact.heading],
    ["/ar/", ar.home.hero.headline],
    ["/no-such-page/", site.notFound.title],
    ["/products/no-such-product/", site.notFound.productTitle],
  ];
  for (const [path, heading] of routes) {
    await engine.goto(path);
    // The blank page of issue 26 came about 0.4 s after the scripts ran.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const state = await engine.evaluate(pageState);
    expect(state.h1, path).toBe(heading);
    expect(state.header && state.footer, `${path}: header and footer`).toBe(true);
    expect(state.textLength, `${path}: text on the page`).toBeGreaterThan(300);
    expect(await engine.evaluate(probed), `${path}: errors`).toEqual([]);
  }
});

test("pages fit the screen at 375 and 1280 px, in English and Arabic, with the header 80 px tall, and at 1280 px a certificate's values in a column of their own", async ({ engine }, testInfo) => {
  for (const width of [375, 1280]) {
    await engine.resize(width, 800);
    for (const path of ["/", "/ar/", `/ar/products/${products[0]!.id}/`, "/contact/"]) {
      await engine.goto(path);
      const layout = await engine.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        header: Math.round(document.querySelector("header")!.getBoundingClientRect().height),
      }));
      expect(layout, `${path} at ${width} px`).toEqual({ overflow: 0, header: 80 });
      // Where the list has room, a certificate's values in a column of their own (container queries).
      if (width === 1280 && path.includes("/products/")) {
        const columns = await engine.evaluate(certificateColumns);
        expect(columns.length, path).toBeGreaterThan(0);
        for (const list of columns) expect(list, `${path}: a certificate's values`).toEqual({ starts: 1, afterTerms: true });
      }
      // For a person to look at (the report keeps each engine's screens), once the header has faded in.
      await new Promise((resolve) => setTimeout(resolve, 900));
      const file = testInfo.outputPath(`${engine.name}-${width}${path.replace(/\W+/g, "-")}.png`);
      await engine.screenshot(file);
      await testInfo.attach(`${path} at ${width} px`, { path: file, contentType: "image/png" });
    }
  }
});

// A page's scripts change none of this: each page is only loaded, not waited on to hydrate.
test("at 320, 480 and 900 px no product page, in any language, is wider than the screen, each table and term list fits its column, no packing unit is broken inside a word, no figure broken over two lines", async ({ engine }) => {
  // In Firefox the Spanish trade terms ran 7 to 17 px past a 900 px screen (it keeps "1900-2300" whole), which Chromium's
  // run (tests/e2e/product.spec.ts) could not see, and the squeezed units' column broke "Contened-or" at 320 px.
  test.setTimeout(240_000);
  // Each page loaded once and laid out at each width in turn (a resize is a new layout, as a load is):
  // 40 loads, not 120. The widths run one way, then back, so each page is loaded at the last one's width.
  let widths = [320, 480, 900];
  for (const code of ["en", "ar", "es", "fr"] as const) {
    for (const product of products) {
      const path = localizedPath(code, `/products/${product.id}/`);
      await engine.resize(widths[0]!, 800);
      await engine.load(path);
      for (const width of widths) {
        await engine.resize(width, 800);
        const fit = await engine.evaluate(productPageFit, contentIn(code).catalogue.loadsHeading);
        expect({ page: fit.page, blocks: fit.blocks.filter((over) => over > 0), broken: fit.broken, split: fit.split }, `${path} at ${width} px`).toEqual({ page: 0, blocks: [], broken: [], split: [] });
      }
      widths = [...widths].reverse();
    }
  }
});

test("at 320 px no other page, in any language, is wider than the screen, and in either direction (English, Arabic) no page, a product page too, is made wider by a long word in any of its texts", async ({ engine }) => {
  // Since decision 0051 these engines draw the text here in DejaVu Sans, wider than Arial's metrics; the product pages' fit is the test above's.
  test.setTimeout(180_000);
  await engine.resize(320, 800);
  const overflowing: string[] = [];
  const widened: string[] = [];
  for (const code of ["en", "ar", "es", "fr"] as const) {
    // The long word in one language of each direction: the rules that break it are the same in all.
    const longWord = code === "en" || code === "ar";
    const productPages = longWord ? [products[0]!, products.at(-1)!].map(({ id }) => `/products/${id}/`) : [];
    for (const route of ["/", "/products/", `/products/category/${content.categories.at(-1)!.id}/`, "/about/", "/contact/", "/privacy/", "/search/", "/no-such-page/", ...productPages]) {
      const path = localizedPath(code, route);
      await engine.load(path);
      const overflow = await engine.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow !== 0 && !productPages.includes(route)) overflowing.push(`${path}: ${overflow} px`);
      // A heading of the German for "privacy notice" is as long as this word.
      if (longWord) widened.push(...(await engine.evaluate(widenedByALongWord, "Datenschutzerklärung")).map((text) => `${path}: ${text}`));
    }
  }
  expect(overflowing).toEqual([]);
  expect(widened).toEqual([]);
});

test.describe("at 375 px", () => {
  test.beforeEach(async ({ engine }) => engine.resize(375, 800));

  test("each packing is a row of the loads table, its unit across it and its loads under their headings, and the engine still reads a table of rows, row headers and cells", async ({ engine }) => {
    const groundnutOil = products.find(({ id }) => id === "groundnut-oil")!;
    for (const code of ["en", "ar"] as const) {
      const path = localizedPath(code, `/products/${groundnutOil.id}/`);
      await engine.load(path);
      expect(await engine.evaluate(loadsRows, contentIn(code).catalogue.loadsHeading), path).toEqual(groundnutOil.packing.map(() => ({ unitAcross: true, figuresBelow: true, aligned: true })));
      const roles = loadsTableRoles(groundnutOil.packing.length);
      expect(await countRoles(roles, (role) => engine.countRole(LOADS_TABLE, role)), path).toEqual(roles);
    }
  });

  test("the drawer opens from the right with every product, closes, and closes on a chosen link", async ({ engine }) => {
    await engine.goto("/");
    expect(await engine.evaluate(shown, drawer())).toBe(false);
    await engine.click(menuButton());
    await waitFor("the drawer to slide in from the right", async () => (await engine.evaluate(box, drawer()))?.right === 375);
    expect((await engine.evaluate(box, drawer()))!.width).toBe(Math.round(375 * 0.75));

    const firstProduct = `${drawer()} a[href="/products/${products[0]!.id}/"]`;
    expect(await engine.evaluate(shown, firstProduct)).toBe(false);
    await engine.click(`${drawer()} summary[aria-label="${site.header.productsMenuLabel}"]`);
    await waitFor("the products list to open", () => engine.evaluate(shown, firstProduct));
    for (const product of products) expect(await engine.evaluate(shown, `${drawer()} a[href="/products/${product.id}/"]`), product.name).toBe(true);

    await engine.click(`${drawer()} button[aria-label="${site.header.closeLabel}"]`);
    await waitFor("the drawer to close", async () => !(await engine.evaluate(shown, drawer())));

    await engine.click(menuButton());
    await waitFor("the drawer to open again", () => engine.evaluate(shown, drawer()));
    // The products list collapsed when the drawer closed.
    await waitFor("the products list to be collapsed", async () => !(await engine.evaluate(shown, firstProduct)));
    await engine.click(`${drawer()} a[href="/about/"]`);
    await waitFor("the About page", async () => (await engine.evaluate(pageState)).path === "/about/");
    await waitFor("the drawer to close on the chosen link", async () => !(await engine.evaluate(shown, drawer())));
  });

  test("a tap on the menu button the moment the page has loaded opens the drawer at once, and it stays open as the scripts take over", async ({ engine }) => {
    // Nothing held back: the engine's navigation returns at the load event, before the page's scripts have run.
    await engine.load("/");
    await engine.click(menuButton());
    await waitFor("the drawer to open, without waiting for the scripts", async () => (await engine.evaluate(box, drawer()))?.right === 375, 1000);
    await waitFor("React to hydrate the page", () => engine.evaluate(hydrated), 15_000);
    await engine.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await engine.evaluate(shown, drawer()), "the drawer still open once the scripts have taken over").toBe(true);
    await engine.press("Escape");
    await waitFor("Escape to close the drawer", async () => !(await engine.evaluate(shown, drawer())));
  });

  test("in Arabic the drawer opens from the left", async ({ engine }) => {
    await engine.goto("/ar/");
    await engine.click(menuButton(ar.site.header));
    await waitFor("the drawer to slide in from the left", async () => (await engine.evaluate(box, drawer(ar.site.header)))?.left === 0);
    await engine.press("Escape");
    await waitFor("Escape to close the drawer", async () => !(await engine.evaluate(shown, drawer(ar.site.header))));
  });

  test("the carousel steps by 200 px", async ({ engine }) => {
    await carouselSteps(engine, 200);
  });
});

test.describe("at 1280 px", () => {
  test.beforeEach(async ({ engine }) => engine.resize(1280, 800));

  test("the products dropdown shows on hover, hides on leave, and hides on a chosen product, twice in a row", async ({ engine }) => {
    await engine.goto("/");
    const trigger = `${mainNav} a[href="/products/"]`;
    await engine.hover(trigger);
    await waitFor("the dropdown on hover", () => engine.evaluate(shown, dropdownMenu));
    expect((await engine.evaluate(box, dropdownMenu))!.width).toBeGreaterThanOrEqual(280);
    await engine.moveTo(640, 600);
    await waitFor("the dropdown to hide when the pointer leaves", async () => !(await engine.evaluate(shown, dropdownMenu)));

    for (const product of [products[1]!, products[2]!]) {
      await engine.hover(trigger);
      await waitFor("the dropdown on hover", () => engine.evaluate(shown, dropdownMenu));
      await engine.hover(productLink(product.id));
      await engine.click(productLink(product.id));
      await waitFor(`${product.name}'s page`, async () => (await engine.evaluate(pageState)).h1 === product.name);
      // The pointer has not moved: the list must stay hidden, not come back when the page changes.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await engine.evaluate(shown, dropdownMenu), `the dropdown after choosing ${product.name}`).toBe(false);
      await engine.moveTo(640, 600);
    }
    await engine.hover(trigger);
    await waitFor("the dropdown on the next hover", () => engine.evaluate(shown, dropdownMenu));
  });

  test("by keyboard, Escape hides the products dropdown and Down Arrow on Products shows it again, without scrolling", async ({ engine }) => {
    // goto waits for React to hydrate the page.
    await engine.goto("/");
    const trigger = `${mainNav} a[href="/products/"]`;
    await engine.evaluate((selector: string) => document.querySelector<HTMLElement>(selector)!.focus(), trigger);
    await waitFor("the dropdown while Products has the focus", () => engine.evaluate(shown, dropdownMenu));
    await engine.press("Escape");
    await waitFor("Escape to hide the dropdown", async () => !(await engine.evaluate(shown, dropdownMenu)));
    await engine.press("ArrowDown");
    await waitFor("Down Arrow to show the dropdown again", () => engine.evaluate(shown, dropdownMenu));
    // A key's scroll is smooth and starts a frame or more later: read once it would have ended.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await engine.evaluate(() => window.scrollY), "the page did not scroll").toBe(0);
    expect(await engine.evaluate((selector: string) => document.activeElement === document.querySelector(selector), trigger), "focus still on Products").toBe(true);
  });

  test("a page reached inside the app is styled from its first frame, as when loaded directly", async ({ engine }) => {
    // The whole stylesheet is applied as the app draws the new page (src/lib/whole-stylesheet.ts); these engines fire its load event
    // again then, which must not start the scripts twice (plugins/delivery/defer-scripts.ts).
    for (const [from, to] of [
      ["/", "/products/"],
      ["/products/", "/about/"],
      ["/about/", "/contact/"],
    ] as const) {
      await engine.goto(to);
      const heading = await engine.evaluate(() => document.querySelector("main h1")!.textContent!);
      await engine.evaluate(captureFirstFrame, heading);
      const direct = await waitFor("the page's styles", () => engine.evaluate(firstFrame));
      await engine.goto(from);
      // As a visitor who has been on the page a moment: the code of the pages' static parts has come (gatsby-browser.tsx).
      // Moved before it has, the page's static part shows a moment after its first frame, by design (decision 0045).
      await waitFor("the static parts' code", () => engine.evaluate(() => document.documentElement.dataset.staticParts === "ready"));
      await engine.evaluate(captureFirstFrame, heading);
      await engine.click(`${mainNav} a[href="${to}"]`);
      expect(await waitFor(`${to}'s first frame`, () => engine.evaluate(firstFrame)), `${from} -> ${to}`).toEqual(direct);
    }
  });

  test("the carousel steps by 300 px", async ({ engine }) => {
    await carouselSteps(engine, 300);
  });

  test("the counters show 0 until scrolled into view, then count up to 75+, 25+ and 10+", async ({ engine }) => {
    await engine.resize(1280, 600);
    await engine.goto("/about/");
    const figures = "[data-final]";
    // The server's HTML shows the final figures (for a page without scripts); once hydrated, the
    // counters' effects set them to 0, a moment after the commit that hydration waits for (a clean
    // run read "75+" in that moment). Out of view, they then stay at 0.
    const zeros = about.counters.map(({ suffix }) => `0${suffix}`);
    await waitFor("the counters to start from 0", async () => JSON.stringify(await engine.evaluate(texts, figures)) === JSON.stringify(zeros), 6000);
    expect(await engine.evaluate(texts, figures)).toEqual(zeros);
    await engine.evaluate(scrollToMiddle, figures);
    const finals = about.counters.map(({ target, suffix }) => `${target}${suffix}`);
    await waitFor("the counters to reach their targets", async () => JSON.stringify(await engine.evaluate(texts, figures)) === JSON.stringify(finals), 6000);
  });

  test("the contact form records the inquiry and opens the chat with it, non-ASCII text included", async ({ engine }) => {
    await engine.goto("/contact/");
    await waitFor("the form's sender", () => engine.evaluate(() => document.querySelector("form[data-sender=ready]") !== null), 10_000);
    const name = `Zoë Ångström ${uniqueToken()}`;
    const message = "Need 20 MT & a price? Доставка नमस्ते 🌾\nSecond line";
    await engine.type('input[name="name"]', name);
    await engine.type('input[name="email"]', "zoe@example.com");
    await engine.type('textarea[name="text"]', message);
    const opened = await engine.newWindowFrom(() => engine.click('form button[type="submit"]:not([formaction])'));
    const url = new URL(opened);
    expect(url.hostname).toBe("wa.me");
    const text = url.searchParams.get("text") ?? "";
    expect(text).toContain(name);
    expect(text).toContain("zoe@example.com");
    expect(text).toContain(message);
    // The form is not cleared.
    expect(await engine.evaluate(() => (document.querySelector('input[name="name"]') as HTMLInputElement).value)).toBe(name);
    // The company can read it, every character as typed.
    const { fields } = await recordWith(name);
    expect(fields).toMatchObject({ name, email: "zoe@example.com", channel: "WhatsApp", language: "English" });
    expect(fields.text!.replace(/\r\n/g, "\n")).toBe(message);
  });

  test("the language switcher opens the same page in another language and direction", async ({ engine }) => {
    await engine.goto("/about/");
    await engine.click("header details summary");
    await engine.click('header details a[hreflang="es"]');
    await waitFor("the Spanish page", async () => (await engine.evaluate(pageState)).h1 === contentIn("es").about.banner.heading);
    expect(await engine.evaluate(pageState)).toMatchObject({ path: "/es/about/", lang: "es", dir: "ltr" });
    await engine.goto("/es/about/");
    await engine.click("header details summary");
    await engine.click('header details a[hreflang="ar"]');
    await waitFor("the Arabic page", async () => (await engine.evaluate(pageState)).h1 === ar.about.banner.heading);
    expect(await engine.evaluate(pageState)).toMatchObject({ path: "/ar/about/", lang: "ar", dir: "rtl" });
  });
});

test.describe("the contact form in Arabic at 375 px", () => {
  test.beforeEach(async ({ engine }) => engine.resize(375, 800));

  test("Send records the inquiry, two products with a quantity included, and opens the chat with it", async ({ engine }) => {
    await engine.goto("/ar/contact/");
    await waitFor("the form's sender", () => engine.evaluate(() => document.querySelector("form[data-sender=ready]") !== null), 10_000);
    const name = `زوي ${uniqueToken()}`;
    const message = "سعر ٢٠ طن من الحمص؟ <b>&</b> 100%\nسطر ثانٍ";
    await engine.type('input[name="name"]', name);
    await engine.type('input[name="email"]', "zoe@example.com");
    await engine.evaluate(chooseTwoProducts);
    await engine.evaluate(recordInputTrail);
    // Arabic-Indic digits and the Arabic decimal mark, which a number field refused: sent as typed, and read.
    const quantity = "٢٥٫٥";
    await engine.type('input[name="quantity-2"]', quantity);
    // Checked as typed, with where the pointer and the keys went, should they have gone elsewhere.
    expect(await engine.evaluate(() => (document.querySelector('input[name="quantity-2"]') as HTMLInputElement).value), await engine.evaluate(inputTrail)).toBe(quantity);
    // This engine reads the field's pattern: it takes the Arabic number and would refuse one with a unit.
    const validity = () => {
      const field = document.querySelector('input[name="quantity-2"]') as HTMLInputElement;
      const typed = field.value;
      const taken = field.validity.valid;
      field.value = "25 MT";
      const refused = field.validity.patternMismatch;
      field.value = typed;
      return { taken, refused };
    };
    expect(await engine.evaluate(validity)).toEqual({ taken: true, refused: true });
    await engine.type('textarea[name="text"]', message);
    const opened = await engine.newWindowFrom(() => engine.click('form button[type="submit"]:not([data-channel])'));
    const text = new URL(opened).searchParams.get("text") ?? "";
    expect(text).toContain(`\nLanguage: Arabic\n`);
    // As typed, then as an English reader reads it.
    expect(text, await engine.evaluate(inputTrail)).toContain(`\nProduct: ${products[0]!.name}\nProduct: ${products[2]!.name}, ${quantity} MT (25.5 MT)\n`);
    const { fields } = await recordWith(name);
    expect(fields).toMatchObject({ name, channel: "WhatsApp", language: "Arabic", "product-1": products[0]!.name, "product-2": products[2]!.name, "quantity-2": quantity });
    expect(fields.text!.replace(/\r\n/g, "\n")).toBe(message);
  });
  test("after typing in a field, the page stays where it is scrolled next, so the next tap lands where it aims", async ({ engine }) => {
    await engine.goto("/ar/contact/");
    // Ten times: without the fix, headless Firefox scrolled the page back to the field typed in at about one try in four here (issue 59).
    for (let attempt = 1; attempt <= 10; attempt++) {
      await engine.type('input[name="email"]', "z");
      const [scrolledTo, stayedAt] = await engine.evaluate(scrolledThenThreeFramesLater);
      expect(stayedAt, `attempt ${attempt}: scrolled to ${scrolledTo}, then moved to ${stayedAt}`).toBe(scrolledTo);
    }
    // The letters typed are the tab's unsent inquiry: gone before the next test's form is restored from it.
    await engine.goto("/ar/about/");
    await engine.evaluate(forgetUnsentInquiry);
  });

  test("every field a buyer types in, one right after another, keeps what was typed, and the record has it all", async ({ engine }) => {
    // The tab's unsent inquiry, if an earlier test left one, would fill the form when its script comes:
    // forgotten on a page without the form (leaving the form keeps what it holds).
    await engine.goto("/ar/about/");
    await engine.evaluate(forgetUnsentInquiry);
    await engine.goto("/ar/contact/");
    await waitFor("the form's sender", () => engine.evaluate(() => document.querySelector("form[data-sender=ready]") !== null), 10_000);
    await engine.evaluate(recordInputTrail);
    const name = `كل الحقول ${uniqueToken()}`;
    const { typed, recorded, chatLines } = everyFieldTyped(name, [products[0]!.name, products[2]!.name]);
    for (const [field, text] of typed) {
      const selector = `[name="${field}"]`;
      if (field === "quantity-1") await engine.evaluate(chooseTwoProducts);
      if (field === "port") await askForSample(engine);
      await engine.type(selector, text);
      expect(await engine.evaluate((control) => (document.querySelector(control) as HTMLInputElement).value, selector), await engine.evaluate(inputTrail)).toBe(text);
    }
    const opened = await engine.newWindowFrom(() => engine.click('form button[type="submit"]:not([data-channel])'));
    expect(new URL(opened).searchParams.get("text")).toContain(chatLines);
    const { fields } = await recordWith(name);
    expect(fields).toMatchObject(recorded);
    expect(fields).not.toHaveProperty("sample-1");
  });

  test("Send by e-mail records the inquiry and hands the mail program the same lines", async ({ engine }) => {
    await engine.goto("/ar/contact/");
    await waitFor("the form's sender", () => engine.evaluate(() => document.querySelector("form[data-sender=ready]") !== null), 10_000);
    const name = `بريد ${uniqueToken()}`;
    await engine.type('input[name="name"]', name);
    await engine.type('input[name="email"]', "mail@example.com");
    await engine.type('textarea[name="text"]', "عرض سعر من فضلك");
    // No mail program answers in these drivers: the address the page hands it is kept instead.
    await engine.evaluate(() => {
      window.open = ((url?: string | URL) => {
        document.documentElement.dataset.mailto = String(url);
        return null;
      }) as typeof window.open;
    });
    await engine.click('form button[data-channel="email"]');
    const mailto = await waitFor("the mail program's address", () => engine.evaluate(() => document.documentElement.dataset.mailto ?? null));
    expect(mailto).toMatch(/^mailto:/);
    expect(decodeURIComponent(mailto!)).toContain(`Name: ${name}\r\n`);
    expect((await recordWith(name)).fields).toMatchObject({ name, channel: "E-mail", language: "Arabic", text: "عرض سعر من فضلك" });
  });
});

test("without scripts, Send records the inquiry and lands on the received page in the buyer's language", async ({ engineName }, testInfo) => {
  // Its own engine, launched (the driver given 20 s to listen) beside the other worker's tests, as
  // search.spec.ts's and grown-catalogue.spec.ts's are: WebKit's first try ran out of 30 s once, its retry took 3 s.
  test.setTimeout(90_000);
  // WebKit with scripts off; Firefox with them refused by a policy (probe-proxy.ts), as the grown catalogue's tests do.
  const proxy = await startProbeProxy(String(testInfo.project.use.baseURL), { scripts: engineName !== "firefox" });
  const engine = engineName === "firefox" ? await launchFirefox(proxy.origin) : await launchWebKit(proxy.origin, { browserArgs: ["--enable-javascript=false"] });
  try {
    await engine.resize(375, 800);
    await engine.load("/ar/contact/");
    const name = `بلا نصوص ${uniqueToken()}`;
    await engine.type('input[name="name"]', name);
    await engine.type('input[name="email"]', "noscript@example.com");
    await engine.type('textarea[name="text"]', "هل يصلكم هذا؟");
    // Two products, a sample of the second asked for: the form's own fields, with nothing but the browser to send them.
    await engine.evaluate(chooseTwoProducts);
    await askForSample(engine);
    // A third product whose samples are not sent: its row says so, by the stylesheet alone, instead of offering the box.
    // Its box ticked before it was chosen stays in sight beside the note (nothing unticks it), until the buyer unticks it.
    const unsent = products.findIndex(({ samples }) => samples.terms === "not-sent");
    await engine.evaluate(chooseProduct, "product-3", 1);
    await askForSample(engine, 3);
    await engine.evaluate(chooseProduct, "product-3", unsent + 1);
    expect(await engine.evaluate(sampleOffered, 3)).toEqual({ box: true, note: true });
    await engine.click('input[name="sample-3"]');
    // Unticked, it stays while it has the focus, then goes.
    await engine.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await engine.evaluate(sampleOffered, 3)).toEqual({ box: false, note: true });
    expect(await engine.evaluate(sampleOffered, 2)).toEqual({ box: true, note: false });
    await engine.click('form button[type="submit"]:not([data-channel])');
    await waitFor("the received page", async () => (await engine.evaluate(pageState)).h1 === ar.contact.received.heading, 15_000);
    expect(await engine.evaluate(pageState)).toMatchObject({ path: "/ar/contact/received/", dir: "rtl" });
    expect(await engine.evaluate(hydrated), "the page's scripts ran").toBe(false);
    const { fields } = await recordWith(name);
    expect(fields).toMatchObject({ name, language: "Arabic", channel: "Form only", text: "هل يصلكم هذا؟", "product-1": products[0]!.name, "product-2": products[2]!.name, "sample-2": "yes", "product-3": products[unsent]!.name });
    expect(fields).not.toHaveProperty("sample-1");
    expect(fields).not.toHaveProperty("sample-3");
  } finally {
    await engine.close();
    await proxy.close();
  }
});

/**
 * Ticks a product row's sample box (the second's unless told), scrolled to the middle of the screen first, as a buyer
 * sees it before tapping (WebKitGTK's driver otherwise scrolls it under the fixed header and
 * refuses the click as "not interactable").
 */
async function askForSample(engine: import("./engine").Engine, row = 2) {
  const box = `input[name="sample-${row}"]`;
  await engine.evaluate((selector) => document.querySelector(selector)!.scrollIntoView({ block: "center" }), box);
  await engine.click(box);
  expect(await engine.evaluate((selector) => (document.querySelector(selector) as HTMLInputElement).checked, box)).toBe(true);
}

async function carouselSteps(engine: import("./engine").Engine, step: number) {
  await engine.goto("/");
  const track = 'ul[aria-labelledby="featured-title"]';
  const next = `button[aria-label="${home.featured.nextLabel}"]`;
  await engine.evaluate(scrollToMiddle, track);
  expect(await engine.evaluate(scrollLeft, track)).toBe(0);
  // The arrows show once they work, after the page's scripts (no control before it works): a click before is refused.
  await waitFor("the carousel's arrows", () => engine.evaluate(shown, next));
  await engine.click(next);
  await waitFor(`the carousel at ${step} px`, async () => (await engine.evaluate(scrollLeft, track)) === step);
  await engine.click(next);
  await waitFor(`the carousel at ${2 * step} px`, async () => (await engine.evaluate(scrollLeft, track)) === 2 * step);
}

/** In the page: records how its main content looks (each element's computed styles) in the first frame that shows `heading`. */
function captureFirstFrame(heading: string): void {
  const page = window as unknown as { firstFrame?: string[] };
  delete page.firstFrame;
  const capture = () => {
    if (document.querySelector("main h1")?.textContent !== heading) return void requestAnimationFrame(capture);
    page.firstFrame = [document.querySelector("main")!, ...document.querySelectorAll("main *")].map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName} ${style.display} ${style.fontSize} ${style.color} ${style.backgroundColor} ${style.padding} ${style.gridTemplateColumns}`;
    });
  };
  requestAnimationFrame(capture);
}

function firstFrame(): string[] | undefined {
  return (window as unknown as { firstFrame?: string[] }).firstFrame;
}

/** In the page: records where pointer presses, focus and keys go, and what moves meanwhile (read with inputTrail). */
function recordInputTrail(): void {
  const trail: string[] = [];
  (window as unknown as { inputTrail?: string[] }).inputTrail = trail;
  const describe = (target: EventTarget | null) =>
    target instanceof Element ? `${target.tagName.toLowerCase()}${target.getAttribute("name") ? `[name=${target.getAttribute("name")}]` : ""}${target.id ? `#${target.id}` : ""}` : String(target);
  const quantity = () => document.querySelector('input[name="quantity-2"]')!.getBoundingClientRect();
  const at = () => `${Math.round(performance.now())} ms, scrollY ${Math.round(window.scrollY)}, quantity-2 top ${Math.round(quantity().top)}`;
  for (const type of ["pointerdown", "mousedown", "click", "focusin", "focusout", "keydown", "input", "change"]) {
    document.addEventListener(
      type,
      (event) => {
        const point = event instanceof MouseEvent ? ` at ${Math.round(event.clientX)},${Math.round(event.clientY)}` : "";
        const key = event instanceof KeyboardEvent ? ` ${event.key}` : "";
        trail.push(`${type}${key}${point} on ${describe(event.target)} (active ${describe(document.activeElement)}; ${at()})`);
      },
      true,
    );
  }
  window.addEventListener("scroll", () => trail.push(`scroll (${at()})`), true);
  new ResizeObserver(() => trail.push(`resize of the form (${at()})`)).observe(document.querySelector("form")!);
}

function inputTrail(): string {
  return ((window as unknown as { inputTrail?: string[] }).inputTrail ?? ["no trail recorded"]).join("\n");
}

/** In the page: chooses the first product in the first row and the third in the second, as a tap on an option does (a change event). */
function chooseTwoProducts(): void {
  // The options' values are the products' English names.
  for (const [field, index] of [["product-1", 1], ["product-2", 3]] as const) {
    const select = document.querySelector<HTMLSelectElement>(`select[name="${field}"]`)!;
    select.selectedIndex = index;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/** In the page: chooses the option at `index` of the product row `field`, as a tap on an option does (a change event). */
function chooseProduct(field: string, index: number): void {
  const select = document.querySelector<HTMLSelectElement>(`select[name="${field}"]`)!;
  select.selectedIndex = index;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

/** In the page: whether product row `row` shows its sample box, and whether it says instead that no samples are sent. */
function sampleOffered(row: number): { box: boolean; note: boolean } {
  const box = document.querySelector(`input[name="sample-${row}"]`)!;
  const note = box.parentElement!.nextElementSibling!;
  return { box: box.getClientRects().length > 0, note: note.tagName === "P" && note.getClientRects().length > 0 };
}

/** In the page: forgets the inquiry the tab keeps unsent (nothing on a page of another origin, such as the first blank one). */
function forgetUnsentInquiry(): void {
  try {
    sessionStorage.removeItem("inquiry-draft");
  } catch {
    // about:blank has no storage of the site's.
  }
}
