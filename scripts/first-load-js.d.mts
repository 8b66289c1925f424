export declare const KIB: number;
export declare function gzipSize(file: string): number;
export declare function firstLoadJs(
  publicDir: string,
  route: string,
): { route: string; files: { name: string; gzip: number }[]; total: number };
