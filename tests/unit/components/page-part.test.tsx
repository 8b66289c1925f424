import { fireEvent, render, screen } from "@testing-library/react";
import { act, createContext, type ReactNode, useEffect, useLayoutEffect, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { onClientEntry } from "../../../gatsby-browser";
import { PagePart } from "../../../src/components/layout/page-part";

/** Gatsby's router's history, which hears the browser's popstate (Gatsby's own dependency, untyped). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { globalHistory } = require("@gatsbyjs/reach-router") as { globalHistory: { listen(listener: (change: { location: Location }) => void): () => void } };

/** A part whose enhancement (an effect) fails once the page runs, after it has been painted. */
function FailingEnhancement({ when }: { when: "effect" | "click" }) {
  const [clicked, setClicked] = useState(false);
  const [count, setCount] = useState(75);
  useEffect(() => {
    setCount(0);
    if (when === "effect") throw new Error("forced failure");
  }, [when]);
  if (clicked) throw new Error("forced failure in render");
  return (
    <section>
      <h2>Our Legacy</h2>
      <p>{count}+ Years of Experience</p>
      <a href="/contact/">Contact</a>
      <button type="button" onClick={() => setClicked(true)}>
        Break
      </button>
    </section>
  );
}

describe("PagePart", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the error it caught; that is expected here.
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it("keeps the part's first-painted HTML when one of its effects throws, and the parts beside it", () => {
    render(
      <>
        <PagePart>
          <FailingEnhancement when="effect" />
        </PagePart>
        <PagePart>
          <p>The footer</p>
        </PagePart>
      </>,
    );
    expect(screen.getByRole("heading", { name: "Our Legacy" })).toBeInTheDocument();
    // As first painted (the server's figure), not the state the failed effect left.
    expect(screen.getByText("75+ Years of Experience")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact/");
    expect(screen.getByText("The footer")).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it("keeps it when a later render throws", () => {
    render(
      <PagePart>
        <FailingEnhancement when="click" />
      </PagePart>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Break" }));
    expect(screen.getByRole("heading", { name: "Our Legacy" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact" })).toBeInTheDocument();
  });

  it("takes no box of its own", () => {
    const { container } = render(
      <PagePart>
        <p>Text</p>
      </PagePart>,
    );
    expect(container.firstElementChild).toHaveClass("part");
  });
});

describe("the address's changes while React hydrates the page's parts (holdAddressChanges, from gatsby-browser.tsx)", () => {
  /** What the server wrote for the two parts of `Page` below (Suspense's marks included). */
  const SERVERS_HTML = '<div class="part"><!--$--><p>Header</p><!--/$--></div><div class="part"><!--$--><p>Footer</p><!--/$--></div>';
  const log: string[] = [];
  function Shown({ name, fails = false }: { name: string; fails?: boolean }) {
    useLayoutEffect(() => void log.push(`${name} hydrated`), [name]);
    if (fails) throw new Error("forced failure while hydrating");
    return <p>{name}</p>;
  }
  /**
   * Gatsby's router as the parts meet it: a context above them, set from its history's listener. (Its own
   * LocationProvider sets it a frame later, which here would come after the parts have hydrated.)
   */
  const Address = createContext("");
  function Router({ children }: { children: ReactNode }) {
    const [address, setAddress] = useState(location.hash);
    useLayoutEffect(() => globalHistory.listen(({ location }) => setAddress(location.hash)), []);
    return <Address.Provider value={address}>{children}</Address.Provider>;
  }
  const header = (
    <PagePart>
      <Shown name="Header" />
    </PagePart>
  );
  /** The page: its root commits first (its effect runs then), and React hydrates each part after, in a render of its own. */
  function Page({ onRootCommit, footer = <Shown name="Footer" /> }: { onRootCommit: (removeFooter: () => void) => void; footer?: ReactNode }) {
    const [withFooter, setWithFooter] = useState(true);
    useLayoutEffect(() => onRootCommit(() => setWithFooter(false)), [onRootCommit]);
    return (
      <Router>
        {header}
        {withFooter && <PagePart>{footer}</PagePart>}
      </Router>
    );
  }
  /** As the browser does for a fragment link (the skip link). */
  const follow = (fragment: string) => {
    history.pushState(null, "", fragment);
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
  };

  let container: HTMLElement;
  let root: { unmount(): void } | undefined;
  const heard: string[] = [];
  /** What React reported and recovered from: a part drawn again (error 421), or one that failed as it hydrated. */
  const recovered: string[] = [];
  let stopListening = () => {};
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await onClientEntry!({} as never, {} as never);
    stopListening = globalHistory.listen(({ location }) => heard.push(location.pathname + location.hash));
  });
  afterAll(() => stopListening());
  beforeEach(() => {
    container = document.createElement("div");
    container.innerHTML = SERVERS_HTML;
    document.body.append(container);
  });
  afterEach(async () => {
    // Unmounted even after a failure: a part left waiting would hold the next test's address.
    await act(async () => root?.unmount());
    container.remove();
    // Back at "/", and the router told so.
    history.replaceState(null, "", "/");
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
    log.length = 0;
    heard.length = 0;
    recovered.length = 0;
  });
  /** A link to `address` followed as the root commits, before React hydrates the parts; what the router had heard then, logged. */
  const followAsTheRootCommits = (address: string) => () => {
    follow(address);
    log.push(`heard as the root committed: ${heard.length}`);
  };
  const hydrate = async (page: React.ReactElement) => {
    root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (error) => recovered.push(String(error)) }));
  };

  it("a fragment link followed while React hydrates the parts does not reach Gatsby's router, and the server's HTML is kept; once hydrated, one does at once", async () => {
    const [headerText, footerText] = container.querySelectorAll("p");
    await hydrate(
      <Page onRootCommit={followAsTheRootCommits("#main")} />,
    );
    // Heard, the router's render would have reached the parts before React had hydrated them.
    expect(recovered).toEqual([]);
    expect([...container.querySelectorAll("p")]).toEqual([headerText, footerText]);
    expect(log).toEqual(["heard as the root committed: 0", "Header hydrated", "Footer hydrated"]);
    expect(heard).toEqual([]);
    await act(async () => follow("#top"));
    expect(heard).toEqual(["/#top"]);
  });

  it("a change of page is not held", async () => {
    await hydrate(
      <Page onRootCommit={followAsTheRootCommits("/other/")} />,
    );
    expect(log[0]).toBe("heard as the root committed: 1");
    expect(heard).toEqual(["/other/"]);
  });


  it("a part that fails as it hydrates holds nothing after", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await hydrate(<Page footer={<Shown name="Footer" fails />} onRootCommit={followAsTheRootCommits("#main")} />);
    expect(log).toEqual(["heard as the root committed: 0", "Header hydrated"]);
    // The failed part keeps the server's HTML (PagePart's first test).
    expect(container).toHaveTextContent("Footer");
    await act(async () => follow("#top"));
    expect(heard).toEqual(["/#top"]);
    await act(async () => root?.unmount());
    // React 18 reports what it recovered from in a failed hydration with its next commit, whichever root's: here, not in the next test.
    root = createRoot(container, { onRecoverableError: (error) => recovered.push(String(error)) });
    await act(async () => (root as ReturnType<typeof createRoot>).render(<p />));
    expect(recovered).toEqual(["Error: forced failure while hydrating", "Error: There was an error while hydrating this Suspense boundary. Switched to client rendering."]);
    consoleError.mockRestore();
  });

  it("nor one removed before React has hydrated it", async () => {
    await hydrate(
      <Page
        onRootCommit={(removeFooter) => {
          followAsTheRootCommits("#main")();
          removeFooter();
        }}
      />,
    );
    expect(log).toEqual(["heard as the root committed: 0", "Header hydrated"]);
    expect(container).not.toHaveTextContent("Footer");
    expect(recovered).toEqual([]);
    await act(async () => follow("#top"));
    expect(heard).toEqual(["/#top"]);
  });

  it("a part the browser draws itself (after a move inside the app) is not waited for, even while its code is still to come", async () => {
    let arrive = () => {};
    const coming = new Promise<void>((resolve) => (arrive = resolve));
    let come = false;
    function Later() {
      if (!come) throw coming.then(() => void (come = true));
      return <p>Come</p>;
    }
    container.innerHTML = "";
    root = createRoot(container);
    await act(async () =>
      (root as ReturnType<typeof createRoot>).render(
        <>
          <PagePart>
            <p>Drawn at once</p>
          </PagePart>
          <PagePart>
            <Later />
          </PagePart>
        </>,
      ),
    );
    follow("#main");
    expect(heard).toEqual(["/#main"]);
    await act(async () => arrive());
    expect(container).toHaveTextContent("Come");
    expect(heard).toEqual(["/#main"]);
  });
});
