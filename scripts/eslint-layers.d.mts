import type { ESLint } from "eslint";

export declare const LAYERS: Readonly<Record<string, readonly string[]>>;
export declare function roomOf(relative: string): string;
export declare function wrongWay(from: string, to: string): string | null;
export declare const layersPlugin: ESLint.Plugin;
