export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare const CHROMIUM_ARGS: string[];
export declare class ChromiumMissing extends Error {}
export declare function chromiumMissingMessage(env?: NodeJS.ProcessEnv): string;
export declare function findChromium(env?: NodeJS.ProcessEnv, usable?: (file: string) => boolean): string;
export declare function chromiumIfAny(env?: NodeJS.ProcessEnv): string | null;
export declare const HEADLESS_SHELL: string;
export declare function findTestChromium(env?: NodeJS.ProcessEnv, usable?: (file: string) => boolean): string;
