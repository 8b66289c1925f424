import { countOf, countRangeOf, countsProblem, fillInCounts, placesOf } from "../../../src/lib/counts";

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
  });

  it("refuses a count the page could not fill, a form the language has not, one written twice, or none for other", () => {
    expect(countsProblem("{days, plural, one {# day} other {# days}", "en")).toBe(
      "has a place the page cannot fill: write a count as {days, plural, one {# day} other {# days}}, with the forms one, other (each optional but other)",
    );
    expect(countsProblem("{days, plural, =1 {# day} other {# days}}", "en")).toMatch(/^has a place the page cannot fill/);
    expect(countsProblem("{days, plural, one {# day} few {# days} other {# days}}", "en")).toBe('counts {days} with "few", which English does not have: its forms are one, other');
    expect(countsProblem("{days, plural, one {# day} one {# days} other {# days}}", "en")).toBe('counts {days} with "one" twice: give each form once');
    expect(countsProblem("{days, plural, one {# day}}", "en")).toBe('counts {days} without "other", the words for any number the other forms do not take: add other {# …}');
  });
});
