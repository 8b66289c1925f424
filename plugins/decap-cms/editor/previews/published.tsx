/** What a preview reads from the published site (same origin, so the admin's policy allows it). */
import { useEffect, useState } from "react";
import { iconSymbols } from "../../../../src/lib/icon-symbols";

/** The icon sprite, as the site serves it (static/icons.svg). */
const ICON_SPRITE = "/icons.svg";

/** A file of the published site, read once; `empty` until it arrives, or if it cannot be read. */
function usePublished<T>(url: string, read: (response: Response) => Promise<T>, empty: T): T {
  const [value, setValue] = useState(empty);
  useEffect(() => {
    let current = true;
    fetch(url)
      .then((response) => (response.ok ? read(response) : empty))
      .then((result) => current && setValue(result))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url, read, empty]);
  return value;
}

/** The data of a page of the published site, or null if it cannot be read. */
export async function publishedPageData<T>(url: string): Promise<T | null> {
  const response = await fetch(url).catch(() => null);
  if (!response?.ok) return null;
  return ((await response.json().catch(() => null)) as { result?: { data?: T } } | null)?.result?.data ?? null;
}

const readSymbols = async (response: Response) => iconSymbols(await response.text());

/**
 * The pages carry the icon symbols in their HTML (gatsby-ssr.tsx); a preview
 * is drawn in Decap's own frame, so it puts them there from the sprite file.
 */
export function IconSymbols() {
  const symbols = usePublished(ICON_SPRITE, readSymbols, "");
  return <svg aria-hidden="true" style={{ display: "none" }} dangerouslySetInnerHTML={{ __html: symbols }} />;
}
