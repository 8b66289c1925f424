/**
 * Gatsby's <Slice> in the browser bundle (webpack-tweaks.ts, slimSlices). In the browser, Gatsby's
 * own (.cache/slice.js) only ever takes the branch of its InlineSlice: the component of the slice
 * the page maps the alias to, with the data the loader fetched with the page. That branch is all
 * this is; the server and slice renderers and the prop checks stay in the server bundle, where
 * .cache/slice.js is left as it is.
 */
import { createElement, useContext } from "react";
import { SlicesMapContext, SlicesResultsContext } from "../../.cache/slice/context";

export function Slice(props) {
  const name = useContext(SlicesMapContext)[props.alias];
  const slice = useContext(SlicesResultsContext).get(name);
  if (slice) return createElement(slice.component, { ...props, sliceContext: slice.sliceContext, data: slice.data });
  if (props.allowEmpty) return null;
  throw new Error(`Slice "${name}" for "${props.alias}" slot not found`);
}
