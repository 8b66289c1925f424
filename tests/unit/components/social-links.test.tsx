import { render, screen } from "@testing-library/react";
import { SocialLinks } from "../../../src/components/social-links/social-links";
import { site } from "./fixtures";

describe("SocialLinks", () => {
  it("opens the networks in new tabs without handing them the page, and names every icon", () => {
    render(<SocialLinks chat={{ label: "WhatsApp", href: "https://wa.me/1?text=hi" }} social={site.social} newTabLabel="opens in a new tab" />);
    expect(screen.getByRole("link", { name: "WhatsApp" })).not.toHaveAttribute("target");
    for (const { label, url } of site.social) {
      const link = screen.getByRole("link", { name: `${label} (opens in a new tab)` });
      expect(link).toHaveAttribute("href", url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("says that a link opens a new tab in the page's language", () => {
    render(<SocialLinks chat={{ label: "WhatsApp", href: "https://wa.me/1?text=hi" }} social={site.social} newTabLabel="يُفتح في علامة تبويب جديدة" />);
    for (const { label } of site.social) expect(screen.getByRole("link", { name: `${label} (يُفتح في علامة تبويب جديدة)` })).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("link", { name: /new tab/ })).toBeNull();
  });
});
