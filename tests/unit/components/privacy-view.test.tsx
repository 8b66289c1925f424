import { render, screen, within } from "@testing-library/react";
import { PrivacyView } from "../../../src/components/privacy/privacy-view";
import privacy from "../../../content/privacy.json";
import { site } from "./fixtures";

const info = site.contact.emails.find(({ department }) => department === privacy.controller.requestsDepartment)!.address;

describe("PrivacyView", () => {
  it("names the company that keeps the data, with its postal address and the e-mail to write to", () => {
    render(<PrivacyView content={privacy} site={site} email={info} />);
    expect(screen.getByRole("heading", { level: 1, name: privacy.heading })).toBeInTheDocument();
    const keeper = screen.getByRole("region", { name: privacy.controller.heading });
    expect(keeper).toHaveTextContent(privacy.controller.text);
    const address = keeper.querySelector("address")!;
    for (const line of [site.company.name, site.contact.address.street, site.contact.address.postalCode, site.contact.address.country]) {
      expect(address).toHaveTextContent(line);
    }
    expect(within(address).getByRole("link", { name: info })).toHaveAttribute("href", `mailto:${info}`);
  });

  it("shows every section, its heading and its paragraphs, in order", () => {
    render(<PrivacyView content={privacy} site={site} email={info} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      privacy.controller.heading,
      ...privacy.sections.map(({ heading }) => heading),
    ]);
    for (const section of privacy.sections) {
      const region = screen.getByRole("region", { name: section.heading });
      expect(within(region).getAllByRole("paragraph").map((paragraph) => paragraph.textContent)).toEqual(section.paragraphs);
    }
    expect(screen.getByText(privacy.updated)).toBeInTheDocument();
  });

  it("leaves the e-mail out, rather than link nowhere, while a draft names no department (the editor's preview)", () => {
    render(<PrivacyView content={privacy} site={site} email={null} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByText(privacy.controller.emailLabel)).toBeNull();
  });
});
