export declare function configDigest(config: unknown): string;
export declare function writeEditorRecord(recordFile: string, options: { inputs: Iterable<string>; config: string; outputDir: string; skip: string }): void;
export declare function editorChange(recordFile: string, options: { config: string; outputDir: string }): string | null;
