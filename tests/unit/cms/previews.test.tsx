import fs from "node:fs";
import path from "node:path";
import { render, waitFor } from "@testing-library/react";
import { AboutPreview, type PreviewProps } from "../../../src/cms/previews";
import { loadContentFromDisk } from "./editor-content";

const sprite = fs.readFileSync(path.resolve(__dirname, "..", "..", "..", "static", "icons.svg"), "utf8");

/** An About entry as Decap hands it over: an empty draft, no fields, no pictures. */
const props = {
  entry: { get: () => undefined, set: () => props.entry, getIn: () => ({ toJS: () => ({ values: { items: ["Quality"] } }) }) },
  fields: { find: () => undefined },
  getAsset: () => undefined,
} as unknown as PreviewProps;

// The editor reads the content before it draws any preview (src/cms/cms.tsx).
beforeAll(loadContentFromDisk);

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

test("a preview draws the site's icons from the sprite file, since its frame has no page HTML", async () => {
  const fetch = jest.fn(async () => ({ ok: true, text: async () => sprite }));
  global.fetch = fetch as unknown as typeof global.fetch;
  const { container } = render(<AboutPreview {...props} />);
  await waitFor(() => expect(container.querySelector("symbol#check")).not.toBeNull());
  expect(fetch).toHaveBeenCalledWith("/icons.svg");
  expect(container.querySelector('use[href="#check"]')).not.toBeNull();
});

test("a preview still renders when the sprite cannot be fetched", async () => {
  global.fetch = jest.fn(async () => ({ ok: false, text: async () => "Not found" })) as unknown as typeof global.fetch;
  const { container } = render(<AboutPreview {...props} />);
  await waitFor(() => expect(global.fetch).toHaveBeenCalled());
  expect(container.querySelector("symbol")).toBeNull();
  expect(container.textContent).toContain("Quality");
});
