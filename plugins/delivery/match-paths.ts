/**
 * What the browser bundle gets for Gatsby's `$virtual/match-paths.json`
 * (webpack-tweaks.ts, `servedMatchPath`): the one route the page needs, read
 * from the page the server sent (page-path.ts).
 */
import { SERVED_PAGE_ATTRIBUTE, servedMatchPaths } from "./page-path";

export default servedMatchPaths(document.documentElement.getAttribute(SERVED_PAGE_ATTRIBUTE) ?? undefined, location.pathname);
