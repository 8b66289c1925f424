/**
 * @jest-environment node
 *
 * Production's Node is named in several places that must agree: .nvmrc (the Node
 * scripts/production-node.mjs builds and tests on), Netlify's NODE_VERSION, the workflow's
 * container, and the range package.json's engines states, which Gatsby must allow too. And the lock
 * file holds no msgpackr (Gatsby's cache writes through it) from before its fix for Node 23 and later.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..", "..", "..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

type Version = [number, number, number];
const version = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.split(".").map(Number);
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** A range written as ">=A.B.C <D" (the one form used here): its bounds. */
function bounds(range: string): { from: Version; below: Version } {
  const match = /^>=(\d+\.\d+\.\d+) <(\d+(?:\.\d+\.\d+)?)$/.exec(range);
  if (!match) throw new Error(`"${range}" is not written as ">=A.B.C <D"`);
  return { from: version(match[1]!), below: version(match[2]!) };
}

const major = Number(read(".nvmrc").trim());

describe("production's Node", () => {
  it("is one major version, in .nvmrc, Netlify's settings and the workflow's container", () => {
    expect(read(".nvmrc")).toMatch(/^\d+\n?$/);
    expect(read("netlify.toml")).toContain(`NODE_VERSION = "${major}"`);
    expect(read(".github/workflows/site.yml")).toMatch(new RegExp(`^\\s+container: node:${major}-bookworm$`, "m"));
  });

  it("is within the range package.json supports, which Gatsby allows", () => {
    const supported = bounds((JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node);
    expect(compare(supported.from, [major, 0, 0])).toBeLessThanOrEqual(0);
    expect(compare([major + 1, 0, 0], supported.below)).toBeLessThanOrEqual(0);
    const gatsby = bounds((JSON.parse(read("node_modules/gatsby/package.json")) as { engines: { node: string } }).engines.node);
    expect(compare(gatsby.from, supported.from)).toBeLessThanOrEqual(0);
    expect(compare(supported.below, gatsby.below)).toBeLessThanOrEqual(0);
  });

  it("meets no msgpackr from before 1.11.2, whose writes fail on Node 23 and later (kriszyp/msgpackr#151)", () => {
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { version?: string }> };
    const installed = Object.entries(lock.packages).filter(([where]) => where.endsWith("node_modules/msgpackr"));
    expect(installed.length).toBeGreaterThan(0);
    expect(installed.filter(([, { version: at }]) => compare(version(at!), [1, 11, 2]) < 0)).toEqual([]);
  });
});
