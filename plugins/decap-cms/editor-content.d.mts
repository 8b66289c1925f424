export declare function readEditorContent(directory: string): { files: Record<string, unknown>; problems: string[] };
