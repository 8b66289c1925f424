import { render } from "@testing-library/react";
import { TextBoxControl } from "../../../plugins/decap-cms/editor/text-box-widget";

/** A stand-in for the Immutable.js field Decap passes. */
const fieldOf = (data: Record<string, unknown>) => ({ get: (key: string) => data[key], getIn: () => undefined });

function isValid(value: string, lang: string) {
  const ref: { current: TextBoxControl | null } = { current: null };
  render(
    <TextBoxControl
      ref={ref}
      value={value}
      onChange={jest.fn()}
      forID="label"
      classNameWrapper=""
      setActiveStyle={() => undefined}
      setInactiveStyle={() => undefined}
      field={fieldOf({ label: "Lead time", lang })}
    />,
  );
  return ref.current!.isValid();
}

test("a label's count the page could not fill stops the save, naming the language's forms; one it can fill saves", () => {
  expect(isValid("{days, plural, one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}", "ar")).toBe(true);
  expect(isValid("{days} jours", "fr")).toBe(true);
  expect(isValid("{days, plural, one {# jour} few {# jours} other {# jours}}", "fr")).toEqual({
    error: expect.objectContaining({ message: 'This text counts {days} with "few", which French does not have: its forms are one, many, other (each but other may be left out).' }),
  });
  expect(isValid("{days, plural, one {يوم واحد} other {# يوم}", "ar")).toEqual({
    error: expect.objectContaining({
      message:
        "This text has 3 { and 2 }, where each { needs its }: a place is a name in braces as the English has it, {days}, and a number's words are written {days, plural, one {# …} other {# …}}, # where the number goes, with the forms zero, one, two, few, many, other (each but other may be left out).",
    }),
  });
});
