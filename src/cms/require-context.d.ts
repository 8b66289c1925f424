/** webpack's require.context, which bundles every file of a folder matching a pattern (the editor's build only). */
declare namespace NodeJS {
  interface Require {
    context(directory: string, useSubdirectories: boolean, pattern: RegExp): (request: string) => unknown;
  }
}
