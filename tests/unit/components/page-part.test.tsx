import { fireEvent, render, screen } from "@testing-library/react";
import { act, useEffect, useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
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
  /** The page: its root commits first, and React hydrates each part after, in a render of its own. */
  function Page({ onRootCommit, footerFails = false }: { onRootCommit: () => void; footerFails?: boolean }) {
    useLayoutEffect(onRootCommit, [onRootCommit]);
    return (
      <>
        <PagePart>
          <Shown name="Header" />
        </PagePart>
        <PagePart>
          <Shown name="Footer" fails={footerFails} />
        </PagePart>
      </>
    );
  }
  /** As the browser does for a fragment link (the skip link). */
  const follow = (fragment: string) => {
    history.pushState(null, "", fragment);
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
  };

  let container: HTMLElement;
  const heard: string[] = [];
  let stopListening = () => {};
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await onClientEntry!({} as never, {} as never);
    stopListening = globalHistory.listen(({ location }) => heard.push(location.hash));
  });
  afterAll(() => stopListening());
  beforeEach(() => {
    log.length = 0;
    heard.length = 0;
    container = document.createElement("div");
    container.innerHTML = SERVERS_HTML;
    document.body.append(container);
  });
  afterEach(() => {
    container.remove();
    history.replaceState(null, "", "/");
  });
  const hydrate = (page: React.ReactElement) => act(async () => hydrateRoot(container, page));

  // Heard earlier, the router would render the page again, and React would draw again every part not hydrated yet (its error 421).
  it("a fragment link followed before then reaches Gatsby's router once every part has hydrated, once, with the address as it is then; after, at once", async () => {
    const root = await hydrate(
      <Page
        onRootCommit={() => {
          follow("#main");
          follow("#top");
          log.push(`heard as the root committed: ${heard.length}`);
        }}
      />,
    );
    expect(log).toEqual(["heard as the root committed: 0", "Header hydrated", "Footer hydrated"]);
    expect(heard).toEqual(["#top"]);
    follow("#main");
    expect(heard).toEqual(["#top", "#main"]);
    await act(async () => root.unmount());
  });

  it("and once the parts left have failed as they hydrated", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const root = await hydrate(
      <Page
        footerFails
        onRootCommit={() => {
          follow("#main");
          log.push(`heard as the root committed: ${heard.length}`);
        }}
      />,
    );
    expect(log).toEqual(["heard as the root committed: 0", "Header hydrated"]);
    expect(heard).toEqual(["#main"]);
    // The failed part keeps the server's HTML (PagePart's first test).
    expect(container).toHaveTextContent("Footer");
    await act(async () => root.unmount());
    consoleError.mockRestore();
  });

  it("an address that does not move while they hydrate is not told again", async () => {
    const root = await hydrate(<Page onRootCommit={() => undefined} />);
    expect(log).toEqual(["Header hydrated", "Footer hydrated"]);
    expect(heard).toEqual([]);
    await act(async () => root.unmount());
  });
});
