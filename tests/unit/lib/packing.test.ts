import { formatProblem, packingProblems } from "../../../src/lib/content-rules";
import { CONTAINER_PAYLOAD_KG, loadsShown, minimumOrderWords } from "../../../src/lib/packing";

const bags = { netKg: 50, per20ft: 500, per40ft: 530, leadTimeDays: 15 };
const flexitank = { netKg: 21_000, per20ft: 1, per40ft: 0, leadTimeDays: 20 };
const labels = { minimumOrderValue: "One {container} container ({tonnes} t net, by packing)", container20Label: "20 ft", container40Label: "40 ft" };
/** A number English counts in its "other" form. */
const many = (shown: string) => ({ shown, form: "other" });

describe("loadsShown", () => {
  it("writes each packing's units and net tonnes per container, and its lead time, in the page's language; none where it is not loaded so", () => {
    expect(loadsShown({ packing: [bags, flexitank], availableMonths: ["jan"] }, "en").loads).toEqual([
      { units: { "20ft": many("500"), "40ft": many("530") }, tonnes: { "20ft": many("25"), "40ft": many("26.5") }, leadTimeDays: many("15") },
      { units: { "20ft": { shown: "1", form: "one" }, "40ft": null }, tonnes: { "20ft": many("21"), "40ft": null }, leadTimeDays: many("20") },
    ]);
    // French: a decimal comma and a narrow space between thousands; Arabic: Western digits, as the site writes them.
    expect(loadsShown({ packing: [{ ...bags, per40ft: 1040, netKg: 25 }], availableMonths: [] }, "fr").loads[0]).toMatchObject({ units: { "40ft": many("1\u202f040") }, tonnes: { "20ft": many("12,5") } });
    // Each number with the form of the noun it counts in the page's language: Arabic 25 "many" (طنًا), 26.5 "other" (طن), 15 "many" (يومًا), 3 "few" (أيام).
    const arabic = loadsShown({ packing: [bags, { ...bags, leadTimeDays: 3 }], availableMonths: [] }, "ar").loads;
    expect(arabic[0]!.tonnes).toEqual({ "20ft": { shown: "25", form: "many" }, "40ft": { shown: "26.5", form: "other" } });
    expect(arabic.map(({ leadTimeDays }) => leadTimeDays)).toEqual([
      { shown: "15", form: "many" },
      { shown: "3", form: "few" },
    ]);
  });

  it("makes the minimum order one container of the smallest size any packing loads, with the tonnes it holds by packing", () => {
    expect(minimumOrderWords(loadsShown({ packing: [bags, flexitank], availableMonths: [] }, "en").minimumOrder, labels)).toBe("One 20 ft container (21–25 t net, by packing)");
    expect(minimumOrderWords(loadsShown({ packing: [bags], availableMonths: [] }, "en").minimumOrder, labels)).toBe("One 20 ft container (25 t net, by packing)");
    // Loaded in 40 ft containers only.
    expect(minimumOrderWords(loadsShown({ packing: [{ ...bags, per20ft: 0 }], availableMonths: [] }, "en").minimumOrder, labels)).toBe("One 40 ft container (26.5 t net, by packing)");
    expect(minimumOrderWords(loadsShown({ packing: [], availableMonths: [] }, "en").minimumOrder, labels)).toBe("");
    // A range counts as the language counts a range: Arabic 21–25 as 25, "many"; the page's own words for it.
    const arabicLabels = { ...labels, minimumOrderValue: "حاوية {container} واحدة ({tonnes, plural, few {# أطنان صافية} many {# طنًا صافيًا} other {# طن صافٍ}})" };
    expect(minimumOrderWords(loadsShown({ packing: [bags, flexitank], availableMonths: [] }, "ar").minimumOrder, arabicLabels)).toBe("حاوية 20 ft واحدة (21–25 طنًا صافيًا)");
    expect(minimumOrderWords(loadsShown({ packing: [{ ...bags, per20ft: 0 }], availableMonths: [] }, "ar").minimumOrder, arabicLabels)).toBe("حاوية 40 ft واحدة (26.5 طن صافٍ)");
  });

  it("gives each size's most net tonnes where a 40 ft holds less of a packing than a 20 ft, the page saying why; else none", () => {
    const pellets = { netKg: 50, per20ft: 540, per40ft: 530, leadTimeDays: 10 };
    expect(loadsShown({ packing: [bags, pellets], availableMonths: [] }, "en").payloads).toEqual({ "20ft": many("28"), "40ft": many("26.7") });
    expect(loadsShown({ packing: [pellets], availableMonths: [] }, "fr").payloads).toEqual({ "20ft": many("28"), "40ft": many("26,7") });
    expect(CONTAINER_PAYLOAD_KG["40ft"]).toBeLessThan(CONTAINER_PAYLOAD_KG["20ft"]);
    // More in a 40 ft, or none in it: nothing to explain; nor fewer in a 40 ft when a 20 ft of it is within what a 40 ft carries (a count typed low, not weight).
    expect(loadsShown({ packing: [bags, flexitank], availableMonths: [] }, "en").payloads).toBeNull();
    expect(loadsShown({ packing: [{ ...bags, per40ft: 300 }], availableMonths: [] }, "en").payloads).toBeNull();
  });

  it("names the twelve months in the page's language, January first, each available or not", () => {
    const { months } = loadsShown({ packing: [bags], availableMonths: ["oct", "jan"] }, "fr");
    expect(months.map(({ name }) => name)).toEqual(["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]);
    expect(months.filter(({ available }) => available).map(({ name }) => name)).toEqual(["janv.", "oct."]);
  });
});

describe("loadsShown: samples", () => {
  const shipping = { packing: [bags], availableMonths: [] };
  it("gives their size and days to dispatch in the page's numbers, and who pays the courier", () => {
    expect(loadsShown({ ...shipping, samples: { terms: "buyer-pays-courier", sizeKg: 1, dispatchDays: 3 } }, "en").samples).toEqual({ sizeKg: { shown: "1", form: "one" }, dispatchDays: many("3"), courierPaidBy: "buyer" });
    expect(loadsShown({ ...shipping, samples: { terms: "company-pays-courier", sizeKg: 0.25, dispatchDays: 5 } }, "fr").samples).toEqual({ sizeKg: { shown: "0,25", form: "one" }, dispatchDays: many("5"), courierPaidBy: "company" });
  });

  it("gives none where samples are not sent, or a draft has no terms yet", () => {
    expect(loadsShown({ ...shipping, samples: { terms: "not-sent", sizeKg: 1, dispatchDays: 3 } }, "en").samples).toBeNull();
    expect(loadsShown(shipping, "en").samples).toBeNull();
  });
});

describe("packingProblems", () => {
  const product = (packing: object[]) => ({ id: "pulses", packing }) as unknown as Parameters<typeof packingProblems>[0][number];

  it("refuses a load heavier than a container carries, naming file, product, packing and field", () => {
    expect(CONTAINER_PAYLOAD_KG).toEqual({ "20ft": 28_000, "40ft": 26_700 });
    const problems = packingProblems([product([{ unit: "1 t jumbo bag", netKg: 1000, per20ft: 29, per40ft: 26, leadTimeDays: 10 }])], "content/products.json").map(formatProblem);
    expect(problems).toEqual([
      'content/products.json, products[0] (id "pulses").packing[0] ("1 t jumbo bag"), field "per20ft": 29 units of 1000 kg are 29 t net, more than a 20 ft container carries (28 t by its rating); give the units it really takes',
    ]);
    // What a container carries, and not a kilogram more.
    expect(packingProblems([product([{ unit: "bag", netKg: 50, per20ft: 560, per40ft: 534, leadTimeDays: 10 }])], "f")).toEqual([]);
    expect(packingProblems([product([{ unit: "bag", netKg: 50, per20ft: 560, per40ft: 535, leadTimeDays: 10 }])], "f").map(({ field }) => field)).toEqual(["per40ft"]);
  });

  it("refuses a packing loaded in no container", () => {
    expect(packingProblems([product([{ unit: "25 kg bag", netKg: 25, per20ft: 0, per40ft: 0, leadTimeDays: 10 }])], "f").map(formatProblem)).toEqual([
      'f, products[0] (id "pulses").packing[0] ("25 kg bag"), field "per20ft": and per40ft are both 0: give how many units a 20 ft or a 40 ft container takes',
    ]);
  });
});
