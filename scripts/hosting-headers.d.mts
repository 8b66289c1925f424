/** Types for scripts/hosting-headers.mjs, used by the tests. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}
export const HASHES_PLACEHOLDER: string;
export const PUBLIC_PATHS_PLACEHOLDER: string;
export const ADMIN_DIR: string;
export function parseHeaders(text: string): HeaderRule[];
export function renderHeaders(rules: HeaderRule[]): string;
export function matches(pattern: string, pathname: string): boolean;
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string>;
export function cspPolicies(value: string): Map<string, string[]>[];
export function inlineScriptHashes(html: string): Set<string>;
export function renderNginx(siteWide: [string, string][], publicHeaders: [string, string][], options?: { admin?: boolean }): string;
export function publicPaths(publicDir: string): string[];
export function completeHeaders(
  publicDir: string,
  template: string,
): { rules: HeaderRule[]; hashes: Set<string>; siteWide: [string, string][]; publicHeaders: [string, string][] };
