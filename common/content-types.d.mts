export declare const CONTENT_TYPES: Readonly<Record<string, string>>;
