import { deferGatsbyScripts, FALLBACK_MS } from "../../../plugins/delivery/defer-scripts";

const gatsbyScripts =
  '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script>';
/** A page as Gatsby writes it: the scripts live in the "_gatsby-scripts" slice. */
const page = (scripts: string, after = "") =>
  `<html><head></head><body><div id="___gatsby"></div><!-- slice-start id="_gatsby-scripts-1" --><script id="x">a()</script>${scripts}` +
  `<!-- slice-end id="_gatsby-scripts-1" -->${after}</body></html>`;
const loaderOf = (html: string) => [...html.matchAll(/<script id="deferred-scripts">(.*?)<\/script>/g)].map(([, code]) => code!);

describe("deferGatsbyScripts", () => {
  it("replaces Gatsby's async script tags, in their place, with one loader that lists them in order", () => {
    const html = deferGatsbyScripts(page(gatsbyScripts), "page.html", null);
    expect(html).not.toContain(" async></script>");
    expect(html).toContain('<script id="x">a()</script><script id="deferred-scripts">');
    expect(html).toMatch(/<\/script><!-- slice-end id="_gatsby-scripts-1" -->/);
    expect(loaderOf(html)).toHaveLength(1);
    expect(loaderOf(html)[0]).toContain('var s=["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]');
  });

  it("writes the same loader for pages with the same scripts, so one CSP hash covers the site", () => {
    expect(loaderOf(deferGatsbyScripts(page(gatsbyScripts), "page.html", null))).toEqual(loaderOf(deferGatsbyScripts(`<body><p>other</p>${gatsbyScripts}</body>`, "page.html", null)));
  });

  it("leaves an already deferred page, and a page that is not Gatsby's, untouched", () => {
    const once = deferGatsbyScripts(page(gatsbyScripts), "page.html", null);
    expect(deferGatsbyScripts(once, "page.html", null)).toBe(once);
    const editor = '<html><body><script src="cms.js"></script></body></html>';
    expect(deferGatsbyScripts(editor, "admin/index.html", null)).toBe(editor);
  });

  it("gives a page delivered before, and not stitched since, its loader again with the stylesheet it is given, the same scripts in order", () => {
    const once = deferGatsbyScripts(page(gatsbyScripts), "page.html", "/styles.5e.css");
    const again = deferGatsbyScripts(once, "page.html", "/styles.6f.css");
    expect(loaderOf(again)).toEqual(loaderOf(deferGatsbyScripts(page(gatsbyScripts), "page.html", "/styles.6f.css")));
    expect(again).not.toContain("/styles.5e.css");
  });

  it("stops the build, naming the tweak and the page, when a Gatsby page's script tags no longer match", () => {
    expect(() => deferGatsbyScripts(page('<script src="/app-3c.js" defer></script>'), "public/about/index.html", null)).toThrow(
      /delivery tweak "deferred-scripts".*checked against Gatsby 5\.16\.1.*public\/about\/index\.html/,
    );
  });

  it("keeps one loader when a later build stitches fresh script tags into an already processed page", () => {
    const oldLoader = `<script id="deferred-scripts">${loaderOf(deferGatsbyScripts(page(gatsbyScripts), "page.html", null))[0]}</script>`;
    // Builds before this loader lived in the slice left it after the slice's end.
    const restitched = page(gatsbyScripts.replace("app-3c", "app-4d"), oldLoader);
    const html = deferGatsbyScripts(restitched, "page.html", null);
    expect(loaderOf(html)).toHaveLength(1);
    expect(loaderOf(html)[0]).toContain("/app-4d.js");
  });
});

/** Runs the loader against a stand-in for the browser and records what it does. */
function browser({ priorityImage = true, lcpSupported = true, elementTimingSupported = true, stylesheet = null as string | null } = {}) {
  const appended: string[] = [];
  const links: { rel: string; href: string; id?: string; media?: string; onload?: (() => void) | null; onerror?: (() => void) | null }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { fn: () => void; ms: number }[] = [];
  // Paints reported so far, of the largest content and of elements with `elementtiming`; an observer with `buffered: true` first receives these.
  const painted: Record<string, { url: string }[]> = { "largest-contentful-paint": [], element: [] };
  const reports: Record<string, ((entries: { url: string }[]) => void) | undefined> = {};
  class FakeObserver {
    static supportedEntryTypes = [...(lcpSupported ? ["largest-contentful-paint"] : ["paint"]), ...(elementTimingSupported ? ["element"] : [])];
    constructor(private callback: (list: { getEntries: () => { url: string }[] }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(FakeObserver.supportedEntryTypes).toContain(options.type);
      expect(options.buffered).toBe(true);
      const report = (entries: { url: string }[]) => this.callback({ getEntries: () => entries });
      reports[options.type] = report;
      if (painted[options.type]!.length > 0) report([...painted[options.type]!]);
    }
  }
  const reportPaint = (type: string, entry: { url: string }) => {
    painted[type]!.push(entry);
    reports[type]?.([entry]);
  };
  const document = {
    readyState: "interactive",
    querySelector: (selector: string) => (selector === "img[fetchpriority=high]" && priorityImage ? {} : null),
    createElement: (name: string) => (name === "link" ? { rel: "", href: "" } : { src: "" }),
    body: { appendChild: (element: { src: string }) => appended.push(element.src) },
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  const code = loaderOf(deferGatsbyScripts(page(gatsbyScripts), "page.html", stylesheet))[0]!;
  new Function("document", "window", "addEventListener", "setTimeout", code)(
    document,
    { PerformanceObserver: FakeObserver },
    (type: string, listener: () => void) => (listeners[type] = listener),
    (fn: () => void, ms: number) => timers.push({ fn, ms }),
  );
  return {
    appended,
    links,
    fire: (type: string) => listeners[type]!(),
    /** The Largest Contentful Paint API reports a paint: of text (no address) or of a picture. */
    paint: (url = "") => reportPaint("largest-contentful-paint", { url }),
    /** The Element Timing API reports the paint of the main picture (the one element with `elementtiming`). */
    mainPicturePainted: () => reportPaint("element", { url: "/static/1/card.avif" }),
    runTimers: () => timers.filter(({ ms }) => ms === FALLBACK_MS).forEach(({ fn }) => fn()),
    /** The scripts started once the tasks the loader queued have run (it starts one a task). */
    started: () => {
      for (let next = timers.findIndex(({ ms }) => ms === 0); next !== -1; next = timers.findIndex(({ ms }) => ms === 0)) timers.splice(next, 1)[0]!.fn();
      return appended;
    },
  };
}

const scripts = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"];

describe("the loader in a browser", () => {
  it("waits for the load event and for the page's largest picture to be painted", () => {
    const page = browser();
    page.fire("load");
    expect(page.started()).toEqual([]);
    page.paint();
    expect(page.started()).toEqual([]);
    page.paint("/static/1/hero.avif");
    expect(page.started()).toEqual(scripts);
    page.paint("/static/2/card.avif");
    page.fire("keydown");
    expect(page.started()).toEqual(scripts);
  });

  it("starts once the main picture's own paint is reported, though a paragraph is the largest paint (a short screen showing the picture's top)", () => {
    const page = browser();
    page.fire("load");
    page.paint();
    expect(page.started()).toEqual([]);
    page.mainPicturePainted();
    expect(page.started()).toEqual(scripts);
    page.paint("/static/1/card.avif");
    expect(page.started()).toEqual(scripts);
  });

  it("in a browser with the Largest Contentful Paint API but not Element Timing, waits for a picture's paint as the largest", () => {
    const page = browser({ elementTimingSupported: false });
    page.fire("load");
    page.paint();
    expect(page.started()).toEqual([]);
    page.paint("/static/1/hero.avif");
    expect(page.started()).toEqual(scripts);
  });

  it(`starts at the latest ${FALLBACK_MS} ms after loading when no paint of the picture is reported`, () => {
    const page = browser();
    page.fire("load");
    page.runTimers();
    expect(page.started()).toEqual(scripts);
  });

  it("on a page without a main picture, waits for the load event and the first paint of its content", () => {
    const page = browser({ priorityImage: false });
    page.paint();
    expect(page.started()).toEqual([]);
    page.fire("load");
    expect(page.started()).toEqual(scripts);
  });

  it("starts at the load event in a browser without the paint API", () => {
    const page = browser({ lcpSupported: false });
    expect(page.started()).toEqual([]);
    page.fire("load");
    expect(page.started()).toEqual(scripts);
  });

  it("starts as soon as the visitor presses a key or touches the page, even before it has loaded", () => {
    for (const event of ["keydown", "pointerdown"]) {
      const page = browser();
      page.fire(event);
      expect(page.started()).toEqual(scripts);
      page.fire("load");
      page.paint("/static/1/hero.avif");
      expect(page.started()).toEqual(scripts);
    }
  });

  it("starts the scripts in their order, one a task: each script's start costs the main thread a few milliseconds", () => {
    const page = browser({ lcpSupported: false });
    page.fire("load");
    expect(page.appended).toEqual(scripts.slice(0, 1));
    expect(page.started()).toEqual(scripts);
  });
});

describe("the loader, when the page inlines only its own CSS", () => {
  it("links the whole stylesheet first, and starts the scripts once it has loaded, or failed to", () => {
    for (const outcome of ["onload", "onerror"] as const) {
      const page = browser({ stylesheet: "/styles.5e.css" });
      page.fire("load");
      page.paint("/static/1/hero.avif");
      // Not applied: it matches no media until the app applies it (src/lib/whole-stylesheet.ts).
      expect(page.links.map(({ rel, href, id, media }) => ({ rel, href, id, media }))).toEqual([{ rel: "stylesheet", href: "/styles.5e.css", id: "whole-stylesheet", media: "not all" }]);
      expect(page.started()).toEqual([]);
      page.links[0]![outcome]!();
      expect(page.started()).toEqual(scripts);
      // Firefox and WebKit fire load again when the app applies the stylesheet (its media changes): the scripts start once.
      page.links[0]!.onload?.();
      expect(page.started()).toEqual(scripts);
      page.fire("keydown");
      expect(page.links).toHaveLength(1);
    }
  });
});
