import type { LocaleCode } from "../../src/lib/locales";

/**
 * Buyers' words in each language, as issue 48 tried them: another name a product is sold under
 * (and the word of it the result marks), a slip of the keys (and the name it means), a category
 * (by its id: its name in the language is the query), and things the company does not sell. The
 * search tests of every engine (tests/e2e/search.spec.ts, tests/engines/search.spec.ts) type them.
 */
export const BUYERS_WORDS: Record<
  LocaleCode,
  {
    alias: [query: string, product: string, marked: string];
    slip: [query: string, meant: string, product: string];
    category: string;
    notSold: string[];
    /** A word half typed, and a product it must not list (one whose words do not begin so). */
    typing?: [query: string, notListed: string];
  }
> = {
  en: { alias: ["groundnut DOC", "groundnut-meal", "DOC"], slip: ["corriander", "Coriander", "whole-spices"], category: "pulses", notSold: ["xylophone", "laptop", "coffee beans"] },
  es: { alias: ["harina de maní", "groundnut-meal", "maní"], slip: ["commino", "Comino", "whole-spices"], category: "pulses", notSold: ["ordenador", "bicicleta"] },
  fr: { alias: ["pois chiche", "pulses", "chiches"], slip: ["corriandre", "Coriandre", "whole-spices"], category: "spices", notSold: ["chocolat", "ordinateur"] },
  ar: { alias: ["كمون", "whole-spices", "كمون"], slip: ["بسمتى", "بسمتي", "grains"], category: "pulses", notSold: ["حاسوب", "شوكولاتة"], typing: ["الخ", "pulses"] },
};
