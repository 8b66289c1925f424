/** Rewrites products.json and each language's products.json in `contentDir` (a copy of content/) to hold `count` products. */
export declare function growCatalogue(contentDir: string, count: number): void;
