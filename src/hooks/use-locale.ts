import { createContext, useContext } from "react";
import { DEFAULT_LOCALE, localeOf, localizedPath, type Locale, type LocaleCode } from "../lib/locales";

/** The page's language, from its page context; SiteLayout provides it around every page. */
export const LocaleContext = createContext<LocaleCode>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return localeOf(useContext(LocaleContext));
}

/** A site path ("/products/") as a link in the page's language ("/ar/products/"). */
export function useLocalizedPath(): (path: string) => string {
  const code = useContext(LocaleContext);
  return (path) => localizedPath(code, path);
}
