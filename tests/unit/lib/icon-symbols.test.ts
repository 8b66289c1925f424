import fs from "node:fs";
import path from "node:path";
import { iconSymbols } from "../../../src/lib/icon-symbols";

describe("iconSymbols", () => {
  it("keeps every <symbol> of the sprite and drops its <svg> wrapper and comments", () => {
    const sprite = fs.readFileSync(path.resolve(__dirname, "..", "..", "..", "static", "icons.svg"), "utf8");
    const symbols = iconSymbols(sprite);
    expect(symbols.startsWith("<symbol")).toBe(true);
    expect(symbols.endsWith("</symbol>")).toBe(true);
    expect(symbols).not.toMatch(/<svg|<!--/);
    expect(symbols.match(/<symbol /g)).toHaveLength(sprite.match(/<symbol /g)!.length);
  });

  it("fails the build, naming the file, when the sprite has no symbols", () => {
    expect(() => iconSymbols('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toThrow("static/icons.svg");
  });
});
