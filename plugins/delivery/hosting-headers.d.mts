/** Types for plugins/delivery/hosting-headers.mjs, used by the tests and by plugins/delivery. */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}
export const HASHED_ASSET: RegExp;
export function parseHeaders(text: string): HeaderRule[];
export function matches(pattern: string, pathname: string): boolean;
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, string>;
export function cspPolicies(value: string): Map<string, string[]>[];
export function inlineScriptHashes(html: string): Set<string>;
export function isNotFoundPage(relativePath: string): boolean;
export function withPolicyMeta(html: string, policy: string): string;
export function searchRules(urls: string[]): HeaderRule[];
export function withInquirySources(text: string, inquiryEndpointSetting?: string): string;
