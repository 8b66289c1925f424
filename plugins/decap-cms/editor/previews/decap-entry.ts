/** Decap's props as every preview receives them, and the entry's draft read from them. */

/** Decap's field configuration (an Immutable.js Map) and lists of them. */
export interface FieldMap {
  get(key: string): unknown;
  set(key: string, value: unknown): FieldMap;
}
export interface FieldList {
  find(predicate: (field: FieldMap) => boolean): FieldMap | undefined;
}

type AssetLookup = (path: string, field?: FieldMap) => { toString(): string } | undefined;

/** A list of the entry's data, as Decap holds it: an unchanged item is the same object from one change to the next. */
export interface ItemList {
  size: number;
  get(index: number): unknown;
}

export interface PreviewProps {
  entry: FieldMap & { getIn(path: string[]): ({ toJS(): unknown } & Partial<ItemList>) | undefined };
  fields: FieldList;
  /** The field matters: a product's picture is looked up in its own folder (images/products). */
  getAsset: AssetLookup;
}

/** A draft of `T`: anything may be missing while staff type. */
export type Draft<T> = { [K in keyof T]?: T[K] extends readonly (infer U)[] ? readonly Draft<U>[] : T[K] extends object ? Draft<T[K]> : T[K] };

export function draftOf<T>(entry: PreviewProps["entry"]): Draft<T> {
  return (entry.getIn(["data"])?.toJS() ?? {}) as Draft<T>;
}

/** A draft's list, or none: a draft may hold anything, and what is not a list is none. */
export const listIn = <T,>(value: unknown): readonly T[] => (Array.isArray(value) ? (value as T[]) : []);

/** A draft's texts, without the ones not written yet (a product not yet translated, a feature just added). */
export function texts(list: readonly unknown[] | undefined): string[] {
  return (list ?? []).filter((item): item is string => typeof item === "string" && item.trim() !== "");
}
