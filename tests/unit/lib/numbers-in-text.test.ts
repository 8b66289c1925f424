import type { LocaleEntry } from "../../../src/lib/locales";
import { compareNumbers, numberMarksOf, numbersIn } from "../../../src/lib/numbers-in-text";

/** A language the site does not declare, as an entry of locales.ts would declare it. */
const entry = (code: string, englishName: string, more: Partial<LocaleEntry> = {}): LocaleEntry => ({
  code,
  name: englishName,
  englishName,
  dir: "ltr",
  ogLocale: code,
  dates: code,
  comma: ", ",
  semicolon: "; ",
  colon: ": ",
  ...more,
});

const agree = { missing: [], extra: [] };

describe("numbersIn", () => {
  it("reads ASCII, Arabic-Indic and Eastern Arabic-Indic digits, even mixed, and nothing else as a digit", () => {
    expect(numbersIn("45% min", "en")).toEqual([45]);
    expect(numbersIn("٤٥٪ حد أدنى", "ar")).toEqual([45]);
    expect(numbersIn("۴۵٪ حد أدنى", "ar")).toEqual([45]);
    expect(numbersIn("٤5٪", "ar")).toEqual([45]);
    expect(numbersIn("25 m²", "en")).toEqual([25]);
    expect(numbersIn("４５ %", "fr")).toEqual([]);
  });

  it("finds no number in a text without digits", () => {
    expect(numbersIn("Seven decades of trade", "en")).toEqual([]);
    expect(numbersIn("sept décennies", "fr")).toEqual([]);
    expect(numbersIn("", "ar")).toEqual([]);
  });

  it("reads a decimal point in English and a decimal comma in Spanish and French as the same value", () => {
    expect(numbersIn("1.5% max", "en")).toEqual([1.5]);
    expect(numbersIn("1,5 % máx.", "es")).toEqual([1.5]);
    expect(numbersIn("1,5 % max.", "fr")).toEqual([1.5]);
    expect(numbersIn("1,4620 à 1,4640", "fr")).toEqual([1.462, 1.464]);
  });

  it("reads the Arabic decimal and thousands marks, and with Western digits a point and a comma as English does", () => {
    expect(numbersIn("١٫٥٪ كحد أقصى", "ar")).toEqual([1.5]);
    expect(numbersIn("۱٫۵٪", "ar")).toEqual([1.5]);
    expect(numbersIn("١٬٥٠٠ طن", "ar")).toEqual([1500]);
    expect(numbersIn("١٬٢٣٤٫٥", "ar")).toEqual([1234.5]);
    expect(numbersIn("1.5% كحد أقصى", "ar")).toEqual([1.5]);
    expect(numbersIn("1,500 طن", "ar")).toEqual([1500]);
  });

  it("never reads the Arabic comma as part of a number", () => {
    expect(numbersIn("1،5", "ar")).toEqual([1, 5]);
    expect(numbersIn("1.5% كحد أقصى، 20 قدمًا", "ar")).toEqual([1.5, 20]);
    expect(numbersIn("١٬٥٠٠، ٢٠", "ar")).toEqual([1500, 20]);
  });

  it("reads thousands separators the way each language writes them", () => {
    expect(numbersIn("1,500 MT", "en")).toEqual([1500]);
    expect(numbersIn("1,234,567.5", "en")).toEqual([1234567.5]);
    expect(numbersIn("1.500 t", "es")).toEqual([1500]);
    expect(numbersIn("1.234.567,5", "es")).toEqual([1234567.5]);
    expect(numbersIn("1 500 t", "es")).toEqual([1500]);
    expect(numbersIn("1 500 t", "fr")).toEqual([1500]);
    expect(numbersIn("12\u00a0000 sacs et 1\u202f234,5 t", "fr")).toEqual([12000, 1234.5]);
    expect(numbersIn("1 500\u00a0000", "fr")).toEqual([1500000]);
    expect(numbersIn("١٬٥٠٠", "ar")).toEqual([1500]);
  });

  it("reads a mark followed by exactly three digits in the text's own language", () => {
    expect(numbersIn("1,500", "en")).toEqual([1500]);
    expect(numbersIn("1,500", "es")).toEqual([1.5]);
    expect(numbersIn("1,500", "fr")).toEqual([1.5]);
    expect(numbersIn("1.500", "en")).toEqual([1.5]);
    expect(numbersIn("1.500", "ar")).toEqual([1.5]);
    expect(numbersIn("1.500", "es")).toEqual([1500]);
    expect(numbersIn("1.500", "fr")).toEqual([1500]);
  });

  it("takes a mark as grouping only before exactly three digits, then no digit, after a first group of one to three digits", () => {
    expect(numbersIn("2 50 kg", "fr")).toEqual([2, 50]);
    expect(numbersIn("2 5000", "es")).toEqual([2, 5000]);
    expect(numbersIn("en 2019 100 clientes", "es")).toEqual([2019, 100]);
    expect(numbersIn("1,5000", "en")).toEqual([1, 5000]);
    expect(numbersIn("12345,678", "en")).toEqual([12345, 678]);
    expect(numbersIn("0,500", "en")).toEqual([0, 500]);
    expect(numbersIn("0.075 mg", "es")).toEqual([0.075]);
    expect(numbersIn("1.500 000", "es")).toEqual([1500, 0]);
    expect(numbersIn("1 500 t", "en")).toEqual([1, 500]);
  });

  it("reads a point as a decimal in a Spanish or French text where it cannot group, but never a comma in English or Arabic", () => {
    expect(numbersIn("1.5 % max.", "fr")).toEqual([1.5]);
    expect(numbersIn("0.25 % máx.", "es")).toEqual([0.25]);
    expect(numbersIn("1.4620", "fr")).toEqual([1.462]);
    expect(numbersIn("1.500.5", "es")).toEqual([1500, 5]);
    expect(numbersIn("sizes 1,50 and 1, 2", "en")).toEqual([1, 50, 1, 2]);
    expect(numbersIn("1,5%", "ar")).toEqual([1, 5]);
  });

  it("reads a range as its two numbers in every language, a hyphen never being a minus sign", () => {
    expect(numbersIn("Crude protein 45-50%", "en")).toEqual([45, 50]);
    expect(numbersIn("10–12 and 10—12", "en")).toEqual([10, 12, 10, 12]);
    expect(numbersIn("10 to 12%", "en")).toEqual([10, 12]);
    expect(numbersIn("de 10 a 12 %", "es")).toEqual([10, 12]);
    expect(numbersIn("10 a 12 %", "es")).toEqual([10, 12]);
    expect(numbersIn("45–50 %", "es")).toEqual([45, 50]);
    expect(numbersIn("de 10 à 12 %", "fr")).toEqual([10, 12]);
    expect(numbersIn("1,4620-1,4640", "fr")).toEqual([1.462, 1.464]);
    expect(numbersIn("١٠-١٢", "ar")).toEqual([10, 12]);
    expect(numbersIn("من 10 إلى 12٪", "ar")).toEqual([10, 12]);
    expect(numbersIn("2019-Present", "en")).toEqual([2019]);
  });

  it("ignores signs: every value is non-negative", () => {
    expect(numbersIn("-5 °C", "en")).toEqual([5]);
    expect(numbersIn("+75 and 75+", "en")).toEqual([75, 75]);
    expect(numbersIn("−18 °C", "fr")).toEqual([18]);
  });

  it("ignores units and symbols, attached or spaced", () => {
    expect(numbersIn("45% or 45 % or 45٪", "en")).toEqual([45, 45, 45]);
    expect(numbersIn("1 x 20 ft container (about 25 MT)", "en")).toEqual([1, 20, 25]);
    expect(numbersIn("1x20ft, 50 kg", "en")).toEqual([1, 20, 50]);
    expect(numbersIn("Aflatoxin B1", "en")).toEqual([1]);
    expect(numbersIn("Aflatoxina B1", "es")).toEqual([1]);
    expect(numbersIn("since the 1950s, 24/7", "en")).toEqual([1950, 24, 7]);
    expect(numbersIn("ISO 22000:2018", "en")).toEqual([22000, 2018]);
  });

  it("parses decimals exactly, so that equal values written differently are equal", () => {
    expect(numbersIn("0.3", "en")[0]).toBe(0.3);
    expect(numbersIn("0,3", "es")[0]).toBe(0.3);
    expect(numbersIn("٠٫٣", "ar")[0]).toBe(0.3);
    expect(numbersIn("45.0% min", "en")).toEqual([45]);
    expect(numbersIn("0,10 %", "fr")).toEqual([0.1]);
  });
});

describe("numberMarksOf", () => {
  const sorted = (marks: string) => [...marks].sort().join("");

  it("gives the four languages the marks they were read with before the platform was asked", () => {
    const english = { grouping: ",\u066c", decimal: ".\u066b" };
    const decimalComma = { grouping: ". \u066c", decimal: ",.\u066b" };
    for (const [code, expected] of [["en", english], ["ar", english], ["es", decimalComma], ["fr", decimalComma]] as const) {
      const { grouping, decimal } = numberMarksOf(entry(code, code));
      expect({ code, grouping: sorted(grouping), decimal: sorted(decimal) }).toEqual({ code, grouping: sorted(expected.grouping), decimal: sorted(expected.decimal) });
    }
  });

  it("reads a language no table lists from the platform's format: German as Spanish, a decimal comma and a point or space grouping", () => {
    const german = numberMarksOf(entry("de", "German"));
    expect(numbersIn("1.234.567,5 t", german)).toEqual([1234567.5]);
    expect(numbersIn("1 500 t und 1,5 %", german)).toEqual([1500, 1.5]);
    expect(numbersIn("1,500", german)).toEqual([1.5]);
    expect(numbersIn("0.075 mg", german)).toEqual([0.075]);
    const portuguese = numberMarksOf(entry("pt", "Portuguese"));
    expect(numbersIn("1.500 t", portuguese)).toEqual([1500]);
    const japanese = numberMarksOf(entry("ja", "Japanese"));
    expect(numbersIn("1,500 t, 1.5 %", japanese)).toEqual([1500, 1.5]);
  });

  it("adds a grouping mark of the platform's that no other language uses to what a number may hold", () => {
    const swiss = entry("de-CH", "Swiss German");
    const grouping = new Intl.NumberFormat("de-CH").formatToParts(1234).find(({ type }) => type === "group")!.value;
    expect(numbersIn(`1${grouping}234${grouping}567.5 t`, numberMarksOf(swiss))).toEqual([1234567.5]);
  });

  it("takes the format an entry declares for a language the platform does not know", () => {
    const declared = numberMarksOf(entry("tlh", "Klingon", { numbers: { grouping: ".", decimal: "," } }));
    expect(numbersIn("1.500,5", declared)).toEqual([1500.5]);
  });

  it("stops on a language the platform does not know and whose entry declares no format, naming the language and what to add", () => {
    expect(() => numberMarksOf(entry("tlh", "Klingon"))).toThrow(
      /src\/lib\/locales\.ts, language "tlh" \(Klingon\): the platform \(Intl\.NumberFormat\) does not know how it writes numbers; add its thousands separator and decimal mark to its entry, such as numbers: \{ grouping: "\.", decimal: "," \}/,
    );
  });
});

describe("compareNumbers", () => {
  it("agrees when a translation states the same numbers, however its language writes them", () => {
    expect(compareNumbers("1 x 20 ft container (about 25 MT)", "1 contenedor de 20 pies (unas 25 t)", "es")).toEqual(agree);
    expect(compareNumbers("1 x 20 ft container (about 25 MT)", "1 conteneur de 20 pieds (environ 25 t)", "fr")).toEqual(agree);
    expect(compareNumbers("1 x 20 ft container (about 25 MT)", "حاوية 1 × 20 قدمًا (حوالي 25 طنًا)", "ar")).toEqual(agree);
  });

  it("agrees on a decimal comma, Arabic-Indic and Eastern Arabic-Indic digits", () => {
    expect(compareNumbers("1.5% max", "1,5 % máx.", "es")).toEqual(agree);
    expect(compareNumbers("1.5% max", "1,5 % max.", "fr")).toEqual(agree);
    expect(compareNumbers("1.5% max", "١٫٥٪ كحد أقصى", "ar")).toEqual(agree);
    expect(compareNumbers("1 x 20 ft container (about 25 MT)", "حاوية ١ × ٢٠ قدمًا (حوالي ٢٥ طنًا)", "ar")).toEqual(agree);
    expect(compareNumbers("1 x 20 ft container (about 25 MT)", "حاوية ۱ × ۲۰ قدمًا (حوالي ۲۵ طنًا)", "ar")).toEqual(agree);
  });

  it("agrees on percentages and units, and on a whole number written with a zero fraction", () => {
    expect(compareNumbers("45% min", "45 % mín.", "es")).toEqual(agree);
    expect(compareNumbers("45% min", "٤٥٪ حد أدنى", "ar")).toEqual(agree);
    expect(compareNumbers("45.0% min", "45 % min.", "fr")).toEqual(agree);
    expect(compareNumbers("50 kg HDPE bags", "Sacos de PEAD de 50 kg", "es")).toEqual(agree);
    expect(compareNumbers("Aflatoxin B1", "أفلاتوكسين B1", "ar")).toEqual(agree);
  });

  it("agrees on thousands separators in each language's convention", () => {
    expect(compareNumbers("1,000 L IBC tanks", "Contenedores IBC de 1.000 L", "es")).toEqual(agree);
    expect(compareNumbers("1,000 L IBC tanks", "Conteneurs GRV de 1\u202f000 L", "fr")).toEqual(agree);
    expect(compareNumbers("1,000 L IBC tanks", "حاويات IBC سعة ١٬٠٠٠ لتر", "ar")).toEqual(agree);
    expect(compareNumbers("1,000 L IBC tanks", "حاويات IBC سعة 1,000 لتر", "ar")).toEqual(agree);
  });

  it("agrees on ranges in each language", () => {
    expect(compareNumbers("Crude protein 45-50%", "Proteína bruta 45–50 %", "es")).toEqual(agree);
    expect(compareNumbers("10 to 12%", "de 10 a 12 %", "es")).toEqual(agree);
    expect(compareNumbers("1.4620 to 1.4640", "1,4620 à 1,4640", "fr")).toEqual(agree);
    expect(compareNumbers("1.4620 to 1.4640", "من 1.4620 إلى 1.4640", "ar")).toEqual(agree);
    expect(compareNumbers("10-12%", "١٠-١٢٪", "ar")).toEqual(agree);
  });

  it("agrees whatever the order the translation states the numbers in", () => {
    expect(compareNumbers("25 MT in a 20 ft container", "Contenedor de 20 pies: 25 t", "es")).toEqual(agree);
    expect(compareNumbers("ISO 22000:2018", "2018 : ISO 22000", "fr")).toEqual(agree);
  });

  it("agrees when neither text has a number", () => {
    expect(compareNumbers("Seven decades of trade", "Sept décennies de commerce", "fr")).toEqual(agree);
  });

  it("names a changed number on each side", () => {
    expect(compareNumbers("46% min", "45 % mín.", "es")).toEqual({ missing: [46], extra: [45] });
    expect(compareNumbers("1.5% max", "٢٫٥٪ كحد أقصى", "ar")).toEqual({ missing: [1.5], extra: [2.5] });
  });

  it("names a number the translation lacks, such as one it writes as a word", () => {
    expect(compareNumbers("1 x 20 ft container (about 25 MT)", "un conteneur de 20 pieds (environ 25 t)", "fr")).toEqual({ missing: [1], extra: [] });
    expect(compareNumbers("45-50%", "45 %", "es")).toEqual({ missing: [50], extra: [] });
  });

  it("names a number the translation has beyond the English", () => {
    expect(compareNumbers("50 kg bags", "Sacs de 50 kg ou 25 kg", "fr")).toEqual({ missing: [], extra: [25] });
    expect(compareNumbers("For seven decades", "Durante 70 años", "es")).toEqual({ missing: [], extra: [70] });
  });

  it("counts a repeated number each time it occurs", () => {
    expect(compareNumbers("10 to 10 MT", "10 t", "fr")).toEqual({ missing: [10], extra: [] });
    expect(compareNumbers("50 kg", "50 kg o 50 kg", "es")).toEqual({ missing: [], extra: [50] });
    expect(compareNumbers("50-60 and 50-60", "50-60 y 60-50", "es")).toEqual(agree);
  });

  it("names a thousands grouping copied from English into Spanish as the value it states there", () => {
    expect(compareNumbers("1,500 MT", "1,500 t", "es")).toEqual({ missing: [1500], extra: [1.5] });
  });
});
