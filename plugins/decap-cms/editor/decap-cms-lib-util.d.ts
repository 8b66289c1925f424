/** decap-cms-lib-util (Decap's own copy, aliased in plugins/decap-cms) ships no types here: only what cms.tsx takes from it. */
declare module "decap-cms-lib-util" {
  /** The localforage instance Decap keeps its backups of typed changes in. */
  export const localForage: unknown;
}
