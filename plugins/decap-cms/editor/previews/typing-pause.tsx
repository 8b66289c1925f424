import { useEffect, useMemo, useState } from "react";

/**
 * How long typing must pause before the preview draws what was typed. Decap draws the preview on
 * every change, in the same page as the form, so each key waited for a product page, the draft's
 * changes or a translation's every text beside the English to be drawn again (decision record 0028).
 */
export const PREVIEW_PAUSE_MS = 300;

/** A preview drawn with Decap's props as they were when changes last paused for PREVIEW_PAUSE_MS (cms.tsx wraps every preview). */
export function drawnWhenTypingPauses<Props extends object>(Preview: (props: Props) => JSX.Element) {
  return function PreviewAfterPause(props: Props) {
    const [shown, setShown] = useState(props);
    useEffect(() => {
      if (shown === props) return undefined;
      const timer = setTimeout(() => setShown(props), PREVIEW_PAUSE_MS);
      return () => clearTimeout(timer);
    }, [props, shown]);
    // The same element while nothing is shown anew: React leaves the preview as it is.
    return useMemo(() => <Preview {...shown} />, [shown]);
  };
}
