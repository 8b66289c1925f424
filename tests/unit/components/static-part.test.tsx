import { act, Suspense } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { onDemand } from "../../../src/components/layout/on-demand";
import { StaticPart } from "../../../src/components/layout/static-part";

/** A part's component that counts the times the browser runs it. */
const drawn = jest.fn();
function Terms({ hs }: { hs: string }) {
  drawn(hs);
  return (
    <dl>
      <dt>HS code</dt> <dd>{hs}</dd>
    </dl>
  );
}

/** What the server wrote for <StaticPart><Terms hs="23040000" /></StaticPart> (Suspense's marks included). */
const SERVERS_HTML = '<div class="part"><!--$--><dl><dt>HS code</dt> <dd>23040000</dd></dl><!--/$--></div>';

// React's act() outside Testing Library's render, which would set it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("StaticPart", () => {
  let consoleError: jest.SpyInstance;
  let container: HTMLElement;
  beforeEach(() => {
    drawn.mockClear();
    consoleError = jest.spyOn(console, "error");
    container = document.createElement("main");
    document.body.append(container);
  });
  afterEach(() => {
    consoleError.mockRestore();
    container.remove();
  });

  it("keeps the server's HTML, its very elements, as the page hydrates and renders again, without running its components", async () => {
    container.innerHTML = SERVERS_HTML;
    const served = container.querySelector("dd");
    const page = (hs: string) => (
      <StaticPart>
        <Terms hs={hs} />
      </StaticPart>
    );
    const root = await act(async () => hydrateRoot(container, page("23040000")));
    expect(container.querySelector("dd")).toBe(served);
    expect(container.innerHTML).toBe(SERVERS_HTML);
    // A later render of the page (its props are the page's, which do not change) leaves it alone too.
    await act(async () => root.render(page("23040000")));
    expect(container.querySelector("dd")).toBe(served);
    expect(drawn).not.toHaveBeenCalled();
    // No hydration mismatch was reported.
    expect(consoleError).not.toHaveBeenCalled();
    await act(async () => root.unmount());
  });

  it("draws its components when the browser draws the page itself (a move inside the app, the editor's preview)", async () => {
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <StaticPart>
          <Terms hs="15079010" />
        </StaticPart>,
      ),
    );
    expect(drawn).toHaveBeenCalledWith("15079010");
    expect(container.querySelector("dd")?.textContent).toBe("15079010");
    expect(consoleError).not.toHaveBeenCalled();
    await act(async () => root.unmount());
  });
});

describe("onDemand", () => {
  it("draws a part at once when its module has come (preloaded), and before, once it comes", async () => {
    let arrive: (module: { Terms: typeof Terms }) => void = () => undefined;
    const facts = onDemand(() => new Promise<{ Terms: typeof Terms }>((resolve) => (arrive = resolve)));
    const Part = facts.part(({ Terms: Loaded }) => Loaded);
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Suspense fallback={<p>waiting</p>}>
          <Part hs="12024200" />
        </Suspense>,
      ),
    );
    expect(container.textContent).toBe("waiting");
    await act(async () => arrive({ Terms }));
    expect(container.querySelector("dd")?.textContent).toBe("12024200");
    await act(async () => root.unmount());

    // Now it has come: a page drawn later has the part in its first render, the fallback never shown.
    const later = createRoot(container);
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ""));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await act(async () =>
      later.render(
        <Suspense fallback={<p>waiting</p>}>
          <Part hs="23040030" />
        </Suspense>,
      ),
    );
    observer.disconnect();
    expect(seen.some((text) => text.includes("waiting"))).toBe(false);
    expect(container.querySelector("dd")?.textContent).toBe("23040030");
    await act(async () => later.unmount());
  });
});
