import { localeOf } from "../../../src/lib/locales";
import { typeset } from "../../../src/lib/typography";

const NBSP = "\u00a0";

describe("typeset", () => {
  it("keeps French high punctuation, percent and guillemets on the line of their word", () => {
    expect(typeset("Protéines : 46 % min ; « Grade A » ? Oui !", localeOf("fr"))).toBe(
      `Protéines${NBSP}: 46${NBSP}% min${NBSP}; «${NBSP}Grade A${NBSP}»${NBSP}? Oui${NBSP}!`,
    );
  });

  it("keeps a French number's groups of thousands together, and nothing else that is not such a group", () => {
    expect(typeset("1 500 t, 2 000 000 kg, 2019 100 et 12 34", localeOf("fr"))).toBe(`1${NBSP}500 t, 2${NBSP}000${NBSP}000 kg, 2019 100 et 12 34`);
  });

  it("adds no space where none was typed, and changes nothing else", () => {
    const text = "Voir https://example.com à 10:30, 46% min; «A»";
    expect(typeset(text, localeOf("fr"))).toBe(text);
  });

  it("keeps only the percent sign on its number's line in Spanish", () => {
    expect(typeset("Proteína: 45 % mín. ¿Muestras? 1 500", localeOf("es"))).toBe(`Proteína: 45${NBSP}% mín. ¿Muestras? 1 500`);
  });

  it("leaves English and Arabic as written", () => {
    for (const code of ["en", "ar"] as const) {
      const text = "Protein : 46 % min ; 1 500 « x »";
      expect(typeset(text, localeOf(code))).toBe(text);
    }
  });
});
