/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { changedChoices, parseSrcset, staticPictures, widthsByQuery } from "../../../bench/picture-widths.mjs";

test("a srcset is read as its candidates' addresses and widths", () => {
  expect(parseSrcset("/static/a/x.avif 400w,\n/static/b/x.avif 800w")).toEqual([
    { url: "/static/a/x.avif", width: 400 },
    { url: "/static/b/x.avif", width: 800 },
  ]);
  expect(parseSrcset("")).toEqual([]);
});

test("a query's widths that no measured layout chose are reported unused", () => {
  const offered = [400, 600, 800, 1200];
  const seen = [
    { query: "card", offered, chosen: 400 },
    { query: "card", offered, chosen: 800 },
    { query: "card", offered, chosen: 800 },
    { query: "hero", offered: [640, 1280], chosen: 1280 },
  ];
  expect(widthsByQuery(seen)).toEqual([
    { query: "card", offered, chosen: [400, 800], unused: [600, 1200] },
    { query: "hero", offered: [640, 1280], chosen: [1280], unused: [640] },
  ]);
});

test("the pictures in public/static are counted by format", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "picture-widths-"));
  try {
    fs.mkdirSync(path.join(dir, "static", "a1"), { recursive: true });
    fs.writeFileSync(path.join(dir, "static", "a1", "x.avif"), "12345");
    fs.writeFileSync(path.join(dir, "static", "a1", "x.jpg"), "123");
    fs.writeFileSync(path.join(dir, "static", "a1", "y.avif"), "1");
    fs.writeFileSync(path.join(dir, "static", "notes.txt"), "not a picture");
    expect(staticPictures(dir)).toEqual({ files: 3, bytes: 9, byFormat: { avif: { files: 2, bytes: 6 }, jpg: { files: 1, bytes: 3 } } });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a change is checked by the width each layout chose before and after it", () => {
  const before = [
    { kind: "card", viewport: 375, pixelRatio: 1, needed: 343, chosen: 400 },
    { kind: "card", viewport: 375, pixelRatio: 2, needed: 686, chosen: 800 },
    { kind: "hero", viewport: 375, pixelRatio: 1, needed: 375, chosen: 480 },
  ];
  expect(changedChoices(before, before)).toEqual([]);
  const after = [before[0]!, { ...before[1]!, chosen: 1200 }];
  expect(changedChoices(before, after)).toEqual(["card at 375 px 2x: 800 for 686 -> 1200 for 686", "hero at 375 px 1x: 480 for 375 -> none"]);
});
