import { splitMixedCodes } from "../../../src/lib/mixed-codes";

describe("splitMixedCodes", () => {
  it("isolates a code that mixes letters and digits around slashes, wherever it stands", () => {
    expect(splitMixedCodes("الأفلاتوكسين B1 (التوجيه 2002/32/EC)")).toEqual(["الأفلاتوكسين B1 (التوجيه ", { code: "2002/32/EC" }, ")"]);
    expect(splitMixedCodes("2002/32/EC")).toEqual([{ code: "2002/32/EC" }]);
    expect(splitMixedCodes("a 2002/32/EC b 2002/32/EC")).toEqual(["a ", { code: "2002/32/EC" }, " b ", { code: "2002/32/EC" }]);
  });

  it("leaves numbers alone, words alone and text without a slash as they are", () => {
    for (const text of ["اللائحة (EU) 2023/915", "38/42, 40/50", "ISO/IEC 17025", "B1 20 µg/kg", ""]) expect(splitMixedCodes(text)).toEqual([text]);
  });
});
