export declare function builtPages(publicDir: string, options?: { editor?: boolean }): Map<string, string>;
export declare function pageFingerprints(publicDir: string): Map<string, string>;
export declare function comparePages(
  before: Map<string, string>,
  after: Map<string, string>,
): { everything: boolean; changed: string[]; removed: string[] };
