/**
 * The content's documents (content/documents/: the certificates' PDFs) are published at the same
 * path under the site: a certificate's `document` "documents/certificates/iec.pdf" is served at
 * /documents/certificates/iec.pdf, an address that stays the same from one build to the next, for
 * buyers to keep. A document is written only when it changed (a rebuild rewrites only what a
 * change reached), and a file removed from content/documents/ is removed from the site. Every file
 * there is published, named by a certificate or not: staff remove an old certificate's PDF there.
 */
import fs from "node:fs";
import path from "node:path";
import { DOCUMENTS_FOLDER } from "../lib/content-rules";

/** Publishes content/documents/ into public/documents/; returns how many documents there are. */
export function publishDocuments(contentDir: string, publicDir: string): number {
  const from = path.join(contentDir, DOCUMENTS_FOLDER);
  const to = path.join(publicDir, DOCUMENTS_FOLDER);
  const files = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map(String).filter((file) => fs.statSync(path.join(folder, file)).isFile()) : []);
  const wanted = files(from);
  for (const file of files(to)) if (!wanted.includes(file)) fs.rmSync(path.join(to, file));
  for (const file of wanted) {
    const source = fs.readFileSync(path.join(from, file));
    const target = path.join(to, file);
    if (fs.existsSync(target) && fs.readFileSync(target).equals(source)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, source);
  }
  return wanted.length;
}
