/** A backend Decap has registered (CMS.getBackend's entry): `init` makes each implementation of it. */
export interface RegisteredBackend<Implementation> {
  init: (...args: unknown[]) => Implementation;
}

/** Changes, in every implementation Decap makes of a registered backend, what `change` replaces. */
export function wrapBackend<Implementation>(registered: RegisteredBackend<Implementation> | undefined, change: (implementation: Implementation) => void): void {
  if (!registered) return;
  const init = registered.init;
  registered.init = (...args: unknown[]) => {
    const implementation = init(...args);
    change(implementation);
    return implementation;
  };
}
