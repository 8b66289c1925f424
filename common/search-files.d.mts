export declare const THUMBS_DIR: string;
