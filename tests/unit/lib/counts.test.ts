import { countExamples, countOf, countRangeOf, countsProblem, fillInCounts, placesOf } from "../../../src/lib/counts";

const arabicDays = "{days, plural, one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}";

describe("fillInCounts", () => {
  it("gives each number its noun's form in the page's language", () => {
    const days = (value: number) => fillInCounts(arabicDays, { days: countOf(value, String(value), "ar") });
    expect([1, 2, 3, 10, 11, 15, 99, 100, 103].map(days)).toEqual(["يوم واحد", "يومان", "3 أيام", "10 أيام", "11 يومًا", "15 يومًا", "99 يومًا", "100 يوم", "103 أيام"]);
    const english = "sent within {days, plural, one {# day} other {# days}}";
    expect(fillInCounts(english, { days: countOf(1, "1", "en") })).toBe("sent within 1 day");
    expect(fillInCounts(english, { days: countOf(3, "3", "en") })).toBe("sent within 3 days");
    // French counts 0 and 1.5 as one, as it says "1,5 tonne".
    expect(fillInCounts("{t, plural, one {# t nette} other {# t nettes}}", { t: countOf(1.5, "1,5", "fr") })).toBe("1,5 t nette");
  });

  it("counts a range as the language counts one, and writes the number as the page wrote it", () => {
    const tonnes = "{tonnes, plural, few {# أطنان} many {# طنًا} other {# طن}}";
    expect(fillInCounts(tonnes, { tonnes: countRangeOf(21, 25, "21–25", "ar") })).toBe("21–25 طنًا");
    expect(fillInCounts("{count, plural, one {# unit} other {# units}}", { count: countOf(1040, "1,040", "en") })).toBe("1,040 units");
  });

  it("fills plain places, inside a form too, with what they are given as it is; a form not written takes other's words", () => {
    const label = "{kg} kg, sent within {days, plural, one {# day to {who}} other {# days to {who}}}";
    expect(fillInCounts(label, { kg: "$&", days: countOf(2, "2", "en"), who: "#1" })).toBe("$& kg, sent within 2 days to #1");
    expect(fillInCounts("{days, plural, other {# يوم}}", { days: countOf(2, "2", "ar") })).toBe("2 يوم");
    // A place not given is left as it is.
    expect(fillInCounts("{days, plural, one {# day} other {# days}} {gone}", { days: countOf(1, "1", "en") })).toBe("1 day {gone}");
  });
});

describe("placesOf", () => {
  it("names the places and counts a label fills, whichever way it writes them", () => {
    expect(placesOf("{kg} kg, sent within {days} days; {courier}")).toBe("{courier}, {days}, {kg}");
    expect(placesOf("{kg} kg, sent within {days, plural, one {# day by {courier}} other {# days}}")).toBe("{courier}, {days}, {kg}");
    expect(placesOf("no places")).toBe("");
  });
});

describe("countsProblem", () => {
  it("accepts a count with any of the language's forms and other", () => {
    expect(countsProblem(arabicDays, "ar")).toBeNull();
    expect(countsProblem("{days, plural, other {# days}}", "en")).toBeNull();
    expect(countsProblem("{kg} kg, a {brace} of plain places", "en")).toBeNull();
    expect(countsProblem("no braces at all", "en")).toBeNull();
  });

  it("reads a count written with Arabic commas, as an Arabic keyboard types them", () => {
    const typed = "{days، plural، few {# أيام} many {# يومًا} other {# يوم}}";
    expect(countsProblem(typed, "ar")).toBeNull();
    expect(fillInCounts(typed, { days: countOf(15, "15", "ar") })).toBe("15 يومًا");
    expect(placesOf(typed)).toBe("{days}");
  });

  it("refuses a brace the page could not read, saying where, a form the language has not, one written twice, none for other, or an other without #", () => {
    expect(countsProblem("{days, plural, one {# day} other {# days}", "en")).toBe(
      "has 3 { and 2 }, where each { needs its }: a place is a name in braces as the English has it, {days}, and a number's words are written {days, plural, one {# …} other {# …}}, # where the number goes, with the forms one, other (each but other may be left out)",
    );
    expect(countsProblem("{days, plural, =1 {# day} other {# days}}", "en")).toMatch(/^has a brace the page cannot read, near “\{days, plural, =1 \{# day”/);
    // A place's name translated, or in other letters: the page has nothing to fill it with.
    expect(countsProblem("{أيام} يومًا", "ar")).toMatch(/^has a brace the page cannot read, near “\{أيام\} يومًا”/);
    expect(countsProblem("{days, plural, one {# day} few {# days} other {# days}}", "en")).toBe('counts {days} with "few", which English does not have: its forms are one, other (each but other may be left out)');
    expect(countsProblem("{days, plural, one {# day} one {# days} other {# days}}", "en")).toBe('counts {days} with "one" twice: give each form once');
    expect(countsProblem("{days, plural, one {# day}}", "en")).toBe('counts {days} without "other", the words for any number the other forms do not take: add other {# …}');
    expect(countsProblem("{days, plural, one {jour} other {jours}}", "fr")).toBe('counts {days} with an "other" that has no #, so the page would leave the number out: write # where the number goes');
    // Arabic's one and two say the number in words, without #.
    expect(countsProblem("{days, plural, one {يوم واحد} two {يومان} other {# يوم}}", "ar")).toBeNull();
  });
});

describe("countExamples", () => {
  it("fills a count with a number of each form the language has, for the editor to show", () => {
    expect(countExamples(arabicDays, "ar")).toEqual([
      { number: 1, text: "يوم واحد" },
      { number: 2, text: "يومان" },
      { number: 3, text: "3 أيام" },
      { number: 11, text: "11 يومًا" },
      { number: 100, text: "100 يوم" },
      { number: 0, text: "0 يوم" },
    ]);
    expect(countExamples("sent within {days, plural, one {# day} other {# days}}; {courier}", "en")).toEqual([
      { number: 1, text: "sent within 1 day; {courier}" },
      { number: 2, text: "sent within 2 days; {courier}" },
    ]);
    expect(countExamples("{days} days", "en")).toEqual([]);
    expect(countExamples("{days, plural, one {# day}", "en")).toEqual([]);
  });
});
