export declare const KIB: number;
export declare const FIRST_LOAD_JS_LIMIT: number;
export declare function firstLoadJs(
  publicDir: string,
  route: string,
): { route: string; files: { name: string; gzip: number }[]; total: number };
