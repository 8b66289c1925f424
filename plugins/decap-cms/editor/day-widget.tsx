import { Component, type ChangeEvent } from "react";
import { DAY_YEARS, isDay } from "../../../src/lib/certificates";
import { REFUSED } from "./refusal";
import type { TextControlProps } from "./widget-props";

/**
 * A day for staff (issued on, valid until, quoted until, reviewed on): the browser's own date box,
 * whose value ("2026-11-29") is stored as it stands, with Today and, for a day that may be left out,
 * Clear. Decap's datetime widget read each key typed into the year through dayjs, which takes a year
 * still being typed ("0002") for 1902 and wrote that back into the box, so "2026" typed became 1906
 * (decaporg/decap-cms#7939): a certificate then saved as long expired.
 */
export class DayControl extends Component<TextControlProps> {
  isValid = () => {
    const { value, field } = this.props;
    if (!value || isDay(value)) return true;
    const label = String(field.get("label") ?? "");
    return { error: { type: REFUSED, message: `${label}: give the whole day, of a year from ${DAY_YEARS.first} to ${DAY_YEARS.last} ("${value}" is not one).` } };
  };

  handleChange = (event: ChangeEvent<HTMLInputElement>) => this.props.onChange(event.target.value);

  render() {
    const { value, forID, classNameWrapper, setActiveStyle, setInactiveStyle, field, onChange } = this.props;
    const label = String(field.get("label") ?? "");
    const buttonStyle = { padding: "4px 12px", border: "1px solid #5d626f", borderRadius: "4px", background: "#fff", color: "#313d3e", cursor: "pointer" };
    return (
      <div className={classNameWrapper} style={{ display: "flex", gap: "12px", alignItems: "center", flexWrap: "wrap" }}>
        <input
          type="date"
          id={forID}
          value={value ?? ""}
          min={`${DAY_YEARS.first}-01-01`}
          max={`${DAY_YEARS.last}-12-31`}
          onChange={this.handleChange}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        {/* Today as the site counts days: in UTC (src/lib/certificates.ts siteToday). */}
        <button type="button" style={buttonStyle} aria-label={`${label}: today`} onClick={() => onChange(new Date().toISOString().slice(0, 10))}>
          Today
        </button>
        {field.get("required") === false && (
          <button type="button" style={buttonStyle} aria-label={`${label}: clear`} onClick={() => onChange("")}>
            Clear
          </button>
        )}
      </div>
    );
  }
}
