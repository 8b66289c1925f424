import { render, screen } from "@testing-library/react";
import { NotFoundView } from "../../../src/components/not-found/not-found-view";
import { site } from "./fixtures";

describe("NotFoundView", () => {
  it("says 'Product not found.' under /products/", () => {
    render(<NotFoundView content={site.notFound} pathname="/products/unknown/" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Product not found.");
    expect(screen.getByRole("link", { name: site.notFound.productsLabel })).toHaveAttribute("href", "/products/");
  });

  it("says the page was not found elsewhere, with a way home", () => {
    render(<NotFoundView content={site.notFound} pathname="/somewhere/" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(site.notFound.title);
    expect(screen.getByRole("link", { name: site.notFound.homeLabel })).toHaveAttribute("href", "/");
  });
});
