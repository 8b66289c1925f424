/**
 * The kinds of certificate, licence and registration an Indian agro-exporter holds, by code
 * (content/site.json, `certifications[].kind`): for the build's checks (content-rules.ts) and the
 * editor's choice of kind (cms-config.ts). Not for pages: they show a certificate's own name.
 *
 * `number`: the form of its number where the kind has one, with how to say it; `expires`: whether
 * it is valid until a date (an IEC or a GSTIN is not); `uses`: where a kind is about safety for
 * some uses only, the intended uses (markets.ts USES) of the products it may cover: an FSSAI
 * licence is for food (India's feed is not under FSSAI), a food safety system such as ISO 22000
 * for food and feed (the standard's scope is the food chain, feed included), and neither for a
 * fertiliser or an industrial oil.
 */
import type { Use } from "./markets";

export const CERTIFICATE_KINDS = {
  "fssai-licence": { name: "FSSAI licence", number: { pattern: /^[0-9]{14}$/, rule: "14 digits" }, expires: true, uses: ["food"] },
  "apeda-rcmc": { name: "APEDA RCMC", expires: true },
  "spices-board-cres": { name: "Spices Board CRES", expires: true },
  "iopepc-rcmc": { name: "IOPEPC RCMC", expires: true },
  "iso-22000": { name: "ISO 22000", expires: true, uses: ["food", "feed"] },
  "fssc-22000": { name: "FSSC 22000", expires: true, uses: ["food", "feed"] },
  haccp: { name: "HACCP", expires: true, uses: ["food", "feed"] },
  halal: { name: "Halal", expires: true },
  kosher: { name: "Kosher", expires: true },
  "organic-npop": { name: "Organic (NPOP)", expires: true },
  "organic-nop": { name: "Organic (USDA NOP)", expires: true },
  iec: { name: "IEC", number: { pattern: /^[A-Z0-9]{10}$/, rule: "10 capital letters or digits" }, expires: false },
  gstin: {
    name: "GSTIN",
    number: { pattern: /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, rule: "15 characters: 2 digits (the state), the 10 of the PAN, 1, Z and 1, e.g. 24AAACS1234F1Z5" },
    expires: false,
  },
} as const satisfies Record<string, { name: string; number?: { pattern: RegExp; rule: string }; expires: boolean; uses?: readonly Use[] }>;

export type CertificateKind = keyof typeof CERTIFICATE_KINDS;
export const CERTIFICATE_KIND_CODES = Object.keys(CERTIFICATE_KINDS) as CertificateKind[];

export function isCertificateKind(code: string): code is CertificateKind {
  return Object.prototype.hasOwnProperty.call(CERTIFICATE_KINDS, code);
}

