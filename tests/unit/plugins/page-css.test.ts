import { classesIn, inlinedStylesheetHref, inlineOnlyPageCss, pageCss, withStylesheet } from "../../../plugins/delivery/page-css";

const css =
  ":root{--green:#1e3d27}body{margin:0}.card-1a{padding:1rem}.card-1a .title-2b{color:red}.table-3c{width:100%}" +
  ".header-4d[data-scrolled=true] .bar-5e{height:60px}a[href$=\".pdf\"]{color:blue}.link-6f:not(.active-7a){color:green}" +
  "@media (min-width:40em){.card-1a{padding:2rem}.table-3c{display:table}}@media print{.table-3c{font-size:9pt}}" +
  "@keyframes enter-8b{from{opacity:0}}@page{size:A4;margin:12mm 14mm}@media print{body{font-size:9pt;line-height:1.4}}.title-2b,.table-3c caption{margin:0}:is(.card-1a,.gone-9c) p{margin:0}";

describe("pageCss", () => {
  const kept = pageCss(css, new Set(["card-1a", "title-2b", "header-4d", "bar-5e", "link-6f"]));

  it("keeps the rules whose every class name is on the page", () => {
    for (const rule of [".card-1a{padding:1rem}", ".card-1a .title-2b{color:red}", '.header-4d[data-scrolled=true] .bar-5e{height:60px}']) {
      expect(kept).toContain(rule);
    }
    expect(kept).toContain("@media (min-width:40em){.card-1a{padding:2rem}}");
  });

  it("drops a rule, or one selector of a list, that names a class the page does not have, and at-rules left empty", () => {
    expect(kept).not.toContain("table-3c");
    expect(kept).not.toContain("@media print{.table-3c");
    expect(kept.match(/@media print/g)).toHaveLength(1);
    expect(kept).toContain(".title-2b{margin:0}");
  });

  it("keeps rules without class names, keyframes, and classes that only exclude or offer alternatives", () => {
    for (const rule of [
      ":root{--green:#1e3d27}",
      "body{margin:0}",
      'a[href$=".pdf"]{color:blue}',
      "@keyframes enter-8b{from{opacity:0}}",
      "@page{size:A4;margin:12mm 14mm}",
      "@media print{body{font-size:9pt;line-height:1.4}}",
    ]) {
      expect(kept).toContain(rule);
    }
    expect(kept).toContain(".link-6f:not(.active-7a){color:green}");
    expect(kept).toContain(":is(.card-1a,.gone-9c) p{margin:0}");
  });
});

describe("pageCss and fonts", () => {
  const fonts =
    '@font-face{font-family:"Sheet Arabic";src:url(/static/a.ttf)}@font-face{font-family:Unused;src:url(/static/u.ttf)}' +
    '@media print{.sheet-1a:lang(ar){--font-sans:"Sheet Arabic",sans-serif}}body{margin:0}';

  it("keeps a @font-face only where a rule kept names its family", () => {
    const sheetPage = pageCss(fonts, new Set(["sheet-1a"]));
    expect(sheetPage).toContain('@font-face{font-family:"Sheet Arabic";src:url(/static/a.ttf)}');
    expect(sheetPage).not.toContain("Unused");
    expect(pageCss(fonts, new Set(["other-2b"]))).toBe("body{margin:0}");
  });
});

describe("inlineOnlyPageCss", () => {
  const page = (style: string, mark = "") =>
    `<html><head><style ${mark}data-href="/styles.5e.css" data-identity="gatsby-global-css">${style}</style></head>` +
    `<body><div class="card-1a"><h2 class="title-2b">Meal</h2></div></body></html>`;

  it("cuts the inlined stylesheet down to the page's rules, and says where the whole one is", () => {
    const html = inlineOnlyPageCss(page(".card-1a{padding:1rem}.table-3c{width:100%}"));
    expect(html).toBe(page(".card-1a{padding:1rem}", "data-page-css "));
    expect(inlinedStylesheetHref(html)).toBe("/styles.5e.css");
    expect(inlineOnlyPageCss(html)).toBe(html);
  });

  it("inlines this build's whole stylesheet in place of another build's, as Gatsby would, to be cut down again", () => {
    // Gatsby renders no page again when only the CSS changed: the page still carries the stylesheet of the build that rendered it.
    const stale = inlineOnlyPageCss(page(".card-1a{padding:1rem}"));
    const current = { href: "/styles.6f.css", css: ".card-1a{padding:2rem}.table-3c{width:100%}" };
    const html = withStylesheet(stale, current);
    expect(html).toBe(page(current.css).replace("/styles.5e.css", current.href));
    expect(inlineOnlyPageCss(html)).toBe(page(".card-1a{padding:2rem}", "data-page-css ").replace("/styles.5e.css", current.href));
    expect(withStylesheet(stale, { href: "/styles.5e.css", css: "ignored" })).toBe(stale);
    expect(withStylesheet(stale, null)).toBe(stale);
  });

  it("leaves a page without Gatsby's inlined stylesheet (the content editor's) as it is", () => {
    const editor = '<html><head><style>.x{color:red}</style></head><body class="y"></body></html>';
    expect(inlineOnlyPageCss(editor)).toBe(editor);
    expect(inlinedStylesheetHref(editor)).toBeNull();
  });

  it("finds every class name on the page", () => {
    expect([...classesIn('<a class="one  two"></a><p class=""></p><b class="three"></b>')]).toEqual(["one", "two", "three"]);
  });
});
