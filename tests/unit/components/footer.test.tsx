import fs from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { Footer } from "../../../src/components/footer/footer";
import { LocaleContext } from "../../../src/hooks/use-locale";
import { applyTranslation } from "../../../src/lib/translations";
import { contentModels } from "../../../src/lib/content-model";
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
    // A link to the content's top, so it works before and without the scripts.
    expect(screen.getByRole("link", { name: site.footer.scrollToTopLabel })).toHaveAttribute("href", "#main");
  });

  it("links to the privacy notice beside the copyright, in the page's language", () => {
    const { unmount } = render(<Footer site={site} buildYear={2000} />);
    const copyright = screen.getByText(new RegExp(`© \\d{4} ${site.company.name}`));
    const privacy = screen.getByRole("link", { name: site.footer.privacyLabel });
    expect(privacy).toHaveAttribute("href", "/privacy/");
    expect(copyright.parentElement).toContainElement(privacy);
    unmount();

    const arabic = applyTranslation(site, JSON.parse(fs.readFileSync(path.join("content", "locales", "ar", "site.json"), "utf8")), contentModels["site.json"]);
    render(
      <LocaleContext.Provider value="ar">
        <Footer site={arabic} buildYear={2000} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole("link", { name: arabic.footer.privacyLabel })).toHaveAttribute("href", "/ar/privacy/");
  });

  it("replaces the build year with the visitor's current year", () => {
    render(<Footer site={site} buildYear={2000} />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} ${site.company.name}`))).toBeInTheDocument();
  });
});
