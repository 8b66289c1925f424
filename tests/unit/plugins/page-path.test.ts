import { SERVED_PAGE_ATTRIBUTE, samePagePathScript, servedMatchPaths, servedPageAttributes } from "../../../plugins/delivery/page-path";

describe("samePagePathScript", () => {
  it("makes Gatsby's per-page script read the path from the address, so every page has the same inline script", () => {
    const about = samePagePathScript('/*<![CDATA[*/window.pagePath="/about/";window.___webpackCompilationHash="abc";/*]]>*/');
    const home = samePagePathScript('/*<![CDATA[*/window.pagePath="/";window.___webpackCompilationHash="abc";/*]]>*/');
    expect(about).toBe('/*<![CDATA[*/window.pagePath=location.pathname;window.___webpackCompilationHash="abc";/*]]>*/');
    expect(home).toBe(about);
  });

  it("stops the build, naming the tweak, when Gatsby no longer writes window.pagePath", () => {
    expect(() => samePagePathScript('window.___webpackCompilationHash="abc";')).toThrow(/delivery tweak "same-inline-scripts"/);
  });
});

describe("the served not-found page and the browser's one route to it", () => {
  it("marks only a page with a match path, or Gatsby's /404.html, by its own path", () => {
    expect(servedPageAttributes({ path: "/es/products/404.html", matchPath: "/es/products/*", result: {} })).toEqual({ [SERVED_PAGE_ATTRIBUTE]: "/es/products/404.html" });
    expect(servedPageAttributes({ path: "/404.html", result: {} })).toEqual({ [SERVED_PAGE_ATTRIBUTE]: "/404.html" });
    expect(servedPageAttributes({ path: "/about/", result: {} })).toEqual({});
    expect(servedPageAttributes({ path: "/es/products/soya-meal/", result: {} })).toEqual({});
    expect(servedPageAttributes({ result: {} })).toEqual({});
  });

  it("routes the address the server answered, and no other, to the marked page", () => {
    expect(servedMatchPaths("/es/products/404.html", "/es/products/no-such-product/")).toEqual([{ path: "/es/products/404.html", matchPath: "/es/products/no-such-product/" }]);
    expect(servedMatchPaths(undefined, "/es/products/soya-meal/")).toEqual([]);
  });

  it("matches the address as Gatsby does: decoded, without what follows a # or ?; a malformed one as it is", () => {
    expect(servedMatchPaths("/404.html", "/caf%C3%A9/")).toEqual([{ path: "/404.html", matchPath: "/café/" }]);
    expect(servedMatchPaths("/es/404.html", "/es/a%3Fb/")).toEqual([{ path: "/es/404.html", matchPath: "/es/a" }]);
    expect(servedMatchPaths("/es/404.html", "/es/a%23b/")).toEqual([{ path: "/es/404.html", matchPath: "/es/a" }]);
    expect(servedMatchPaths("/404.html", "/%E0%A4%A/")).toEqual([{ path: "/404.html", matchPath: "/%E0%A4%A/" }]);
  });

  it("gives an address no route when the router would read one of its segments as a pattern", () => {
    expect(servedMatchPaths("/es/404.html", "/es/:path/")).toEqual([]);
    expect(servedMatchPaths("/es/404.html", "/es/%3Ax/")).toEqual([]);
    expect(servedMatchPaths("/es/404.html", "/es/*/")).toEqual([]);
    expect(servedMatchPaths("/es/404.html", "/es/a:b/")).toEqual([{ path: "/es/404.html", matchPath: "/es/a:b/" }]);
  });
});
