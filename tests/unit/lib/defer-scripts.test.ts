import { deferGatsbyScripts } from "../../../src/lib/defer-scripts";

const page = (scripts: string) => `<html><head></head><body><div id="___gatsby"></div><script id="x">a()</script>${scripts}</body></html>`;
const gatsbyScripts =
  '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script>';

describe("deferGatsbyScripts", () => {
  it("replaces Gatsby's async script tags with one loader that starts them, in order, after the load event", () => {
    const html = deferGatsbyScripts(page(gatsbyScripts));
    expect(html).not.toContain(" async></script>");
    expect(html).toContain('<script id="x">a()</script>');
    const loader = /<script>(.*?)<\/script><\/body>/.exec(html)![1]!;
    expect(loader).toContain('["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]');
    expect(loader).toContain('addEventListener("load",l)');
    expect(loader).toContain('document.readyState==="complete"?l()');
  });

  it("writes the same loader for pages with the same scripts, so one CSP hash covers the site", () => {
    const loader = (html: string) => /<script>(.*?)<\/script><\/body>/.exec(html)![1];
    expect(loader(deferGatsbyScripts(page(gatsbyScripts)))).toBe(loader(deferGatsbyScripts(`<body><p>other</p>${gatsbyScripts}</body>`)));
  });

  it("leaves a page without async scripts (or already deferred) untouched", () => {
    const once = deferGatsbyScripts(page(gatsbyScripts));
    expect(deferGatsbyScripts(once)).toBe(once);
    expect(deferGatsbyScripts(page(""))).toBe(page(""));
  });

  it("runs the scripts in a browser once the page has loaded", () => {
    const appended: string[] = [];
    const listeners: Record<string, () => void> = {};
    const loader = /<script>(.*?)<\/script><\/body>/.exec(deferGatsbyScripts(page(gatsbyScripts)))![1]!;
    const fakeDocument = {
      readyState: "interactive",
      createElement: () => ({ src: "" }),
      body: { appendChild: (element: { src: string }) => appended.push(element.src) },
    };
    new Function("document", "addEventListener", loader)(fakeDocument, (type: string, listener: () => void) => (listeners[type] = listener));
    expect(appended).toEqual([]);
    listeners.load!();
    expect(appended).toEqual(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"]);
  });
});
