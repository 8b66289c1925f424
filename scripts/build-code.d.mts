/** Types for scripts/build-code.mjs, used by the unit tests. */
export declare const HASH_FILE: string;
export declare const CONTENT_NODES: string;
export declare function entryPoints(site: string): string[];
export declare function buildModules(site: string): string[];
export declare function buildCodeHash(site: string): string;
export declare function cleanIfBuildCodeChanged(site: string): boolean;
export declare function recordBuildCode(site: string): void;
