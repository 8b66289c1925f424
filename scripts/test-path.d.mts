export declare const CONTENT_DIR: string;
export declare function choosePath(
  changedFiles: readonly string[] | null,
  options?: { codePassedBefore?: boolean; daily?: boolean },
): { path: "content" | "full"; reason: string };
export declare function changedFilesBetween(base: string | undefined, head: string, cwd?: string): string[] | null;
