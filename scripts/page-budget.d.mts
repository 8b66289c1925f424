export const FIRST_WINDOW_BYTES: number;
export const FACTS_PAGE_BYTES: number;
export function isProductPage(html: string): boolean;
export function firstScreenEnd(html: string): number | null;
export function gzipBytes(body: Buffer, end?: number): number;
export function pageBudget(route: string, body: Buffer, headerBytes: number): { kind: "page" | "product" | "register"; firstScreen?: number; whole: number; over: string[] };
