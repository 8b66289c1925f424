import { act, Component, Suspense, type ReactNode } from "react";
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
  it("throws a failed load's error to the part around it, and loads again after the next preload (never suspending without end)", async () => {
    const attempts: ((outcome: { Terms: typeof Terms } | Error) => void)[] = [];
    const load = jest.fn(
      () =>
        new Promise<{ Terms: typeof Terms }>((resolve, reject) =>
          attempts.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome))),
        ),
    );
    const facts = onDemand(load);
    const Part = facts.part(({ Terms: Loaded }) => Loaded);
    const caught = jest.fn();
    // React reports an error an error boundary caught; here it is the expected one.
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const page = (hs: string) => (
      <Caught onError={caught}>
        <Suspense fallback={<p>waiting</p>}>
          <Part hs={hs} />
        </Suspense>
      </Caught>
    );

    // The idle preload fails (offline): nothing is thrown at the page, and the page moved to loads again.
    const preloaded = facts.preload();
    attempts[0]!(new Error("offline"));
    await expect(preloaded).rejects.toThrow("offline");

    // A page moved to: it waits for its own load, which fails too; the error reaches the part around it.
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(page("12024200")));
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.textContent).toBe("waiting");
    await act(async () => attempts[1]!(new Error("chunk gone")));
    expect(caught).toHaveBeenCalledTimes(1);
    expect(caught.mock.calls[0][0]).toEqual(new Error("chunk gone"));
    expect(container.textContent).toBe("failed");
    // No load retried by itself, nor by the render React tries again after an error.
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => root.unmount());

    // Until the next preload, a part throws the failure at once.
    const again = createRoot(container);
    await act(async () => again.render(page("12024200")));
    expect(container.textContent).toBe("failed");
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => again.unmount());

    // The next move inside the app preloads (gatsby-browser.tsx): its page loads again, and draws the part once it has come.
    void facts.preload();
    const next = createRoot(container);
    await act(async () => next.render(page("23040030")));
    expect(load).toHaveBeenCalledTimes(3);
    await act(async () => attempts[2]!({ Terms }));
    expect(container.querySelector("dd")?.textContent).toBe("23040030");
    expect(caught).toHaveBeenCalledTimes(2);
    await act(async () => next.unmount());
    consoleError.mockRestore();
  });
});

/** An error boundary that says "failed" and reports what it caught, as PagePart keeps a failed part. */
class Caught extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}
