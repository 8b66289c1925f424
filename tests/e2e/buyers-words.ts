import type { LocaleCode } from "../../src/lib/locales";

/**
 * Buyers' words in each language, as issues 48 and 57 tried them: another name a product is sold
 * under (and the word of it the result marks), a slip of the keys (and the name it means), a
 * category (by its id: its name in the language is the query), queries as buyers type them (a
 * product with what they want of it: a supplier, a price, to buy in bulk), and things the company
 * does not sell, alone or with such words (the packing its products come in among them: "steel
 * supplier" asks for steel, not for Castor Oil in its steel drums). The search tests of every engine
 * (tests/e2e/search.spec.ts, tests/engines/search.spec.ts) type them.
 */
export const BUYERS_WORDS: Record<
  LocaleCode,
  {
    alias: [query: string, product: string, marked: string];
    slip: [query: string, meant: string, product: string];
    category: string;
    /**
     * A query, the product it finds first, the words it leaves out and names ("Not found:
     * exporter"), as typed, and whether that product is the only product listed (no other has
     * those words; its category may be listed too).
     */
    asked: [query: string, product: string, leftOut: string[], only?: "only"][];
    notSold: string[];
    /** A word half typed, and a product it must not list (one whose words do not begin so). */
    typing?: [query: string, notListed: string];
  }
> = {
  en: {
    alias: ["groundnut DOC", "groundnut-meal", "DOC"],
    slip: ["corriander", "Coriander", "whole-spices"],
    category: "pulses",
    asked: [
      ["castor oil exporter", "castor-oil", ["exporter"]],
      ["maize", "grains", []],
      ["peanut oil supplier", "groundnut-oil", ["supplier"]],
      ["cumin seeds price", "whole-spices", ["price"]],
      ["buy chickpeas", "pulses", ["buy"], "only"],
      ["kabuli chana", "pulses", [], "only"],
      ["red lentils", "pulses", [], "only"],
      ["groundnut meal 45% protein", "groundnut-meal", []],
      ["bulk soybean meal exporters India", "soya-meal", ["bulk", "exporters"]],
      ["bold peanuts wholesale Dubai", "peanut-roaster", ["wholesale", "Dubai"]],
      ["filtered groundnut oil manufacturer", "groundnut-oil", ["manufacturer"]],
      ["premium basmati rice Sorath Agro", "grains", ["premium"]],
      // A slip beside a trade word: corrected ("Did you mean Basmati rice exporter?"), the trade word named.
      ["basmatti rice exporter", "grains", ["exporter"]],
      // Packing's words beside a product's: the product ("steel" alone is said only by Castor Oil's "steel drum").
      ["castor oil steel drum supplier", "castor-oil", ["supplier"]],
      // Two words for one ("Did you mean groundnut meal?"): searched as "ground" and "nut", it found Groundnut Oil alone.
      ["ground nut meal", "groundnut-meal", []],
      // A form the product is sold in, which its packing names too ("50 kg HDPE bag, pellets"), is no packing.
      ["pellets supplier", "castor-meal", ["supplier"], "only"],
    ],
    notSold: ["xylophone", "laptop", "coffee beans", "cheap phone india", "cement supplier", "steel supplier", "jute bags exporter", "rice bran", "cotton", "machinery", "spare parts exporter"],
  },
  es: {
    alias: ["harina de maní", "groundnut-meal", "maní"],
    slip: ["commino", "Comino", "whole-spices"],
    category: "pulses",
    asked: [
      ["proveedor de garbanzos", "pulses", ["proveedor"], "only"],
      ["precio aceite de ricino", "castor-oil", ["precio"]],
      ["comprar comino a granel", "whole-spices", ["comprar", "granel"]],
      ["lentejas rojas exportador", "pulses", ["exportador"], "only"],
      ["commino a granel", "whole-spices", ["granel"]],
      // The trade's English name, which every translated product lists among its other names (localized-content.ts).
      ["castor oil exporter", "castor-oil", ["exporter"]],
      ["maize", "grains", []],
      // An English other name's word alone: the product its English names hold, in Spanish (englishPages).
      ["cumin", "whole-spices", []],
    ],
    notSold: ["ordenador", "bicicleta", "precio de la plata", "proveedor de cemento", "proveedor de acero", "proveedor de sacos de yute", "algodón"],
  },
  fr: {
    alias: ["pois chiche", "pulses", "chiches"],
    slip: ["corriandre", "Coriandre", "whole-spices"],
    category: "spices",
    asked: [
      ["fournisseur huile de ricin", "castor-oil", ["fournisseur"]],
      ["prix pois chiches kabuli", "pulses", ["prix"], "only"],
      ["acheter cumin en vrac", "whole-spices", ["acheter", "vrac"]],
      ["groundnut meal exporter", "groundnut-meal", ["exporter"]],
      // An English word near a French name is corrected to it ("Coriandre"), not left out.
      ["coriander", "whole-spices", []],
      ["chickpeas exporter", "pulses", ["exporter"], "only"],
    ],
    notSold: ["chocolat", "ordinateur", "fournisseur de pneus", "pièces détachées", "fournisseur de ciment", "fournisseur de fûts", "fournisseur IBC", "coton"],
  },
  ar: {
    alias: ["كمون", "whole-spices", "كمون"],
    slip: ["بسمتى", "بسمتي", "grains"],
    category: "pulses",
    asked: [
      ["مورد زيت الخروع", "castor-oil", ["مورد"]],
      ["سعر الحمص", "pulses", ["سعر"], "only"],
      ["العدس الأحمر بالجملة", "pulses", ["بالجملة"], "only"],
      ["castor oil supplier", "castor-oil", ["supplier"]],
      // A Gulf trader's English words alone: the product in Arabic.
      ["basmati rice exporter", "grains", ["exporter"], "only"],
      // A word the other names hold, typed with its article, which Pagefind's stemmer then parts from the index's.
      ["البهارات", "whole-spices", []],
    ],
    notSold: ["حاسوب", "شوكولاتة", "مورد اسمنت", "مورد برميل فولاذي", "قطن", "قطع غيار"],
    typing: ["الخ", "pulses"],
  },
};
