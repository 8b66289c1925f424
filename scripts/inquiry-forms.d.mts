export interface DetectedForm {
  name: string;
  action: string;
  method: string;
  honeypot: string | null;
  fields: string[];
  attributes: Record<string, string>;
}
export declare function detectForms(html: string): DetectedForm[];
export declare function formsInSite(publicDir: string): DetectedForm[];
export declare function keptSubmission(
  body: URLSearchParams,
  forms: Map<string, DetectedForm>,
): { status: "unknown" } | { status: "spam" } | { status: "kept"; form: string; fields: Record<string, string> };
