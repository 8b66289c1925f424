/**
 * The catalogue grown to 100 products (copies of the ten, in every language: scripts/grown-catalogue.mjs),
 * in a fifth language too, German, added as the README says to add one (fifth-language.spec.ts checks
 * it is wherever the other four are): one scratch site that the Chromium and the engines' tests share,
 * built once for both checks rather than once each (a cold build is about a minute of two cores' work).
 * It is kept between their runs, under the system's temporary folder (one per checkout), and built
 * again only when the site's sources, content, patches or dependencies, or this file, change.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { growCatalogue } from "../../scripts/grown-catalogue.mjs";
import { SITE_FILES } from "../../scripts/site-files.mjs";
import { locales } from "../../src/lib/locales";
import { buildScratchSite, root, scratchSite } from "./scratch-site";
import { waitSync } from "./wait-sync";

export const GROWN_PRODUCTS = 100;

/** The fifth language, as its entry in src/lib/locales.ts; its texts are French's, copied (what is under test is the language, not its words). */
export const FIFTH_LANGUAGE = { code: "de", name: "Deutsch", englishName: "German", dir: "ltr", ogLocale: "de_DE", dates: "de", comma: ", ", semicolon: "; ", colon: ": " } as const;
/** The language whose texts the fifth borrows. */
export const STAND_IN = "fr";
/** The grown site's languages: the site's own four and the fifth. */
export const GROWN_LANGUAGES = [...locales.map(({ code }) => code), FIFTH_LANGUAGE.code];

/** Adds the fifth language to a scratch site as a person adding a language would: the entry, and the folder. */
function addFifthLanguage(site: string) {
  const file = path.join(site, "src", "lib", "locales.ts");
  const declared = fs.readFileSync(file, "utf8");
  const end = "] as const satisfies readonly LocaleEntry[];";
  if (!declared.includes(end)) throw new Error(`src/lib/locales.ts no longer ends its list of languages with "${end}": update this test`);
  fs.writeFileSync(file, declared.replace(end, `  ${JSON.stringify(FIFTH_LANGUAGE)},\n${end}`));
  fs.cpSync(path.join(site, "content", "locales", STAND_IN), path.join(site, "content", "locales", FIFTH_LANGUAGE.code), { recursive: true });
}

/** The port the grown site is served on (the site under test is on E2E_PORT, 9123 by default). */
export const GROWN_PORT = Number(process.env.E2E_GROWN_PORT ?? 9124);
export const grownOrigin = `http://127.0.0.1:${GROWN_PORT}`;

/** A digest of everything the grown site is built from. */
function sourceDigest(): string {
  const hash = crypto.createHash("sha256");
  const add = (file: string) => {
    const stat = fs.statSync(file);
    if (!stat.isDirectory()) return void hash.update(file).update(fs.readFileSync(file));
    for (const entry of fs.readdirSync(file).sort()) if (entry !== "node_modules") add(path.join(file, entry));
  };
  for (const file of [...SITE_FILES, "content", "patches", "package-lock.json", path.join("tests", "e2e", "grown-site.ts")]) add(path.join(root, file));
  return hash.digest("hex");
}

/**
 * The grown site's folder, built (from scratch) unless the one kept from an earlier run was built from
 * the same sources. One worker builds it at a time (a lock folder beside it): the engines' projects run
 * side by side and both need it; the other waits, then finds it built.
 */
export function grownSite(): string {
  // One per checkout, so two checkouts' runs on one machine never rebuild each other's site.
  const checkout = crypto.createHash("sha256").update(root).digest("hex").slice(0, 8);
  const dir = path.join(os.tmpdir(), `agro-grown-${GROWN_PRODUCTS}-${checkout}`);
  const stamp = path.join(dir, "built-from");
  const digest = sourceDigest();
  const built = () => fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === digest;
  if (built()) return dir;
  return whileLocked(`${dir}.lock`, () => {
    if (built()) return dir;
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(scratchSite("grown-"), dir);
    addFifthLanguage(dir);
    growCatalogue(path.join(dir, "content"), GROWN_PRODUCTS);
    // With the hosting headers, as npm run build writes them, so the site is served (and measured) as deployed.
    const build = buildScratchSite(dir, 900_000);
    if (build.status !== 0) throw new Error(`The grown site did not build:\n${build.output}`);
    fs.writeFileSync(stamp, digest);
    return dir;
  });
}


function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Runs `act` holding the lock folder `lock` (mkdir is atomic; the holder writes its process id in
 * it), waiting while another live process holds it. A lock whose holder has died (a worker killed
 * mid-build, an interrupted run) is taken over, not waited out.
 */
function whileLocked<T>(lock: string, act: () => T): T {
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = safeHolder(lock);
      // Read again just before removing it, so that a lock another waiter took over meanwhile stays.
      const dead = holder !== null && !alive(holder) && safeHolder(lock) === holder;
      // No id yet: made a moment ago, its holder about to write it; after 10 s, a holder that died first.
      const orphan = holder === null && Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 10_000;
      if (dead || orphan) fs.rmSync(lock, { recursive: true, force: true });
      else waitSync(500);
    }
  }
  try {
    return act();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The process holding the lock folder `lock` (its `pid` file), or null when it has not written it yet. */
function safeHolder(lock: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(lock, "pid"), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
