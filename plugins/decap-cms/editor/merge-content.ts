/**
 * Two people's changes to one content file, merged: the file as this person loaded it (`base`),
 * as it is now on the branch the save goes to (`theirs`: someone else's saves since), and as this
 * person changed it (`mine`). Every change of either side that touches another product or field
 * is kept; a field both changed to different values is a conflict, which the person chooses
 * (save-conflicts.ts), and the merge is made again with their choices. No React and no Decap here.
 *
 * Products and categories are matched by their id (as content-changes.ts and the translations do),
 * the entries of other lists by their position while no side adds or removes one; a list whose
 * length one side changed is one value. A translation's record of what each text was translated
 * from (`translatedFrom`) follows its text: the record of a text comes from the side whose text
 * is kept.
 *
 * `base` may be unknown (a form restored from a backup whose file was not kept): then nothing is
 * known to be unchanged, and every difference between the two sides is a conflict.
 */
import type { Field, ObjectField } from "../../../src/lib/content-model";
import { isPlainObject } from "../../../src/lib/content-rules";
import { TRANSLATED_FROM } from "../../../src/lib/translations";
import { labelOf, singular } from "./cms-config";
import { entryLabel } from "./content-changes";

/** The file as loaded, when it is not known. */
export const UNKNOWN_BASE = Symbol("unknown base");
type Base = unknown;

export interface Conflict {
  /** Where, in the form's words: ["Soya Extraction Meal", "Minimum order"]. */
  where: string[];
  /** This person's value, and the one saved meanwhile (undefined: removed). */
  mine: unknown;
  theirs: unknown;
}

export type Side = "mine" | "theirs";

export interface Merge {
  /** The merged file; at each conflict, the side chosen for it (this person's where none is). */
  merged: unknown;
  /** In the file's order, the same for the same three files. */
  conflicts: Conflict[];
}

/** The three files, merged by `model` (the English file's or a translation's), with `choices[n]` taken at the nth conflict. */
export function mergeContent(base: Base, theirs: unknown, mine: unknown, model: ObjectField, choices: readonly Side[] = []): Merge {
  const state: State = { choices, conflicts: [], keysChanged: { mine: new Set(), theirs: new Set() }, textConflicts: new Map() };
  const record = (value: unknown) => (isPlainObject(value) ? value[TRANSLATED_FROM] : undefined);
  const texts = (value: unknown) => {
    if (!isPlainObject(value)) return value;
    const { [TRANSLATED_FROM]: _record, ...rest } = value;
    void _record;
    return rest;
  };
  const holder: Record<string, unknown> = {};
  mergeField(base === UNKNOWN_BASE ? UNKNOWN_BASE : texts(base), texts(theirs), texts(mine), model, { where: [], key: [] }, holder, "file", state);
  const merged = holder.file;
  const records = [base === UNKNOWN_BASE ? UNKNOWN_BASE : record(base), record(theirs), record(mine)] as const;
  if (isPlainObject(merged) && records.some((value, index) => index > 0 && value !== undefined)) {
    const mergedRecord = mergeRecord(...records, state);
    if (mergedRecord !== undefined) merged[TRANSLATED_FROM] = mergedRecord;
  }
  return { merged, conflicts: state.conflicts };
}

interface State {
  choices: readonly Side[];
  conflicts: Conflict[];
  /** The translation keys ("products.castor-meal.features.0") of the texts each side changed. */
  keysChanged: { mine: Set<string>; theirs: Set<string> };
  /** The side chosen at a text's conflict, by its key, so that its record follows the choice. */
  textConflicts: Map<string, Side>;
}

interface Place {
  where: string[];
  /** The data's place as a translation's record keys it: field names, product ids, positions. */
  key: string[];
}

/** Sets `holder[name]` to the merge of one field's three values. */
function mergeField(base: Base, theirs: unknown, mine: unknown, field: Field | undefined, place: Place, holder: Record<string, unknown> | unknown[], name: string | number, state: State): void {
  const set = (value: unknown) => {
    if (Array.isArray(holder)) holder[name as number] = value;
    else if (value === undefined) delete holder[name as string];
    else holder[name as string] = value;
  };
  const known = base !== UNKNOWN_BASE;
  const key = place.key.join(".");
  if (known && !same(base, theirs)) state.keysChanged.theirs.add(key);
  if (known && !same(base, mine)) state.keysChanged.mine.add(key);
  if (same(mine, theirs)) return set(copy(mine));
  if (known && same(base, mine)) return set(copy(theirs));
  if (known && same(base, theirs)) return set(copy(mine));
  // Both changed it, differently: merge its parts where it has parts.
  if (isPlainObject(theirs) && isPlainObject(mine) && (!known || base === undefined || isPlainObject(base))) {
    const fields = field?.kind === "object" ? field.fields : undefined;
    const object: Record<string, unknown> = {};
    set(object);
    const names = [...new Set([...Object.keys(fields ?? {}), ...Object.keys(theirs), ...Object.keys(mine)])];
    for (const child of names) {
      const childBase = known ? (isPlainObject(base) ? base[child] : undefined) : UNKNOWN_BASE;
      const childField = fields?.[child];
      mergeField(childBase, theirs[child], mine[child], childField, { where: [...place.where, labelOf(child)], key: [...place.key, child] }, object, child, state);
    }
    return;
  }
  if (field?.kind === "list" && Array.isArray(theirs) && Array.isArray(mine)) {
    const baseList = known ? (Array.isArray(base) ? base : []) : UNKNOWN_BASE;
    if (field.of.kind === "object" && "id" in field.of.fields) return set(mergeById(baseList, theirs, mine, field.of, place, state));
    if (baseList !== UNKNOWN_BASE && baseList.length === theirs.length && baseList.length === mine.length) {
      const list: unknown[] = [];
      set(list);
      for (let index = 0; index < mine.length; index += 1) {
        const where =
          field.of.kind === "object"
            ? [...place.where, entryLabel(field.of, mine[index], baseList[index], String(name), index).text]
            : [...place.where.slice(0, -1), `${labelOf(singular(String(name)))} ${index + 1}`];
        mergeField(baseList[index], theirs[index], mine[index], field.of, { where, key: [...place.key, String(index)] }, list, index, state);
      }
      return;
    }
  }
  const side = state.choices[state.conflicts.length] ?? "mine";
  state.conflicts.push({ where: place.where, mine, theirs });
  state.textConflicts.set(key, side);
  set(copy(side === "mine" ? mine : theirs));
}

/** Products and categories: each matched by its id; a new order from whichever side made one. */
function mergeById(base: unknown[] | typeof UNKNOWN_BASE, theirs: unknown[], mine: unknown[], of: ObjectField, place: Place, state: State): unknown[] {
  const idOf = (entry: unknown) => (isPlainObject(entry) ? String(entry.id ?? "") : "");
  const nameOf = (entry: unknown) => (isPlainObject(entry) && typeof entry.name === "string" && entry.name.trim() !== "" ? entry.name : idOf(entry) || "(no name yet)");
  const byId = (list: unknown[]) => new Map(list.map((entry) => [idOf(entry), entry]));
  const [baseById, theirsById, mineById] = [base === UNKNOWN_BASE ? null : byId(base), byId(theirs), byId(mine)];
  const entries: Record<string, unknown> = {};
  for (const id of new Set([...theirsById.keys(), ...mineById.keys()])) {
    const [t, m] = [theirsById.get(id), mineById.get(id)];
    const b = baseById ? baseById.get(id) : UNKNOWN_BASE;
    mergeField(b, t, m, of, { where: [nameOf(m ?? t)], key: [...place.key, id] }, entries, id, state);
  }
  // Removed by one side, unchanged by the other: gone (mergeField left it out).
  const order = (list: unknown[]) => list.map(idOf).filter((id) => id in entries);
  const baseOrder = base === UNKNOWN_BASE ? null : order(base);
  const mineReordered = baseOrder !== null && !sameOrder(order(mine), baseOrder);
  // Their order, with this person's new entries after the entry they follow in this person's list.
  const [first, second] = mineReordered && sameOrder(order(theirs), baseOrder) ? [order(mine), order(theirs)] : [order(theirs), order(mine)];
  const ids = [...first];
  for (const [index, id] of second.entries()) {
    if (ids.includes(id)) continue;
    const after = second.slice(0, index).reverse().find((previous) => ids.includes(previous));
    ids.splice(after === undefined ? 0 : ids.indexOf(after) + 1, 0, id);
  }
  return ids.map((id) => entries[id]);
}

/** A translation's record: each text's line from the side whose text is kept. */
function mergeRecord(base: unknown, theirs: unknown, mine: unknown, state: State): Record<string, unknown> | undefined {
  const [b, t, m] = [base, theirs, mine].map((value) => (isPlainObject(value) ? value : {})) as Record<string, unknown>[];
  const known = base !== UNKNOWN_BASE;
  const merged: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(t!), ...Object.keys(m!)])) {
    const [was, their, my] = [known ? b![key] : UNKNOWN_BASE, t![key], m![key]];
    const put = (side: Side) => {
      const value = side === "mine" ? my : their;
      if (value !== undefined) merged[key] = value;
    };
    if (my === their || (known && was === my)) put("theirs");
    else if (known && was === their) put("mine");
    else put(state.textConflicts.get(key) ?? (state.keysChanged.theirs.has(key) && !state.keysChanged.mine.has(key) ? "theirs" : "mine"));
  }
  return Object.keys(merged).length > 0 ? Object.fromEntries(Object.entries(merged).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) : undefined;
}

function sameOrder(a: string[], b: string[]): boolean {
  const common = a.filter((id) => b.includes(id));
  const other = b.filter((id) => a.includes(id));
  return common.every((id, index) => other[index] === id);
}

function copy<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Equal as JSON, whatever the order of an object's keys. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    return keys.length === Object.keys(b).filter((key) => b[key] !== undefined).length && keys.every((key) => same(a[key], b[key]));
  }
  return false;
}
