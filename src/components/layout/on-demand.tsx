import type { ComponentType } from "react";

/**
 * Components of a module loaded on demand, for a StaticPart (static-part.tsx): `part(pick)` is a component of the
 * module, drawn at once when the module has come and, before, once it comes (it suspends, as
 * `React.lazy` does, which would suspend once even then); `preload()` fetches the module.
 *
 * A load that fails is forgotten, so the next one tries again. A part that was waiting for it
 * throws its error to the page part around it (PagePart, which keeps what was painted) until
 * `preload()` is called again (gatsby-browser.tsx does, on every move inside the app): suspending
 * again would load again at once, without end, and React renders a part once more after an error.
 */
export function onDemand<Module>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  /** The error of the load a part was waiting for, thrown by its renders until the next preload. */
  let failure: { error: unknown } | undefined;
  const fetchModule = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const preload = () => {
    failure = undefined;
    return fetchModule();
  };
  const part = <Props extends object>(pick: (module: Module) => ComponentType<Props>) =>
    function Part(props: Props) {
      if (!loaded) {
        if (failure) throw failure.error;
        throw fetchModule().catch((error: unknown) => void (failure = { error }));
      }
      const Component = pick(loaded);
      return <Component {...props} />;
    };
  return { preload, part };
}
