/**
 * The head's tags only the page as served needs: its address, its other languages and its share
 * tags, which src/components/seo/seo.tsx renders in the server's bundle alone, marked
 * `data-static` (decision record 0043). Gatsby marks every tag of a page's Head `data-gatsby-head`,
 * and the browser's Head removes, as it hydrates the page, each so marked that it does not render
 * itself (`.cache/head/head-export-handler-for-browser.js`): these lose Gatsby's mark and stay.
 * gatsby-browser.tsx removes them once the visitor moves to another page.
 */
import { createElement, isValidElement, type ReactNode } from "react";
import { TweakMismatch } from "./tweak";

/** Gatsby's mark on the tags of a page's Head. */
export const GATSBY_HEAD_MARK = "data-gatsby-head";
/** Seo's mark on the tags the browser's Head does not render. */
export const SERVED_ONLY_MARK = "data-static";

/** The head's components, each marked SERVED_ONLY_MARK without Gatsby's mark. */
export function servedHeadTags(components: readonly ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement<Record<string, unknown>>(component) || !(SERVED_ONLY_MARK in component.props)) return component;
    if (!(GATSBY_HEAD_MARK in component.props)) {
      throw new TweakMismatch("served-head-tags", `the page's Head tag <${String(component.type)}> has no ${GATSBY_HEAD_MARK}, by which the browser's Head would have removed it`);
    }
    const { [GATSBY_HEAD_MARK]: _mark, ...props } = component.props;
    return createElement(component.type, { ...props, key: component.key });
  });
}
