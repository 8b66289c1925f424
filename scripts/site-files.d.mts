export declare const SITE_FILES: readonly string[];
