import { REFUSED } from "./refusal";
import { Component, type ChangeEvent, type CSSProperties } from "react";
import { countsProblem } from "../../../src/lib/counts";
import { isLocaleCode } from "../../../src/lib/locales";
import { textTyped } from "./current-english";
import { slipMessageFor } from "./translation-status-widget";
import type { Readable, TextControlProps } from "./widget-props";

/** A long text's box grows with its text (Chromium's field-sizing), from three lines. */
const MULTILINE_STYLE: CSSProperties = { minHeight: "6.5em", resize: "vertical", fieldSizing: "content" } as CSSProperties;

/** "Write 50 to 160 characters; this has 34." for a text that must be of a length, or null. */
export function lengthMessage(text: string | undefined, min: number | undefined, max: number | undefined): string | null {
  const length = (text ?? "").length;
  if (length === 0 || min === undefined || max === undefined || (length >= min && length <= max)) return null;
  return `Write ${min} to ${max} characters; this has ${length}.`;
}

/**
 * A text box for staff: a line, or a growing box for a long text (`multiline`), in the language
 * and direction of what is written in it (`lang`, `dir`: an Arabic translation runs right to
 * left). A text of a set length (`length_min`, `length_max`: a short description) counts its
 * characters under the box as it is typed, and at Save says how many it has. In a translation
 * (`translation`), a text whose numbers differ from the English stops the save, with the numbers
 * under the box, and the Translation status follows what is typed (translation-status-widget.tsx).
 * A count its page could not fill (`{days, plural, …}`, counts.ts) stops the save too, naming the language's forms.
 */
export class TextBoxControl extends Component<TextControlProps> {
  isValid = () => {
    const { value, field } = this.props;
    const tooShortOrLong = lengthMessage(value, numberOption(field, "length_min"), numberOption(field, "length_max"));
    const slip = field.get("translation") ? slipMessageFor(value) : null;
    const lang = optionalString(field, "lang");
    const counts = countsProblem(value ?? "", lang && isLocaleCode(lang) ? lang : "en");
    const message = [tooShortOrLong, slip, counts && `This text ${counts}.`].filter(Boolean).join(" ");
    return message ? { error: { type: REFUSED, message } } : true;
  };

  handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    this.props.onChange(event.target.value);
    if (this.props.field.get("translation")) textTyped();
  };

  render() {
    const { value, forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
    const lang = optionalString(field, "lang");
    const dir = optionalString(field, "dir");
    const [min, max] = [numberOption(field, "length_min"), numberOption(field, "length_max")];
    const common = { id: forID, className: classNameWrapper, value: value ?? "", onChange: this.handleChange, onFocus: setActiveStyle, onBlur: setInactiveStyle, lang, dir };
    return (
      <>
        {field.get("multiline") ? <textarea {...common} style={MULTILINE_STYLE} /> : <input type="text" {...common} />}
        {min !== undefined && max !== undefined && (
          <p lang="en" dir="ltr" style={{ margin: "4px 0 0", fontSize: "13px", color: "#5d626f" }}>
            {(value ?? "").length} characters ({min} to {max})
          </p>
        )}
      </>
    );
  }
}

function optionalString(field: Readable, key: string): string | undefined {
  const value = field.get(key);
  return typeof value === "string" ? value : undefined;
}

function numberOption(field: Readable, key: string): number | undefined {
  const value = field.get(key);
  return typeof value === "number" ? value : undefined;
}
