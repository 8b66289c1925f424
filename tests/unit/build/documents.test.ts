/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { publishDocuments } from "../../../src/build/documents";

test("the content's documents are published at their own paths; one unchanged is not written again, one the content no longer holds is removed", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "documents-"));
  const content = path.join(root, "content");
  const site = path.join(root, "public");
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write(path.join(content, "documents", "certificates", "iec.pdf"), "%PDF-1.4 iec");
  write(path.join(content, "documents", "certificates", "iso.pdf"), "%PDF-1.4 iso");
  expect(publishDocuments(content, site)).toBe(2);
  const iec = path.join(site, "documents", "certificates", "iec.pdf");
  expect(fs.readFileSync(iec, "utf8")).toBe("%PDF-1.4 iec");
  const written = fs.statSync(iec).mtimeMs;
  fs.utimesSync(iec, new Date(written - 60_000), new Date(written - 60_000));
  const before = fs.statSync(iec).mtimeMs;

  fs.rmSync(path.join(content, "documents", "certificates", "iso.pdf"));
  write(path.join(content, "documents", "certificates", "halal.pdf"), "%PDF-1.4 halal");
  expect(publishDocuments(content, site)).toBe(2);
  expect(fs.statSync(iec).mtimeMs).toBe(before);
  expect(fs.readdirSync(path.join(site, "documents", "certificates")).sort()).toEqual(["halal.pdf", "iec.pdf"]);
  fs.rmSync(root, { recursive: true, force: true });
});
