import { samePagePathScript } from "../../../plugins/delivery/page-path";

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
