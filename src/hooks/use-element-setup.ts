import { useCallback, useRef, type DependencyList } from "react";

const nothingToUndo = () => {};

/**
 * A callback ref that runs `setup` with its element once React has attached it, and what `setup`
 * returns once React detaches it or `deps` change: an effect on one element that writes to the
 * element itself, with no React state, so that nothing renders again (React 19's ref cleanup, for
 * React 18). State kept for such a change rendered the whole component again, the header and all its
 * menus at each crossing of its scroll threshold (docs/performance.md, 2026-12-06).
 */
export function useElementSetup<E extends HTMLElement>(setup: (element: E) => () => void, deps: DependencyList) {
  const undo = useRef(nothingToUndo);
  return useCallback((element: E | null) => {
    undo.current();
    undo.current = element ? setup(element) : nothingToUndo;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's own list, as for useEffect
  }, deps);
}
