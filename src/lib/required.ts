/** A query result the build guarantees (every content file is validated); fail loudly if not. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing from the page data`);
  return value;
}
