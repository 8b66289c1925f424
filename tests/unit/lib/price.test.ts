/** @jest-environment node */
import { priceNotices, priceProblems, formatProblem } from "../../../src/lib/content-rules";
import { PRICE_NOTICE_DAYS, priceShown, priceState } from "../../../src/lib/price";
import products from "../../../content/products.json";

const FILE = "content/products.json";
const price = (lowUsd: number, highUsd: number, quotedUntil?: string) => ({ lowUsd, highUsd, quotedUntil });

describe("where a price stands on a day", () => {
  it("is current up to PRICE_NOTICE_DAYS before its last day, then ending up to and on that day, then over", () => {
    const until = price(380, 420, "2027-03-01");
    expect(PRICE_NOTICE_DAYS).toBe(14);
    expect(priceState(until, "2027-02-14")).toBe("valid");
    expect(priceState(until, "2027-02-15")).toBe("ending");
    expect(priceState(until, "2027-03-01")).toBe("ending");
    expect(priceState(until, "2027-03-02")).toBe("expired");
  });

  it("is none where the product is quoted on request only (no figures, or no day)", () => {
    expect(priceState(price(0, 0), "2026-12-04")).toBe("none");
    expect(priceState(price(380, 420), "2026-12-04")).toBe("none");
  });
});

describe("what a product page shows of its price, as its language writes money and days", () => {
  it("the range in US dollars and its last day, in each language; one figure where low and high are the same", () => {
    const range = price(1900, 2300, "2027-03-31");
    expect(priceShown(range, "2026-12-04", "en")).toEqual({ range: "US$1,900–2,300", until: "31 March 2027", lowUsd: 1900, highUsd: 2300, quotedUntil: "2027-03-31" });
    // French groups thousands with a narrow no-break space, and keeps the sign on the line with a no-break space.
    expect(priceShown(range, "2026-12-04", "fr")?.range).toBe("1\u202f900–2\u202f300\u00a0$US");
    expect(priceShown(range, "2026-12-04", "es")).toMatchObject({ range: "1900-2300\u00a0US$", until: "31 de marzo de 2027" });
    // Arabic with Latin digits, as the site writes its numbers; a left-to-right mark keeps "$" after "US" in its line.
    expect(priceShown(range, "2026-12-04", "ar")).toMatchObject({ range: "\u200f1,900–2,300\u00a0US$\u200e", until: "31 مارس 2027" });
    expect(priceShown(price(450, 450, "2027-03-31"), "2026-12-04", "en")?.range).toBe("US$450");
  });

  it("nothing once its last day has passed, nor where there is no price; still shown while ending", () => {
    expect(priceShown(price(380, 420, "2027-03-01"), "2027-03-02", "en")).toBeNull();
    expect(priceShown(price(0, 0), "2026-12-04", "en")).toBeNull();
    expect(priceShown(price(380, 420, "2027-03-01"), "2027-03-01", "en")?.until).toBe("1 March 2027");
  });
});

describe("the build's checks of prices (content-rules.ts)", () => {
  const product = (id: string, value: ReturnType<typeof price>) => ({ id, price: value });

  it("accepts the real catalogue's, a range with its day, and none at all", () => {
    expect(priceProblems(products.products, FILE)).toEqual([]);
    expect(priceProblems([product("a", price(380, 420, "2027-03-01")), product("b", price(0, 0)), product("c", price(450, 450, "2027-03-01"))], FILE)).toEqual([]);
  });

  it("names a range upside down, one figure of two, a price with no day and a day with no price, by product and field", () => {
    expect(
      priceProblems(
        [product("upside", price(420, 380, "2027-03-01")), product("half", price(0, 420, "2027-03-01")), product("undated", price(380, 420)), product("dated", price(0, 0, "2027-03-01"))],
        FILE,
      ).map(formatProblem),
    ).toEqual([
      'content/products.json, products[0] (id "upside").price, field "highUsd": 380 is lower than lowUsd, 420: give the range from its lower figure to its higher one',
      'content/products.json, products[1] (id "half").price, field "lowUsd": is 0 while the other figure is not: give both, in US dollars a tonne FOB, or 0 for both where the product is quoted on request only',
      'content/products.json, products[2] (id "undated").price, field "quotedUntil": is missing: give the last day the price holds, so that it is never shown after it',
      'content/products.json, products[3] (id "dated").price, field "quotedUntil": must be left empty while there is no price (lowUsd and highUsd 0: quoted on request only)',
    ]);
  });

  it("tells staff of each price past its last day or ending within PRICE_NOTICE_DAYS, and of no other", () => {
    const catalogue = [product("over", price(380, 420, "2027-03-01")), product("ending", price(230, 260, "2027-03-20")), product("today", price(230, 260, "2027-03-11")), product("later", price(1, 2, "2027-06-30")), product("none", price(0, 0))];
    expect(priceNotices(catalogue, "2027-03-11", FILE).map(formatProblem)).toEqual([
      'content/products.json, products[0] (id "over").price, field "quotedUntil": ended on 2027-03-01 (10 days ago): the site no longer shows the price, nor gives search engines an offer; give the current range and its last day',
      'content/products.json, products[1] (id "ending").price, field "quotedUntil": ends on 2027-03-20, in 9 days: give the current range and its new last day before then',
      'content/products.json, products[2] (id "today").price, field "quotedUntil": ends on 2027-03-11, today: give the current range and its new last day before then',
    ]);
  });
});
