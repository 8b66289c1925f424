/**
 * The forms a host with form capture finds in the built HTML, read as Netlify Forms reads them at
 * deploy time: a <form> with a `name` and `data-netlify="true"` (or a bare `netlify` attribute);
 * its fields, the `name` of each input, select, textarea and button in it (a field the HTML does
 * not name is dropped from every submission); its honeypot (`netlify-honeypot`).
 *
 * scripts/serve.mjs records submissions by these rules, and the tests hold the built pages to them.
 */
import fs from "node:fs";
import path from "node:path";

/**
 * @typedef {{ name: string, action: string, method: string, honeypot: string | null, fields: string[], attributes: Record<string, string> }} DetectedForm
 */

/** @param {string} tag the inside of a start tag, after its name @returns {Record<string, string>} */
function attributesOf(tag) {
  const attributes = {};
  for (const [, name, double, single, bare] of tag.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? "");
  }
  return attributes;
}

/** An HTML text or attribute value with its character references read (numeric, and the five named ones React and Gatsby write). */
export function decodeEntities(text) {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(amp|quot|apos|lt|gt));/gi, (_, decimal, hex, named) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" }[named.toLowerCase()],
  );
}

/** @param {string} html @returns {DetectedForm[]} every form of the page that the host detects */
export function detectForms(html) {
  const forms = [];
  for (const [, tag, inner] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attributes = attributesOf(tag);
    const detected = attributes["data-netlify"] === "true" || "netlify" in attributes;
    if (!detected || !attributes.name) continue;
    const fields = [];
    for (const [, control] of inner.matchAll(/<(?:input|select|textarea|button)\b([^>]*)>/gi)) {
      const { name } = attributesOf(control);
      if (name && !fields.includes(name)) fields.push(name);
    }
    forms.push({
      name: attributes.name,
      action: attributes.action ?? "",
      method: (attributes.method ?? "get").toLowerCase(),
      honeypot: attributes["netlify-honeypot"] ?? null,
      fields,
      attributes,
    });
  }
  return forms;
}

/** @param {string} publicDir @returns {DetectedForm[]} each detected form of the build's pages */
export function formsInSite(publicDir) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".html")) {
        const html = fs.readFileSync(file, "utf8");
        if (!/\bnetlify\b/.test(html)) continue;
        found.push(...detectForms(html));
      }
    }
  };
  walk(publicDir);
  return found;
}

/**
 * What the host keeps of a submission: the fields its form names, but form-name and the honeypot
 * ("kept"); nothing for a filled honeypot ("spam", answered as a success, so the sender learns
 * nothing) or a form-name no page declares ("unknown", answered 404).
 * @param {URLSearchParams} body @param {Map<string, DetectedForm>} forms
 * @returns {{ status: "unknown" } | { status: "spam" } | { status: "kept", form: string, fields: Record<string, string> }}
 */
export function keptSubmission(body, forms) {
  const form = forms.get(body.get("form-name") ?? "");
  if (!form) return { status: "unknown" };
  if (form.honeypot && (body.get(form.honeypot) ?? "") !== "") return { status: "spam" };
  const fields = {};
  for (const name of form.fields) {
    if (name === "form-name" || name === form.honeypot || !body.has(name)) continue;
    fields[name] = body.getAll(name).join(", ");
  }
  return { status: "kept", form: form.name, fields };
}
