/** A new scratch copy of the site in `root`, its content/ a copy of `content` (the real content by default). */
export declare function scratchSite(root: string, prefix: string, content?: string): string;
/** The day the scratch sites are built on (SITE_TODAY). */
export declare const SCRATCH_TODAY: string;
/** The environment of the builds of scratch copies of the site in `root`. */
export declare function scratchBuildEnv(root: string): NodeJS.ProcessEnv;
/** Builds a scratch copy of the site in `root` as `npm run build` does; the output holds stdout and stderr. */
export declare function buildScratchSite(root: string, scratch: string, timeout?: number): { status: number | null; output: string };
export declare const GROWN_PRODUCTS: number;
export declare const GERMAN: { code: "de"; name: string; englishName: string; dir: "ltr"; ogLocale: string; dates: string; comma: string; semicolon: string; colon: string };
export declare const STAND_IN: "fr";
export type KeptSite = "grown" | "german";
/** The kept site's folder of the checkout in `root`, built unless already built from the same sources. */
export declare function keptSite(root: string, kind: KeptSite): string;
