/**
 * How a product is packed, what fits in a container and when it is available (issue 56): one list
 * of packing options per product (products.json, `packing`), each with how many of its units a
 * 20 ft and a 40 ft container take and its lead time, and the months the product is available
 * (`availableMonths`). The net tonnes, the minimum order and the months' names follow from them:
 * worked out here, in the page's language, by the build (src/build/page-plan.ts, into each product
 * page's context) and by the editor's preview, so that the browser writes no number of its own
 * (as for certificates' days, decision 0042), each with the form of the noun it counts (counts.ts).
 * The build refuses a load above what a container carries (content-rules.ts packingProblems).
 */
import { countOf, countRangeOf, fillInCounts, type Count } from "./counts";
import { localeOf, type LocaleCode } from "./locales";

export const CONTAINERS = ["20ft", "40ft"] as const;
export type Container = (typeof CONTAINERS)[number];

/**
 * The most a container carries, net, in kg: the usual rating of both sizes, 30,480 kg gross (ISO
 * 668), less a standard box's tare (20 ft 2,200 to 2,300 kg, 40 ft 3,750 kg; carriers' tables give
 * payloads of about 28,180 and 26,730 kg), rounded down. Some older 20 ft boxes are rated 24,000 kg,
 * and roads at the destination often allow less (about 17 to 21 t in the US): the loads say net
 * tonnes, and buyers judge.
 */
export const CONTAINER_PAYLOAD_KG: Readonly<Record<Container, number>> = { "20ft": 28_000, "40ft": 26_700 };

/** The months of the year as the content writes them: the same in every language. */
export const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;

/** A packing option as content writes it: its unit (translated), the net kg of one, how many a container of each size takes (0: not loaded so) and the days from order to loading. */
export interface PackingOption {
  netKg: number;
  per20ft: number;
  per40ft: number;
  leadTimeDays: number;
}

/** What one container of `container` holds of `option`, net, in kg (0 when it is not loaded so). */
export function loadKg(option: PackingOption, container: Container): number {
  return (container === "20ft" ? option.per20ft : option.per40ft) * option.netKg;
}

/** Whether a product's samples are sent, and who pays their courier: the buyer, or the company. */
export const SAMPLE_TERMS = ["buyer-pays-courier", "company-pays-courier", "not-sent"] as const;
export type SampleTerms = (typeof SAMPLE_TERMS)[number];

/** A product's samples as content gives them (content-model.ts). */
export interface Samples {
  terms: string;
  sizeKg: number;
  dispatchDays: number;
}

/** Who pays the courier of a sample, by the terms that send one. */
const COURIER_PAID_BY = { "buyer-pays-courier": "buyer", "company-pays-courier": "company" } as const;

/**
 * Whether a product's samples are sent: terms that say who pays their courier, and a size. A draft in the editor may hold
 * no terms yet, or no size: none sent. The product page's sample terms and Request a sample, and the contact form's sample
 * box for the product, all follow from it.
 */
export function samplesSent(samples: Samples | undefined): samples is Samples & { terms: keyof typeof COURIER_PAID_BY } {
  return samples !== undefined && Object.hasOwn(COURIER_PAID_BY, samples.terms) && samples.sizeKg > 0;
}

/** What a product's content says of how it ships (content-model.ts), numbers that are the same in every language. */
export interface ShippingFacts {
  packing: readonly PackingOption[];
  availableMonths: readonly string[];
  /** Absent in a draft not given them yet (the editor's preview): none sent. */
  samples?: Samples;
}

/**
 * What a product page shows of its packing, loads and months, written in its language; the units'
 * names come from the product (translated) in the same order.
 */
export interface LoadsShown {
  /** Per packing option: units and net tonnes per container (null where not loaded so), and the lead time in days. */
  loads: readonly { units: Record<Container, Count | null>; tonnes: Record<Container, Count | null>; leadTimeDays: Count }[];
  /** The minimum order: one container of the smallest size any option loads, and the net tonnes it holds, by packing ("25–26"). */
  minimumOrder: { container: Container; tonnes: Count } | null;
  /** January to December: each month's short name in the page's language, and whether the product is available then. */
  months: readonly { name: string; available: boolean }[];
  /** Its samples: their size in kg and days to dispatch in the page's numbers, and who pays the courier; null where none are sent. */
  samples: { sizeKg: Count; dispatchDays: Count; courierPaidBy: "buyer" | "company" } | null;
  /**
   * The most net tonnes each size carries (CONTAINER_PAYLOAD_KG), in the page's numbers, where a 40 ft holds less of a
   * packing than a 20 ft because a 20 ft of it is more than a 40 ft may carry (27 t of pellets against 26.7 t), which the
   * page says why; else null (a 40 ft count lower for any other reason is not explained by weight).
   */
  payloads: Record<Container, Count> | null;
}

/** A product's packing, loads, months and samples as a page in `code` writes them. */
export function loadsShown({ packing, availableMonths, samples }: ShippingFacts, code: LocaleCode): LoadsShown {
  const { dates } = localeOf(code);
  const number = new Intl.NumberFormat(dates, { maximumFractionDigits: 2 });
  // A number's form is chosen for it as written, rounded as the page rounds it.
  const rounded = (value: number) => Math.round(value * 100) / 100;
  const count = (value: number) => countOf(rounded(value), number.format(value), code);
  const tonnes = (kg: number) => count(kg / 1000);
  const byContainer = <T>(write: (container: Container) => T) => Object.fromEntries(CONTAINERS.map((container) => [container, write(container)])) as Record<Container, T>;
  const loads = packing.map((option) => ({
    units: byContainer((container) => (loadKg(option, container) > 0 ? count(container === "20ft" ? option.per20ft : option.per40ft) : null)),
    tonnes: byContainer((container) => (loadKg(option, container) > 0 ? tonnes(loadKg(option, container)) : null)),
    leadTimeDays: count(option.leadTimeDays),
  }));
  const smallest = CONTAINERS.find((container) => packing.some((option) => loadKg(option, container) > 0));
  let minimumOrder: LoadsShown["minimumOrder"] = null;
  if (smallest) {
    const held = packing.map((option) => loadKg(option, smallest) / 1000).filter((t) => t > 0);
    const [least, most] = [Math.min(...held), Math.max(...held)] as const;
    const [leastShown, mostShown] = [number.format(least), number.format(most)];
    minimumOrder = { container: smallest, tonnes: leastShown === mostShown ? count(least) : countRangeOf(rounded(least), rounded(most), `${leastShown}–${mostShown}`, code) };
  }
  const monthName = new Intl.DateTimeFormat(dates, { month: "short", timeZone: "UTC" });
  const months = MONTHS.map((month, index) => ({ name: monthName.format(Date.UTC(2001, index, 1)), available: availableMonths.includes(month) }));
  return {
    loads,
    minimumOrder,
    months,
    samples: samplesSent(samples)
      ? { sizeKg: count(samples.sizeKg), dispatchDays: count(samples.dispatchDays), courierPaidBy: COURIER_PAID_BY[samples.terms] }
      : null,
    payloads: packing.some((option) => loadKg(option, "40ft") > 0 && loadKg(option, "20ft") > CONTAINER_PAYLOAD_KG["40ft"]) ? byContainer((container) => tonnes(CONTAINER_PAYLOAD_KG[container])) : null,
  };
}

/** The minimum order in the page's words: its template ("One {container} ({tonnes} t net, by packing)") with the container's name and the tonnes; "" when nothing is loaded. */
export function minimumOrderWords(
  minimumOrder: LoadsShown["minimumOrder"],
  labels: { minimumOrderValue: string; container20Label: string; container40Label: string },
): string {
  if (!minimumOrder) return "";
  const container = minimumOrder.container === "20ft" ? labels.container20Label : labels.container40Label;
  return fillInCounts(labels.minimumOrderValue, { container, tonnes: minimumOrder.tonnes });
}
