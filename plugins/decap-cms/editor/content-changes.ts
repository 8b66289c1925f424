/**
 * What a draft changes in a content file, against the file as it is published, named in the
 * form's own words: "Groundnut Extraction Meal › Specifications › Crude protein: 45% min → 46% min".
 * A reviewer reads it at the top of the preview (previews/english-changes.tsx), and the draft's commit message
 * names the same places in short ("Products: Groundnut Extraction Meal (crude protein)", cms.tsx).
 * No React and no Decap here.
 *
 * Products, categories and certificates are matched by their id, so a reordered catalogue is not
 * every product changed, and a renamed id is that entry changed (entriesById); the entries of other
 * lists by their position. A list entry of objects is named by its first text (a specification by
 * its parameter, an e-mail by its department), a list of texts by its place ("Feature 2"), as the
 * form and "Beside the English" name them.
 */
import type { Field, ObjectField } from "../../../src/lib/content-model";
import { isPlainObject } from "../../../src/lib/content-rules";
import { labelOf, singular } from "./cms-config";

export type ChangeKind = "changed" | "added" | "removed" | "reordered";

export interface Change {
  /** Where, from the file down, in the form's labels: ["Groundnut Extraction Meal", "Specifications", "Crude protein"]. */
  where: string[];
  kind: ChangeKind;
  /** The text before and after (a whole entry added or removed has none). */
  before?: string;
  after?: string;
}

/** Every change from `before` (the published file) to `after` (the draft), in the model's order. */
export function contentChanges(before: unknown, after: unknown, model: ObjectField): Change[] {
  const changes: Change[] = [];
  objectChanges(before, after, model, [], changes);
  return changes;
}

function objectChanges(before: unknown, after: unknown, model: ObjectField, where: string[], changes: Change[], omitLabel?: string) {
  const from = isPlainObject(before) ? before : {};
  const to = isPlainObject(after) ? after : {};
  for (const [name, field] of Object.entries(model.fields)) {
    const place = name === omitLabel ? where : [...where, labelOf(name)];
    fieldChanges(from[name], to[name], field, place, name, changes);
  }
}

function fieldChanges(before: unknown, after: unknown, field: Field, where: string[], name: string, changes: Change[]) {
  switch (field.kind) {
    case "object":
      return objectChanges(before, after, field, where, changes);
    case "list":
      return listChanges(asList(before), asList(after), field.of, where, name, changes);
    default: {
      const [from, to] = [textOf(before), textOf(after)];
      if (from === to) return;
      if (from === "") changes.push({ where, kind: "added", after: to });
      else if (to === "") changes.push({ where, kind: "removed", before: from });
      else changes.push({ where, kind: "changed", before: from, after: to });
    }
  }
}

function listChanges(before: unknown[], after: unknown[], of: Field, where: string[], name: string, changes: Change[]) {
  if (of.kind === "reference") {
    const [from, to] = [before.map(textOf).join(", "), after.map(textOf).join(", ")];
    if (from !== to) changes.push({ where, kind: "changed", before: from, after: to });
    return;
  }
  if (of.kind === "object" && "id" in of.fields) return entriesById(before, after, of, where, changes);
  const count = Math.max(before.length, after.length);
  for (let index = 0; index < count; index += 1) {
    const [from, to] = [before[index], after[index]];
    if (of.kind === "object") {
      const label = entryLabel(of, to, from, name, index);
      const place = [...where, label.text];
      if (index >= before.length) changes.push({ where: place, kind: "added" });
      else if (index >= after.length) changes.push({ where: place, kind: "removed" });
      else objectChanges(from, to, of, place, changes, label.field);
    } else {
      fieldChanges(from, to, of, [...where.slice(0, -1), `${labelOf(singular(name))} ${index + 1}`], name, changes);
    }
  }
}

/**
 * Products, categories and certificates: each named by its name, matched by its id; a new order is
 * one change. An entry whose id (its web address) was renamed, under a name no other new or gone
 * entry has, is that entry changed ("Web address (id): castor-oil → castor-oil-bss"), not one
 * removed and one added.
 */
function entriesById(before: unknown[], after: unknown[], of: ObjectField, where: string[], changes: Change[]) {
  const idOf = (entry: unknown) => (isPlainObject(entry) ? String(entry.id ?? "") : "");
  const nameOf = (entry: unknown) => (isPlainObject(entry) && typeof entry.name === "string" && entry.name.trim() !== "" ? entry.name : idOf(entry) || "(no name yet)");
  const published = new Map(before.map((entry) => [idOf(entry), entry]));
  const drafted = new Set(after.map(idOf));
  const byName = (entries: unknown[]) => {
    const named = new Map<string, unknown[]>();
    for (const entry of entries) {
      const name = nameOf(entry);
      if (named.has(name)) named.get(name)!.push(entry);
      else named.set(name, [entry]);
    }
    return named;
  };
  const [gone, added] = [byName(before.filter((entry) => !drafted.has(idOf(entry)))), byName(after.filter((entry) => !published.has(idOf(entry))))];
  const renamed = new Map<unknown, unknown>();
  for (const [name, [entry, ...others]] of added) {
    const [original, ...alike] = gone.get(name) ?? [];
    if (original !== undefined && others.length === 0 && alike.length === 0) renamed.set(entry, original);
  }
  const renamedFrom = new Set(renamed.values());
  for (const entry of after) {
    const original = published.get(idOf(entry)) ?? renamed.get(entry);
    if (original === undefined) changes.push({ where: [nameOf(entry)], kind: "added" });
    else objectChanges(original, entry, of, [nameOf(entry)], changes);
  }
  for (const entry of before) if (!drafted.has(idOf(entry)) && !renamedFrom.has(entry)) changes.push({ where: [nameOf(entry)], kind: "removed" });
  // The order of the entries in both, a renamed one by its published id.
  const publishedIdOf = (entry: unknown) => idOf(renamed.get(entry) ?? entry);
  const kept = (list: unknown[], idIn: (entry: unknown) => string, other: Set<string>) => list.map(idIn).filter((id) => other.has(id));
  const [was, now] = [kept(before, idOf, new Set(after.map(publishedIdOf))), kept(after, publishedIdOf, new Set(before.map(idOf)))];
  if (was.some((id, index) => now[index] !== id)) changes.push({ where: [`Order of ${(where[where.length - 1] ?? "entries").toLowerCase()}`], kind: "reordered" });
}

/**
 * An entry of a list of objects is named by its first text ("Crude protein"), else by its place
 * ("Point 3"). When that text and one other make the whole entry (a parameter and its value), a
 * change to the other is named by the entry alone: "Specifications › Crude protein".
 */
export function entryLabel(of: ObjectField, after: unknown, before: unknown, name: string, index: number): { text: string; field?: string } {
  const texts = Object.entries(of.fields).filter(([, field]) => field.kind !== "object" && field.kind !== "list" && field.kind !== "count");
  const first = texts[0]?.[0];
  const value = (entry: unknown) => (first && isPlainObject(entry) && typeof entry[first] === "string" ? entry[first].trim() : "");
  const text = value(before) || value(after);
  if (!text) return { text: `${labelOf(singular(name))} ${index + 1}` };
  const pair = texts.length === 2 && Object.keys(of.fields).length === 2;
  return pair ? { text, field: texts[1]![0] } : { text };
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : String(value);
}

/** One change as a reviewer reads it: "Groundnut Extraction Meal › Specifications › Crude protein: 45% min → 46% min". */
export function describeChange(change: Change): string {
  const where = change.where.join(" › ");
  switch (change.kind) {
    case "added":
      return change.after === undefined ? `${where}: added` : `${where}: added “${change.after}”`;
    case "removed":
      return change.before === undefined ? `${where}: removed` : `${where}: removed (was “${change.before}”)`;
    case "reordered":
      return `${where}: changed`;
    default:
      return `${where}: ${change.before} → ${change.after}`;
  }
}

/** The longest commit subject this writes, as git's tools show a subject in full. */
const SUBJECT_LENGTH = 100;

/**
 * A commit subject naming what changed, by entry and, in brackets, the fields of it:
 * "Products: Groundnut Extraction Meal (crude protein)",
 * "Spanish, Products: Groundnut Extraction Meal (features)". Cut short with "and N more".
 */
export function commitSubject(fileLabel: string, changes: readonly Change[]): string {
  if (changes.length === 0) return `${fileLabel}: saved without changes`;
  const byEntry = new Map<string, Set<string>>();
  for (const change of changes) {
    const [entry = fileLabel, ...rest] = change.where;
    const detail = change.kind === "reordered" ? "" : change.kind === "changed" || rest.length > 0 ? (rest[rest.length - 1] ?? "") : change.kind;
    const details = byEntry.get(entry) ?? new Set<string>();
    if (detail) details.add(rest.length === 0 ? detail : detail.replace(/^[A-Z](?![A-Z])/, (letter) => letter.toLowerCase()));
    byEntry.set(entry, details);
  }
  const parts = [...byEntry].map(([entry, details]) => (details.size > 0 ? `${entry} (${[...details].join(", ")})` : entry));
  let subject = `${fileLabel}: ${parts[0]}`;
  let shown = 1;
  const more = (count: number) => (count > 0 ? ` and ${count} more`.length : 0);
  while (shown < parts.length && `${subject}; ${parts[shown]}`.length + more(parts.length - shown - 1) <= SUBJECT_LENGTH) {
    subject = `${subject}; ${parts[shown]}`;
    shown += 1;
  }
  return shown < parts.length ? `${subject} and ${parts.length - shown} more` : subject;
}
