import { compareNumbers, numbersIn } from "../../../src/lib/numbers-in-text";

describe("numbersIn", () => {
  it("reads a decimal point in English and a decimal comma in Spanish and French as the same value", () => {
    expect(numbersIn("1.5% max", "en")).toEqual([1.5]);
    expect(numbersIn("1,5 % máx.", "es")).toEqual([1.5]);
    expect(numbersIn("1,5 % max.", "fr")).toEqual([1.5]);
  });

  it("reads Arabic-Indic and Eastern Arabic-Indic digits, and the Arabic decimal and thousands marks", () => {
    expect(numbersIn("٤٥٪ حد أدنى", "ar")).toEqual([45]);
    expect(numbersIn("۱۲ درصد", "ar")).toEqual([12]);
    expect(numbersIn("١٫٥٪", "ar")).toEqual([1.5]);
    expect(numbersIn("١٬٥٠٠ طن", "ar")).toEqual([1500]);
    expect(numbersIn("1.5% كحد أقصى، 20 قدمًا", "ar")).toEqual([1.5, 20]);
  });

  it("reads thousands separators the way each language writes them", () => {
    expect(numbersIn("1,500 MT", "en")).toEqual([1500]);
    expect(numbersIn("1.500 t", "es")).toEqual([1500]);
    expect(numbersIn("1 500 t et 12\u202f000 sacs", "fr")).toEqual([1500, 12000]);
    expect(numbersIn("ISO 22000:2018", "en")).toEqual([22000, 2018]);
  });

  it("keeps numbers apart where a mark cannot join them", () => {
    expect(numbersIn("2 50 kg", "fr")).toEqual([2, 50]);
    expect(numbersIn("sizes 1, 2 and 3", "en")).toEqual([1, 2, 3]);
  });

  it("reads a range as its two numbers, never a minus sign", () => {
    expect(numbersIn("Crude protein 45-50%", "en")).toEqual([45, 50]);
    expect(numbersIn("45–50 %", "es")).toEqual([45, 50]);
    expect(numbersIn("de 10 à 12 %", "fr")).toEqual([10, 12]);
    expect(numbersIn("١٠-١٢", "ar")).toEqual([10, 12]);
    expect(numbersIn("2019-Present", "en")).toEqual([2019]);
  });

  it("ignores units and symbols around a number", () => {
    expect(numbersIn("1 x 20 ft container (about 25 MT)", "en")).toEqual([1, 20, 25]);
    expect(numbersIn("1x20ft", "en")).toEqual([1, 20]);
    expect(numbersIn("Aflatoxin B1, 75+ years, the 1950s, 24/7", "en")).toEqual([1, 75, 1950, 24, 7]);
    expect(numbersIn("No number here", "en")).toEqual([]);
  });
});

describe("compareNumbers", () => {
  it("agrees when the translation states the same numbers, however it writes them and in any order", () => {
    expect(compareNumbers("1 x 20 ft container (about 25 MT)", "1 contenedor de 20 pies (unas 25 t)", "es")).toEqual({ missing: [], extra: [] });
    expect(compareNumbers("1.5% max", "١٫٥٪ كحد أقصى", "ar")).toEqual({ missing: [], extra: [] });
    expect(compareNumbers("45.0% min", "45 % min.", "fr")).toEqual({ missing: [], extra: [] });
    expect(compareNumbers("25 MT in 20 ft", "20 pies, 25 t", "es")).toEqual({ missing: [], extra: [] });
  });

  it("names a changed number on each side", () => {
    expect(compareNumbers("46% min", "45 % mín.", "es")).toEqual({ missing: [46], extra: [45] });
  });

  it("names a number missing from the translation, and one it has beyond the English", () => {
    expect(compareNumbers("1 x 20 ft container (about 25 MT)", "un contenedor de 20 pies (unas 25 t)", "es")).toEqual({ missing: [1], extra: [] });
    expect(compareNumbers("50 kg bags", "Sacs de 50 kg ou 25 kg", "fr")).toEqual({ missing: [], extra: [25] });
  });

  it("counts a repeated number each time", () => {
    expect(compareNumbers("10 to 10 MT", "10 t", "fr")).toEqual({ missing: [10], extra: [] });
  });
});
