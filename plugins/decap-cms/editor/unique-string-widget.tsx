import { REFUSED } from "./refusal";
import { Component, type ChangeEvent } from "react";
import type { TextControlProps } from "./widget-props";

interface UniqueStringControlProps extends TextControlProps {
  /** The entry being edited, its data under "data". */
  entry: { getIn(path: string[]): unknown };
}

/** How many entries of the list hold `value` under `key`. */
export function countUses(list: unknown, key: string, value: string): number {
  if (!Array.isArray(list)) return 0;
  return list.filter((item) => typeof item === "object" && item !== null && (item as Record<string, unknown>)[key] === value).length;
}

/**
 * A text box whose value must be unique in a list of the entry (a product's
 * id among all products): Decap has no such rule of its own, and asks a
 * widget's `isValid` before saving, so the duplicate is named in the form
 * rather than in a failed build. Options: `unique_in` (dotted path of the
 * list in the entry) and `unique_key` (the field of each item).
 */
export class UniqueStringControl extends Component<UniqueStringControlProps> {
  isValid = () => {
    const { value, entry, field } = this.props;
    if (!value) return true;
    const path = String(field.get("unique_in")).split(".");
    const key = String(field.get("unique_key"));
    const list = entry.getIn(["data", ...path]) as { toJS?: () => unknown } | undefined;
    if (countUses(list?.toJS?.(), key, value) <= 1) return true;
    const label = String(field.get("label") ?? key);
    return { error: { type: REFUSED, message: `${label}: "${value}" is already used by another entry; each must be different.` } };
  };

  handleChange = (event: ChangeEvent<HTMLInputElement>) => this.props.onChange(event.target.value);

  render() {
    const { value, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    return (
      <input
        type="text"
        id={forID}
        className={classNameWrapper}
        value={value ?? ""}
        onChange={this.handleChange}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }
}
