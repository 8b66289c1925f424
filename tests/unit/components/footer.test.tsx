import { render, screen, within } from "@testing-library/react";
import { Footer } from "../../../src/components/footer/footer";
import { site } from "./fixtures";

describe("Footer", () => {
  it("shows quick links, contact details, social links and the copyright", () => {
    render(<Footer site={site} buildYear={2000} />);
    const quickLinks = screen.getByRole("navigation", { name: site.footer.quickLinksHeading });
    expect(within(quickLinks).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/products/",
      "/about/",
      "/contact/",
    ]);
    expect(screen.getByRole("link", { name: site.contact.phone })).toHaveAttribute("href", "tel:+919876543210");
    const mailto = screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("mailto:"));
    expect(mailto).toHaveLength(5);
    expect(screen.getByText(site.company.description)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: site.footer.scrollToTopLabel })).toBeInTheDocument();
  });

  it("replaces the build year with the visitor's current year", () => {
    render(<Footer site={site} buildYear={2000} />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} ${site.company.name}`))).toBeInTheDocument();
  });
});
