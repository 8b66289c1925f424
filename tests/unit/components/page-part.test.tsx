import { fireEvent, render, screen } from "@testing-library/react";
import { useEffect, useState } from "react";
import { PagePart } from "../../../src/components/layout/page-part";

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
