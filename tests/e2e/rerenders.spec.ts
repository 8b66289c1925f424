/**
 * Once a page has hydrated, React renders again only what changes, not the parts around it: a
 * state held by a whole view re-rendered it all, the contact page's form three times as it
 * hydrated (docs/performance.md, 2026-12-06). Read through React's hook for its developer tools
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, an internal: docs/internals.md), which React calls with each
 * commit: an element whose fiber holds other props than the render before was rendered again.
 * A static part's shell (static-part.tsx) renders again once, to tell hydration apart, and keeps
 * its inner HTML, which React does not render: it is left out. A part rendered anew in the browser
 * instead of hydrated would replace the server's elements, which scripts.spec.ts checks.
 * Only this test reads it (so not in the register of internals); the home page's arrows, which
 * must render again, show that it still reads what React does.
 */
import { expect, test } from "./fixtures";
import { content } from "./content";

declare global {
  interface Window {
    __rendered: Set<Element>;
    __commits: number;
  }
}

/** Each route, and the elements that may render again once it has hydrated (a selector each matches or lies inside). */
const routes: [string, string[]][] = [
  // The carousel's arrows, once it is known where the track stands.
  ["/", ["[data-ready]"]],
  ["/contact/", []],
  ["/products/", []],
  // The counters, counting once scrolled to.
  ["/about/", ["p:has([data-final])"]],
  [`/products/${content.products[0]!.id}/`, []],
];

for (const [route, allowed] of routes) {
  test(`${route}: once hydrated, React renders again ${allowed.length ? `only ${allowed.join(", ")}` : "nothing"}`, async ({ page }) => {
    await page.addInitScript(() => {
      window.__rendered = new Set();
      window.__commits = 0;
      type Fiber = { stateNode: unknown; memoizedProps: { dangerouslySetInnerHTML?: { __html: string } } | null; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null };
      const staticShell = (fiber: Fiber) => fiber.memoizedProps?.dangerouslySetInnerHTML?.__html === "";
      const visit = (fiber: Fiber | null) => {
        for (; fiber; fiber = fiber.sibling) {
          if (fiber.stateNode instanceof Element && fiber.alternate && fiber.memoizedProps !== fiber.alternate.memoizedProps && !staticShell(fiber)) window.__rendered.add(fiber.stateNode);
          visit(fiber.child);
        }
      };
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          inject: () => 1,
          onScheduleFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          onCommitFiberRoot(_id: number, root: { current: Fiber }) {
            window.__commits += 1;
            visit(root.current.child);
          },
        },
      });
    });
    await page.goto(route);
    // Time for what a page does once started (observers' first answers, effects, a frame or two),
    // then for what it does as a visitor scrolls down it: reveals, counters.
    await page.waitForTimeout(1500);
    for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(1500);
    const { commits, arrows, rendered } = await page.evaluate(
      (selectors) => ({
        commits: window.__commits,
        arrows: [...window.__rendered].some((element) => element.matches("[data-ready]")),
        rendered: [...window.__rendered]
          .filter((element) => !selectors.some((selector) => element.closest(selector)))
          .map((element) => `<${element.localName} class="${element.className}">${element.textContent?.slice(0, 40) ?? ""}`),
      }),
      allowed,
    );
    // The hook was called: hydration's commits at least.
    expect(commits).toBeGreaterThan(0);
    // The carousel's arrows are shown once it is known where the track stands: a render this test must see.
    if (route === "/") expect(arrows).toBe(true);
    expect(rendered).toEqual([]);
  });
}
