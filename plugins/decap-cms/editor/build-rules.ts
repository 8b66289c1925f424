/**
 * The build's rules that look beyond one box, checked before a Save writes anything. The form's own
 * rules (cms-config.ts) check each box by itself; the build also checks the register of
 * certificates as a whole (content-rules.ts certificateProblems): a number not in its kind's form
 * (an FSSAI licence's 14 digits), a valid-until before the day of issue, a kind that expires given
 * no date, a certificate covering no product, or one it cannot be about. Without this the editor
 * saved and published such a certificate, and the next build refused the whole site.
 *
 * No React here.
 */
import { certificateProblems } from "../../../src/lib/content-rules";
import { labelOf } from "./cms-config";
import { readRepositoryFile } from "./repository";

const SITE_FILE = "content/site.json";
const PRODUCTS_FILE = "content/products.json";

/**
 * What the build would refuse in the file at `path` as it is about to be saved (`raw`), in staff's
 * words, one line each; none for a file these rules do not read, or one that cannot be parsed (its
 * own boxes say why). The products it covers are read on `branch`, where the save goes (the
 * published catalogue where that branch has none).
 */
export async function buildRefusals(path: string, raw: string, branch?: string): Promise<string[]> {
  if (path !== SITE_FILE) return [];
  let site: { certifications?: unknown };
  try {
    site = JSON.parse(raw) as { certifications?: unknown };
  } catch {
    return [];
  }
  if (!Array.isArray(site.certifications)) return [];
  const certificates = site.certifications as Parameters<typeof certificateProblems>[0];
  // The catalogue where the save goes, else the published one; unread, the build checks it.
  const text = (await readRepositoryFile(PRODUCTS_FILE, branch)) ?? (branch ? await readRepositoryFile(PRODUCTS_FILE) : null);
  const products = text === null ? null : (JSON.parse(text) as { products?: unknown }).products;
  if (!Array.isArray(products)) return [];
  return certificateProblems(certificates, products as Parameters<typeof certificateProblems>[1], SITE_FILE).map(({ item, field, message }) => {
    const index = Number(/^certifications\[(\d+)\]/.exec(item)?.[1]);
    const certificate = certificates[index];
    const name = certificate?.name || certificate?.id || `certificate ${index + 1}`;
    // The build names another field by its name, "(issuedOn)": staff read its box's label, "(Issued on)".
    return `${name}, ${labelOf(field)}: ${message.replace(/\(([a-z]+[A-Z][A-Za-z]*)\)/g, (_, other: string) => `(${labelOf(other)})`)}`;
  });
}
