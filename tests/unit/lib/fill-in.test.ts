import { fillIn } from "../../../src/lib/fill-in";

describe("fillIn", () => {
  it("fills every place of a name given, wherever the language puts it", () => {
    expect(fillIn("{kg} kg, sent within {days} days; {courier}", { kg: "1", days: "3", courier: "the buyer pays the courier" })).toBe(
      "1 kg, sent within 3 days; the buyer pays the courier",
    );
    expect(fillIn("خلال {days} أيام، {kg} كغ", { kg: "١", days: "٣" })).toBe("خلال ٣ أيام، ١ كغ");
    expect(fillIn("{tonnes} t, {tonnes} t", { tonnes: "25" })).toBe("25 t, 25 t");
  });

  it("takes a value as it is, never as a replacement pattern", () => {
    expect(fillIn("{courier}", { courier: "US$ 40 ($&, $', $$)" })).toBe("US$ 40 ($&, $', $$)");
  });

  it("leaves a place of another name as it is", () => {
    expect(fillIn("{count} units, {other}", { count: "560" })).toBe("560 units, {other}");
  });
});
