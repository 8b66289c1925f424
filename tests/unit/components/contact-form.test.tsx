import { fireEvent, render, screen } from "@testing-library/react";
import { ContactForm } from "../../../src/components/contact/contact-form";
import { contact, site } from "./fixtures";

const renderForm = (initialMessage = () => "") =>
  render(
    <ContactForm
      labels={contact.form}
      companyName={site.company.name}
      chatNumber={site.chat.number}
      initialMessage={initialMessage}
    />,
  );

describe("ContactForm", () => {
  it("opens the chat in a new tab with the inquiry and keeps what was typed", () => {
    const open = jest.spyOn(window, "open").mockReturnValue(null);
    renderForm();
    fireEvent.change(screen.getByLabelText(contact.form.nameLabel), { target: { value: "Ana & Co" } });
    fireEvent.change(screen.getByLabelText(contact.form.emailLabel), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText(contact.form.messageLabel), { target: { value: "20 t?\n#1" } });
    fireEvent.submit(screen.getByRole("button", { name: contact.form.submitLabel }));

    expect(open).toHaveBeenCalledTimes(1);
    const [href, target, features] = open.mock.calls[0]!;
    expect(target).toBe("_blank");
    expect(features).toContain("noopener");
    expect(new URL(String(href)).searchParams.get("text")).toBe(
      `New Inquiry from ${site.company.name} Website\nName: Ana & Co\nEmail: ana@example.com\nMessage: 20 t?\n#1`,
    );
    expect(screen.getByLabelText(contact.form.nameLabel)).toHaveValue("Ana & Co");
    expect(screen.getByLabelText(contact.form.messageLabel)).toHaveValue("20 t?\n#1");
    open.mockRestore();
  });

  it("is a real form sent to the chat in a new tab, so Send works before and without the script", () => {
    renderForm();
    const form = screen.getByRole("form", { name: contact.form.heading });
    expect(form).toHaveAttribute("action", `https://wa.me/${site.chat.number}`);
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("target", "_blank");
    // The chat prefills its text from the field named "text": the message.
    expect(screen.getByLabelText(contact.form.messageLabel)).toHaveAttribute("name", "text");
    expect(screen.getByRole("button", { name: contact.form.submitLabel })).toBeEnabled();
  });

  it("starts with the message it is given, as plain text", () => {
    renderForm(() => "<b>Soya</b>");
    expect(screen.getByLabelText(contact.form.messageLabel)).toHaveValue("<b>Soya</b>");
    expect(document.querySelector("b")).toBeNull();
  });
});
