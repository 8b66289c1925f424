/**
 * The words buyers add to a product's name that name no product (issue 57), by language, written
 * as the language writes them (the build reads them as search reads what is typed): search leaves
 * them out of the query instead of letting them veto it. The build writes them into each
 * language's outline (scripts/search-index.mjs, writeOutlines); the browser reads them there
 * (src/lib/search.ts), with the rule of common/search-words.mjs (leftOutAs). A plural or an
 * Arabic article needs no entry of its own ("exporters", "المورد").
 *
 * - `intent`: what the buyer wants of a product (a supplier, a price, to buy in bulk) and where
 *   from or to (a country): never searched, and named to the buyer ("Not found: exporter").
 * - `qualifiers`: a grade, a colour, a claim: searched when the catalogue has the word ("red" of
 *   red lentils raises the products that have it), else left out and named, as intent is.
 * - `common`: words every page has or that join others ("India", "export", "of"): left out
 *   without a word, since every product has them. The company's name joins them at the build.
 *
 * English's intent words are every language's too: buyers write "supplier" on any page.
 */

const ENGLISH_INTENT = [
  // What the buyer wants of the product.
  ...["supplier", "exporter", "manufacturer", "maker", "producer", "price", "pricing", "cost", "rate", "buy", "buying", "purchase", "bulk", "wholesale", "wholesaler"],
  ...["importer", "import", "trader", "trading", "dealer", "distributor", "vendor", "seller", "sell", "sale", "cheap", "cheapest", "best", "top", "online", "company"],
  ...["near", "me", "quote", "quotation", "order", "shop", "store", "market"],
  // Where from, or to.
  ...["usa", "us", "america", "american", "uk", "britain", "england", "europe", "european", "germany", "netherlands", "holland", "belgium", "spain", "france", "italy"],
  ...["poland", "russia", "turkey", "china", "vietnam", "indonesia", "malaysia", "thailand", "japan", "korea", "philippines", "singapore", "bangladesh", "nepal", "sri", "lanka"],
  ...["uae", "emirates", "dubai", "saudi", "arabia", "qatar", "oman", "kuwait", "bahrain", "iran", "iraq", "jordan", "egypt", "morocco", "algeria", "tunisia", "kenya"],
  ...["nigeria", "africa", "asia", "canada", "australia", "brazil", "mexico", "gulf", "middle", "east"],
];

/** @type {Record<string, { intent: string[], qualifiers: string[], common: string[] }>} */
export const TRADE_WORDS = {
  en: {
    intent: ENGLISH_INTENT,
    qualifiers: ["organic", "natural", "pure", "fresh", "premium", "grade", "new", "crop", "white", "black", "yellow", "green", "red", "brown", "golden", "high", "fine", "extra", "superior", "standard"],
    common: ["india", "indian", "export", "exports", "exported", "quality", "the", "a", "an", "of", "for", "in", "from", "to", "and", "with", "by", "at", "on", "or", "per"],
  },
  es: {
    intent: [
      ...["proveedor", "exportador", "fabricante", "productor", "precio", "costo", "coste", "comprar", "compra", "venta", "vender", "vendedor", "mayorista", "mayoreo", "granel"],
      ...["importador", "distribuidor", "comerciante", "barato", "mejor", "empresa", "cotizacion", "pedido", "tienda", "mercado"],
      ...["espana", "mexico", "colombia", "argentina", "peru", "ecuador", "venezuela", "guatemala", "cuba", "estados", "unidos", "europa", "alemania", "francia", "italia"],
      ...["china", "japon", "marruecos", "egipto", "turquia", "emiratos", "arabes", "arabia", "saudita", "vietnam", "indonesia"],
      ...ENGLISH_INTENT,
    ],
    qualifiers: ["organico", "natural", "puro", "fresco", "premium", "blanco", "negro", "amarillo", "verde", "rojo", "marron", "dorado", "fino", "extra", "superior"],
    common: ["india", "indio", "exportacion", "calidad", "de", "del", "la", "el", "los", "un", "una", "y", "en", "para", "con", "por", "al", "o", "a"],
  },
  fr: {
    intent: [
      ...["fournisseur", "exportateur", "fabricant", "producteur", "prix", "tarif", "cout", "acheter", "achat", "vente", "vendeur", "grossiste", "gros", "vrac", "importateur"],
      ...["distributeur", "negociant", "commercant", "cher", "meilleur", "entreprise", "societe", "devis", "commande", "marche"],
      ...["france", "belgique", "suisse", "canada", "maroc", "algerie", "tunisie", "senegal", "cote", "ivoire", "europe", "allemagne", "espagne", "italie", "pays", "bas"],
      ...["chine", "vietnam", "egypte", "turquie", "emirats", "arabie", "saoudite"],
      ...ENGLISH_INTENT,
    ],
    qualifiers: ["biologique", "bio", "naturel", "pur", "frais", "premium", "blanc", "noir", "jaune", "vert", "rouge", "brun", "dore", "fin", "extra", "superieur"],
    common: ["inde", "indien", "indienne", "export", "exportation", "qualite", "de", "du", "des", "la", "le", "les", "l", "d", "un", "une", "et", "en", "pour", "avec", "par", "au", "aux", "a", "ou"],
  },
  ar: {
    intent: [
      ...["مورد", "مصدر", "مصنع", "منتج", "سعر", "اسعار", "تكلفة", "شراء", "اشتري", "بيع", "تاجر", "تجار", "موزع", "مستورد", "جملة", "بالجملة", "رخيص", "افضل", "شركة", "عرض", "طلب"],
      ...["مصر", "سعودية", "امارات", "دبي", "قطر", "عمان", "كويت", "بحرين", "عراق", "اردن", "مغرب", "جزائر", "تونس", "تركيا", "ايران", "اوروبا", "خليج"],
      ...ENGLISH_INTENT,
    ],
    qualifiers: ["عضوي", "طبيعي", "نقي", "طازج", "ممتاز", "ابيض", "اسود", "اصفر", "اخضر", "احمر", "بني", "ذهبي"],
    common: ["هند", "هندي", "هندية", "تصدير", "جودة", "من", "في", "الى", "على", "و", "مع", "عن"],
  },
};
