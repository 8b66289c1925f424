/** @jest-environment node */
import { ChromiumMissing, CHROMIUM_CANDIDATES, findChromium, findTestChromium, HEADLESS_SHELL } from "../../../plugins/spec-sheets/chromium.mjs";
import { batchHtml, batchKey, MAX_SHEET_BYTES, pageTitle, pdfPageCount, printableHtml, sheetKey, sheetProblems } from "../../../plugins/spec-sheets/sheet";

const page = (body: string, scripts = "", nav = "<li>Castor Oil</li>") =>
  `<!DOCTYPE html><html><head><style>.a{color:red}</style>${scripts}</head><body><svg><symbol id="logo"><path d="M0 0"/></symbol></svg>` +
  `<header><ul>${nav}</ul></header><main>${body}</main><footer>${nav}</footer>` +
  `<script id="deferred-scripts">var s=["/app-1.js"]</script></body></html>`;

/** A PDF as Chromium writes it, with `pages` pages of the given size in points, padded to `bytes`. */
function pdf(pages: number, { width = 594.96, height = 841.92, bytes = 80_000 } = {}): Buffer {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(" ");
  const pageObjects = Array.from(
    { length: pages },
    (_, index) => `${index + 3} 0 obj\n<</Type /Page\n/Resources <<>>\n/MediaBox [0 0 ${width} ${height}]\n/Parent 2 0 R>>\nendobj\n`,
  ).join("");
  const text = `%PDF-1.4\n1 0 obj\n<</Type /Catalog\n/Pages 2 0 R>>\nendobj\n2 0 obj\n<</Type /Pages\n/Count ${pages}\n/Kids [${kids}]>>\nendobj\n${pageObjects}%%EOF\n`;
  return Buffer.concat([Buffer.from(text, "latin1"), Buffer.alloc(Math.max(0, bytes - text.length), 0x20)]);
}

describe("sheetKey", () => {
  it("ignores the page's scripts, which change with every code build", () => {
    const body = "<h1>Castor Oil</h1><p>Issued 1 May 2026</p>";
    expect(sheetKey(page(body))).toBe(sheetKey(page(body, '<script src="/app-2.js" async></script><script>window.pagePath=location.pathname</script>')));
    expect(sheetKey(page(body).replace('["/app-1.js"]', '["/app-9f.js"]'))).toBe(sheetKey(page(body)));
  });

  it("ignores the site's header and footer, hidden on paper, where every product is listed", () => {
    const body = "<h1>Castor Oil</h1><p>Issued 1 May 2026</p>";
    expect(sheetKey(page(body, "", "<li>Castor Oil</li><li>Soya Meal</li>"))).toBe(sheetKey(page(body)));
  });

  it("changes with the text, the styles, the picture, the logo and the issue date", () => {
    const base = page('<h1>Castor Oil</h1><img src="/static/abc/castor.jpg"><p>Issued 1 May 2026</p>');
    const changed = [
      base.replace("<h1>Castor Oil", "<h1>Castor Oil (BSS)"),
      base.replace("color:red", "color:green"),
      base.replace("/static/abc/", "/static/abd/"),
      base.replace("1 May", "2 May"),
      base.replace('d="M0 0"', 'd="M0 1"'),
    ];
    for (const html of changed) expect(sheetKey(html)).not.toBe(sheetKey(base));
  });
});

describe("printableHtml", () => {
  it("leaves out the AVIF and WebP sources, so the picture printed is the <img>'s JPEG", () => {
    const picture =
      '<picture><source type="image/avif" srcSet="/a.avif 400w" sizes="560px"/><source type="image/webp" media="(max-width: 600px)" srcSet="/a.webp 400w"/>' +
      '<img src="/a.jpg" srcSet="/a.jpg 400w" alt="Castor"/></picture>';
    expect(printableHtml(`<p>x</p>${picture}`)).toBe('<p>x</p><picture><img src="/a.jpg" srcSet="/a.jpg 400w" alt="Castor"/></picture>');
  });
});

describe("batchKey", () => {
  it("is shared by pages with the same language, direction and styles, whatever their text", () => {
    expect(batchKey(page("<h1>Castor Oil</h1>"))).toBe(batchKey(page("<h1>Soya Meal</h1>", "", "<li>Soya Meal</li>")));
    expect(batchKey(page("<h1>Castor Oil</h1>").replace("<html>", '<html lang="ar" dir="rtl">'))).not.toBe(batchKey(page("<h1>Castor Oil</h1>")));
    expect(batchKey(page("<h1>Castor Oil</h1>").replace("color:red", "color:green"))).not.toBe(batchKey(page("<h1>Castor Oil</h1>")));
  });
});

describe("batchHtml", () => {
  const arabic = (body: string, symbol = '<symbol id="logo"><path d="M0 0"/></symbol>') =>
    `<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>x</title><style>.a{color:red}</style></head><body><svg>${symbol}</svg><header>nav</header>` +
    `<main id="main"><h1>${body}</h1><picture><source type="image/avif" srcSet="/a.avif 400w"/><img src="/a.jpg" alt=""/></picture></main><footer>nav</footer><script>x()</script></body></html>`;

  it("is every page's <main> in order, each on a new sheet of paper, in the first page's language and styles", () => {
    const html = batchHtml([arabic("كسب الخروع"), arabic("كسب الصويا", '<symbol id="leaf"><path d="M1 1"/></symbol>')]);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><style>\.a\{color:red\}<\/style><\/head>/);
    expect(html.indexOf("كسب الخروع")).toBeLessThan(html.indexOf("كسب الصويا"));
    expect(html.match(/<main/g)).toHaveLength(2);
    expect(html.match(/break-before: page/g)).toHaveLength(1);
    expect(html).toContain('<symbol id="logo">');
    expect(html).toContain('<symbol id="leaf">');
  });

  it("prints the JPEG of each picture and nothing of the header, footer or scripts", () => {
    const html = batchHtml([arabic("a"), arabic("b")]);
    expect(html).not.toMatch(/image\/avif|<header|<footer|<script|nav/);
    expect(html.match(/<img src="\/a.jpg"/g)).toHaveLength(2);
  });

  it("keeps each icon symbol once", () => {
    expect(batchHtml([arabic("a"), arabic("b")]).match(/<symbol id="logo">/g)).toHaveLength(1);
  });
});

describe("pageTitle", () => {
  it("is the <title>'s text with its character references decoded", () => {
    expect(pageTitle("<head><title>Castor Oil &amp; Meal &#x27;BSS&#x27; | Sorath &lt;Agro&gt;</title></head>")).toBe("Castor Oil & Meal 'BSS' | Sorath <Agro>");
    expect(pageTitle('<title data-gatsby-head="true">كسب الخروع | Sorath</title>')).toBe("كسب الخروع | Sorath");
    expect(pageTitle("<p>no title</p>")).toBe("");
  });
});

describe("sheetProblems", () => {
  it("passes a one-page A4 sheet under the size limit", () => {
    expect(pdfPageCount(pdf(1))).toBe(1);
    expect(sheetProblems("castor-oil", pdf(1))).toEqual([]);
  });

  it("fails a sheet of more than one page, naming the product", () => {
    expect(pdfPageCount(pdf(2))).toBe(2);
    expect(sheetProblems("castor-oil", pdf(2))).toEqual([expect.stringMatching(/^the spec sheet of product "castor-oil" has 2 pages; it must fit on one A4 page/)]);
  });

  it("fails a sheet of 300 KB or more, naming the product and its size", () => {
    expect(sheetProblems("castor-oil", pdf(1, { bytes: MAX_SHEET_BYTES - 1 }))).toEqual([]);
    expect(sheetProblems("castor-oil", pdf(1, { bytes: MAX_SHEET_BYTES }))).toEqual([
      expect.stringMatching(/^the spec sheet of product "castor-oil" is 300\.0 KB; it must be under 300\.0 KB/),
    ]);
  });

  it("fails a sheet that is not A4", () => {
    expect(sheetProblems("castor-oil", pdf(1, { width: 612, height: 792 }))).toEqual([expect.stringMatching(/"castor-oil" is 612 x 792 pt, not A4/)]);
  });

  it("fails something that is no PDF page at all", () => {
    expect(sheetProblems("castor-oil", Buffer.from("<html>Not found</html>"))).toEqual([expect.stringContaining('"castor-oil" has 0 pages')]);
  });
});

describe("findChromium", () => {
  const only = (...files: string[]) => (file: string) => files.includes(file);

  it("takes CHROMIUM_PATH first, then Debian's, Ubuntu's and Google's places in that order", () => {
    expect(findChromium({ CHROMIUM_PATH: "/opt/chrome/chrome" }, only("/opt/chrome/chrome", "/usr/bin/chromium"))).toBe("/opt/chrome/chrome");
    expect(findChromium({}, only(...CHROMIUM_CANDIDATES))).toBe("/usr/bin/chromium");
    expect(findChromium({}, only("/usr/bin/chromium-browser", "/usr/bin/google-chrome-stable"))).toBe("/usr/bin/chromium-browser");
    expect(findChromium({}, only("/usr/bin/google-chrome-stable"))).toBe("/usr/bin/google-chrome-stable");
  });

  it("without a Chromium, says what is missing and how to get one", () => {
    expect(() => findChromium({}, only())).toThrow(ChromiumMissing);
    expect(() => findChromium({}, only())).toThrow(
      /no Chromium was found at \/usr\/bin\/chromium, \/usr\/bin\/chromium-browser, \/usr\/bin\/google-chrome-stable\. .*apt-get install -y chromium.*or set CHROMIUM_PATH/,
    );
  });

  it("does not fall back to another browser when CHROMIUM_PATH points nowhere", () => {
    expect(() => findChromium({ CHROMIUM_PATH: "/opt/none" }, only("/usr/bin/chromium"))).toThrow(/CHROMIUM_PATH is set to \/opt\/none, which is not an executable file/);
  });

  it("gives the tests Debian's headless shell where it is installed, else the build's Chromium; CHROMIUM_PATH before either", () => {
    expect(findTestChromium({}, only(HEADLESS_SHELL, "/usr/bin/chromium"))).toBe(HEADLESS_SHELL);
    expect(findTestChromium({}, only("/usr/bin/chromium"))).toBe("/usr/bin/chromium");
    expect(findTestChromium({ CHROMIUM_PATH: "/opt/chrome/chrome" }, only(HEADLESS_SHELL, "/opt/chrome/chrome"))).toBe("/opt/chrome/chrome");
    expect(() => findTestChromium({}, only())).toThrow(ChromiumMissing);
  });
});
