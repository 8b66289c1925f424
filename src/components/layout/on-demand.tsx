import type { ComponentType } from "react";

/**
 * Components of a module loaded on demand, for a StaticPart (static-part.tsx): `part(pick)` is a component of the
 * module, drawn at once when the module has come and, before, once it comes (it suspends, as
 * `React.lazy` does, which would suspend once even then); `preload()` fetches the module.
 */
export function onDemand<Module>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  const part = <Props extends object>(pick: (module: Module) => ComponentType<Props>) =>
    function Part(props: Props) {
      if (!loaded) throw preload();
      const Component = pick(loaded);
      return <Component {...props} />;
    };
  return { preload, part };
}
