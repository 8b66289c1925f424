import fs from "node:fs";
import path from "node:path";
import { HASHED_ASSET } from "../../../plugins/delivery/hosting-headers.mjs";
import { CONTENT_HASH_DIGITS } from "../../../plugins/delivery/webpack-tweaks";

const hex = (digits: number) => "0123456789abcdef".repeat(4).slice(0, digits);

describe("the files cached for a year as named by their content", () => {
  it("are the scripts and the whole stylesheet as webpack names them (short-content-hashes), and nothing named otherwise", () => {
    for (const name of [`/app-${hex(CONTENT_HASH_DIGITS)}.js`, `/component---src-pages-contact-tsx-${hex(CONTENT_HASH_DIGITS)}.js`, `/styles.${hex(CONTENT_HASH_DIGITS)}.css`]) {
      expect(HASHED_ASSET.test(name)).toBe(true);
    }
    for (const name of [`/app-${hex(CONTENT_HASH_DIGITS - 1)}.js`, "/styles.css", "/icons.svg", `/admin/cms-${hex(CONTENT_HASH_DIGITS)}.js`, `/app-${hex(CONTENT_HASH_DIGITS)}.js.map`]) {
      expect(HASHED_ASSET.test(name)).toBe(false);
    }
  });

  it("are the same for nginx (deploy/nginx.conf) as for the _headers hosts read", () => {
    const nginx = fs.readFileSync(path.join(__dirname, "..", "..", "..", "deploy", "nginx.conf"), "utf8");
    const location = nginx.match(/location ~ "([^"]+)" \{\s*include [^;]+;\s*add_header Cache-Control "public, max-age=31536000, immutable" always;/);
    expect(location?.[1]).toBe(HASHED_ASSET.source.replaceAll("\\/", "/"));
  });
});
