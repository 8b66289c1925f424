import { fireEvent, render, screen } from "@testing-library/react";
import { UniqueStringControl, countUses } from "../../../plugins/decap-cms/editor/unique-string-widget";

/** Stand-ins for the Immutable.js values Decap passes. */
const readable = (data: Record<string, unknown>) => ({
  get: (key: string) => data[key],
  getIn: (path: string[]) => {
    const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);
    return value === undefined ? undefined : { toJS: () => value };
  },
});

const field = readable({ label: "Web address (id)", unique_in: "products", unique_key: "id" });
const entryWith = (...ids: string[]) => readable({ data: { products: ids.map((id) => ({ id })) } });

function control(value: string, ids: string[]) {
  const ref: { current: UniqueStringControl | null } = { current: null };
  const onChange = jest.fn();
  render(
    <>
      <label htmlFor="product-id">Web address (id)</label>
      <UniqueStringControl
        ref={ref}
        value={value}
        onChange={onChange}
        forID="product-id"
        classNameWrapper=""
        setActiveStyle={() => undefined}
        setInactiveStyle={() => undefined}
        entry={entryWith(...ids)}
        field={field}
      />
    </>,
  );
  return { instance: ref.current!, onChange };
}

test("countUses counts the list entries holding a value under a key", () => {
  expect(countUses([{ id: "a" }, { id: "b" }, { id: "a" }], "id", "a")).toBe(2);
  expect(countUses(undefined, "id", "a")).toBe(0);
});

test("an id used once is valid", () => {
  expect(control("soya-meal", ["groundnut-meal", "soya-meal"]).instance.isValid()).toBe(true);
});

test("an id used twice is refused with a message naming it", () => {
  const result = control("soya-meal", ["soya-meal", "groundnut-meal", "soya-meal"]).instance.isValid();
  expect(result).toEqual({ error: { type: "PRESENCE", message: expect.stringContaining('"soya-meal" is already used') } });
});

test("typing in the box reports the new value", () => {
  const { onChange } = control("soya", ["soya"]);
  fireEvent.change(screen.getByLabelText("Web address (id)"), { target: { value: "soya-meal" } });
  expect(onChange).toHaveBeenLastCalledWith("soya-meal");
});
