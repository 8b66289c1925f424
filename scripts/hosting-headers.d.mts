/** Types for scripts/hosting-headers.mjs, used by the tests. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}
export const HASHES_PLACEHOLDER: string;
export function parseHeaders(text: string): HeaderRule[];
export function renderHeaders(rules: HeaderRule[]): string;
export function matches(pattern: string, pathname: string): boolean;
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string>;
export function inlineScriptHashes(html: string): Set<string>;
export function renderNginx(rules: HeaderRule[]): string;
export function completeHeaders(publicDir: string, template: string): { rules: HeaderRule[]; hashes: Set<string> };
