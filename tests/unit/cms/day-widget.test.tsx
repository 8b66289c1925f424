import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { DayControl } from "../../../plugins/decap-cms/editor/day-widget";

/** A stand-in for the Immutable.js field Decap passes. */
const fieldOf = (data: Record<string, unknown>) => ({ get: (key: string) => data[key] });

function control(value: string, required = true) {
  const ref: { current: DayControl | null } = { current: null };
  const onChange = jest.fn();
  const props = {
    value,
    onChange,
    forID: "issued-on",
    classNameWrapper: "",
    setActiveStyle: () => undefined,
    setInactiveStyle: () => undefined,
    field: fieldOf({ label: "Valid until", required }),
  };
  const view = render(
    <>
      <label htmlFor="issued-on">Valid until</label>
      <DayControl ref={ref} {...props} />
    </>,
  );
  const rerender = (next: string) =>
    view.rerender(
      <>
        <label htmlFor="issued-on">Valid until</label>
        <DayControl ref={ref} {...props} value={next} />
      </>,
    );
  return { instance: () => ref.current!, onChange, box: () => screen.getByLabelText<HTMLInputElement>("Valid until"), rerender };
}

test("a year being typed stays in the box as the browser gives it, each key reported as it stands: 2026 typed is 2026", () => {
  const { box, onChange, rerender } = control("");
  // What Chromium's date box reports as each digit of the year is typed after 11/01.
  for (const typed of ["0002-11-01", "0020-11-01", "0202-11-01", "2026-11-01"]) {
    fireEvent.change(box(), { target: { value: typed } });
    expect(onChange).toHaveBeenLastCalledWith(typed);
    // Decap's datetime widget wrote 1902-11-01 back into the box at the first digit, and the next keys typed over that.
    rerender(typed);
    expect(box()).toHaveValue(typed);
  }
});

test("Save takes a whole day of a year from 1900 to 2099, or none, and refuses a year typed in part, naming the box", () => {
  expect(control("2026-11-01").instance().isValid()).toBe(true);
  expect(control("").instance().isValid()).toBe(true);
  expect(control("0202-11-01").instance().isValid()).toEqual({
    error: { type: "PRESENCE", message: 'Valid until: give the whole day, of a year from 1900 to 2099 ("0202-11-01" is not one).' },
  });
});

test("Today gives today in UTC, as the site counts days; Clear only where the day may be left out", () => {
  const optional = control("2026-11-01", false);
  fireEvent.click(screen.getByRole("button", { name: "Valid until: today" }));
  expect(optional.onChange).toHaveBeenLastCalledWith(new Date().toISOString().slice(0, 10));
  fireEvent.click(screen.getByRole("button", { name: "Valid until: clear" }));
  expect(optional.onChange).toHaveBeenLastCalledWith("");
  cleanup();
  control("2026-11-01", true);
  expect(screen.queryByRole("button", { name: "Valid until: clear" })).toBeNull();
});
