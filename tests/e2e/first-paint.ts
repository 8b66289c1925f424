/**
 * Helpers for acting on a page before its scripts have run, and for reading
 * what assistive technology is told (Chromium's own accessibility tree).
 */
import type { Page } from "@playwright/test";

/** Holds Gatsby's runtime, framework and app scripts back until `release` is called. */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Whether the control with this accessible name is exposed as expanded (a popover's invoker, a <summary>). */
export async function isExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
      nodes: { name?: { value?: string }; ignored?: boolean; properties?: { name: string; value: { value?: unknown } }[] }[];
    };
    const node = nodes.find((candidate) => !candidate.ignored && candidate.name?.value === name);
    if (!node) throw new Error(`No accessible element named "${name}"`);
    return node.properties?.find((property) => property.name === "expanded")?.value.value as boolean | undefined;
  } finally {
    await session.detach();
  }
}
