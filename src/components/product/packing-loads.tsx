import { graphql } from "gatsby";
import { fillInCounts } from "../../lib/counts";
import type { LoadsShown } from "../../lib/packing";
import { available, loadsTable, months, monthsKey, payloadNote } from "./packing-loads.module.css";

export type { LoadsShown };

interface PackingLoadsProps {
  /** The product's packing options, their units in the page's language. */
  packing: readonly { unit: string }[];
  /** Their loads, lead times and the product's months, written by the build in the page's language (src/lib/packing.ts). */
  shown: LoadsShown;
  labels: Queries.PackingLabelsFragment;
}

/**
 * A product's packing options, each with what a 20 ft and a 40 ft container hold of it and its
 * lead time, and the months of the year it is available: the one place a product page says how it
 * is packed.
 */
export function PackingLoads({ packing, shown, labels }: PackingLoadsProps) {
  return (
    <>
      {/* Search indexes the units (a buyer may ask for "flexitank"), not the words and figures every product's table has; data-packing tells it which words are packing's (scripts/search-index.mjs, packingOf). */}
      <table className={loadsTable}>
        <caption data-pagefind-ignore="">
          <h3>{labels.loadsHeading}</h3>
        </caption>
        <thead data-pagefind-ignore="">
          <tr>
            <th scope="col">{labels.packingOptionsLabel}</th>
            <th scope="col">{labels.container20Label}</th>
            <th scope="col">{labels.container40Label}</th>
            <th scope="col">{labels.leadTimeLabel}</th>
          </tr>
        </thead>
        <tbody data-packing="">
          {/* Keyed by place: a draft in the editor's preview may hold two alike. */}
          {packing.map(({ unit }, index) => {
            const load = shown.loads[index];
            return (
              <tr key={index}>
                {/* The space ends the unit's words in search's text, where the ignored cells leave the next row's unit right after it ("drum1,000"). */}
                <th scope="row">{unit} </th>
                {(["20ft", "40ft"] as const).map((container) => (
                  <td key={container} data-pagefind-ignore="">
                    {load?.tonnes[container] ? (
                      <>
                        {fillInCounts(labels.netTonnesLabel, { tonnes: load.tonnes[container] })}
                        {/* A load of one (a flexitank, a bulk liner) is its tonnes alone. On the sheet, one line. */}
                        {load.units[container] && load.units[container].shown !== "1" && (
                          <>
                            <br /> <small>{fillInCounts(labels.unitsLabel, { count: load.units[container] })}</small>
                          </>
                        )}
                      </>
                    ) : (
                      labels.notLoadedLabel
                    )}
                  </td>
                ))}
                <td data-pagefind-ignore="">{load && fillInCounts(labels.leadTimeDaysLabel, { days: load.leadTimeDays })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown.payloads && (
        <p className={payloadNote} data-pagefind-ignore="">
          {fillInCounts(labels.payloadNote, { tonnes20: shown.payloads["20ft"], tonnes40: shown.payloads["40ft"] })}
        </p>
      )}
      <h3 id="months-heading" data-pagefind-ignore="">
        {labels.monthsHeading}
      </h3>
      <ol className={months} aria-labelledby="months-heading" data-pagefind-ignore="">
        {shown.months.map(({ name, available: isAvailable }, index) => (
          <li key={index} className={isAvailable ? available : undefined}>
            {name}
            <span className="visually-hidden">: {isAvailable ? labels.availableLabel : labels.notAvailableLabel}</span>
          </li>
        ))}
      </ol>
      {/* A year with a month missing says which look means what (each month says so to a screen reader already). */}
      {shown.months.some((month) => !month.available) && (
        <p className={monthsKey} aria-hidden="true" data-pagefind-ignore="">
          <span className={available}>{labels.availableLabel}</span>
          <span>{labels.notAvailableLabel}</span>
        </p>
      )}
    </>
  );
}

export const query = graphql`
  fragment PackingLabels on CatalogueJson {
    packingOptionsLabel
    loadsHeading
    container20Label
    container40Label
    leadTimeLabel
    netTonnesLabel
    unitsLabel
    leadTimeDaysLabel
    notLoadedLabel
    payloadNote
    monthsHeading
    availableLabel
    notAvailableLabel
    samplesLabel
    samplesValue
    courierBuyerValue
    courierCompanyValue
    samplesNotSentValue
  }
`;
