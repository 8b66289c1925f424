import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ContactForm } from "../../../src/components/contact/contact-form";
import { contact, productLinks, site } from "./fixtures";

const { form: labels } = contact;
const HEADER = `New Inquiry from ${site.company.name} Website`;
const MAIL = "sales@example.com";
const productNames = productLinks.map(({ name }) => name);
const productOptions = productNames.map((name) => ({ name, value: name }));

const renderForm = ({ initialProduct = () => Promise.resolve(""), products = productOptions as typeof productOptions | null } = {}) =>
  render(
    <ContactForm
      labels={labels}
      companyName={site.company.name}
      chatNumber={site.chat.number}
      mailAddress={MAIL}
      products={products}
      incoterms={site.incoterms}
      initialProduct={initialProduct}
    />,
  );

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillRequired() {
  type(labels.nameLabel, "Ana & Co");
  type(labels.emailLabel, "ana@example.com");
  type(labels.messageLabel, "20 t?\n#1");
}

/** The last call to window.open, with the URL taken apart. */
function opened(open: jest.SpyInstance) {
  expect(open).toHaveBeenCalledTimes(1);
  const [href, target, features] = open.mock.calls[0]! as [string, string, string | undefined];
  return { href, target, features };
}

describe("ContactForm", () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, "open").mockReturnValue(null);
  });
  afterEach(() => open.mockRestore());

  it("opens the chat in a new tab with the inquiry and keeps what was typed", () => {
    renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: labels.submitLabel }));

    const { href, target, features } = opened(open);
    expect(target).toBe("_blank");
    expect(features).toContain("noopener");
    expect(new URL(href).searchParams.get("text")).toBe(`${HEADER}\nName: Ana & Co\nEmail: ana@example.com\nMessage: 20 t?\n#1`);
    expect(screen.getByLabelText(labels.nameLabel)).toHaveValue("Ana & Co");
    expect(screen.getByLabelText(labels.messageLabel)).toHaveValue("20 t?\n#1");
  });

  it("leaves the form to the browser where the browser does not say which button sent it (Safari before 15.4)", () => {
    renderForm();
    fillRequired();
    const form = screen.getByRole("form", { name: labels.heading });
    // A submit event with no submitter property at all, as those browsers dispatch it.
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it("adds the trade details that are filled in, between the e-mail and the message", () => {
    renderForm();
    fillRequired();
    type(labels.companyLabel, "<b>Gulf</b> Feeds & Co");
    fireEvent.change(screen.getByLabelText(labels.productLabel), { target: { value: productNames[2] } });
    type(labels.quantityLabel, "25.5");
    fireEvent.change(screen.getByLabelText(labels.incotermLabel), { target: { value: "CIF" } });
    fireEvent.click(screen.getByRole("button", { name: labels.submitLabel }));

    expect(new URL(opened(open).href).searchParams.get("text")).toBe(
      [
        HEADER,
        "Name: Ana & Co",
        "Email: ana@example.com",
        "Company: <b>Gulf</b> Feeds & Co",
        `Product: ${productNames[2]}`,
        "Quantity: 25.5 MT",
        "Incoterm: CIF",
        "Message: 20 t?\n#1",
      ].join("\n"),
    );
    expect(document.querySelector("b")).toBeNull();
  });

  it("Send by e-mail opens a mailto: to the department with the header as subject and the same lines as body", () => {
    renderForm();
    fillRequired();
    type(labels.countryLabel, "مصر 🇪🇬");
    type(labels.portLabel, "Alexandria &body=x %0A");
    fireEvent.click(screen.getByRole("button", { name: labels.emailSubmitLabel }));

    const { href, target } = opened(open);
    expect(target).toBe("_self");
    const [address, query] = href.split("?");
    expect(address).toBe(`mailto:${MAIL}`);
    const [subject, body] = query!.split("&");
    expect(decodeURIComponent(subject!.replace(/^subject=/, ""))).toBe(HEADER);
    expect(decodeURIComponent(body!.replace(/^body=/, ""))).toBe(
      "Name: Ana & Co\r\nEmail: ana@example.com\r\nCountry: مصر 🇪🇬\r\nDestination port: Alexandria &body=x %0A\r\nMessage: 20 t?\r\n#1",
    );
    expect(screen.getByLabelText(labels.portLabel)).toHaveValue("Alexandria &body=x %0A");
  });

  it("is a real form, so both buttons send before and without the script", () => {
    renderForm();
    const form = screen.getByRole("form", { name: labels.heading });
    expect(form).toHaveAttribute("action", `https://wa.me/${site.chat.number}`);
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("target", "_blank");
    // The chat prefills its text from the field named "text": the message.
    expect(screen.getByLabelText(labels.messageLabel)).toHaveAttribute("name", "text");
    expect(screen.getByRole("button", { name: labels.submitLabel })).toHaveAttribute("type", "submit");

    const mail = screen.getByRole("button", { name: labels.emailSubmitLabel });
    expect(mail).toHaveAttribute("type", "submit");
    expect(mail).toHaveAttribute("formaction", `mailto:${MAIL}?subject=${encodeURIComponent(HEADER)}`);
    expect(mail).toHaveAttribute("formmethod", "post");
    expect(mail).toHaveAttribute("formenctype", "text/plain");
    expect(mail).toHaveAttribute("formtarget", "_self");
  });

  it("groups the optional trade details under their legend, each labelled, none required", () => {
    renderForm();
    const details = screen.getByRole("group", { name: labels.tradeDetailsHeading });
    const company = within(details).getByRole("textbox", { name: labels.companyLabel });
    const country = within(details).getByRole("textbox", { name: labels.countryLabel });
    const port = within(details).getByRole("textbox", { name: labels.portLabel });
    const quantity = within(details).getByRole("spinbutton", { name: labels.quantityLabel });
    const product = within(details).getByRole("combobox", { name: labels.productLabel });
    const incoterm = within(details).getByRole("combobox", { name: labels.incotermLabel });
    expect(company).toHaveAttribute("autocomplete", "organization");
    expect(country).toHaveAttribute("autocomplete", "country-name");
    expect(quantity).toHaveAttribute("type", "number");
    expect(quantity).toHaveAttribute("inputmode", "decimal");
    expect(quantity).toHaveAttribute("min", "0");
    expect(quantity).toHaveAttribute("step", "any");
    for (const control of [company, country, port, quantity, product, incoterm]) expect(control).not.toBeRequired();

    const options = (select: HTMLElement) => within(select).getAllByRole("option").map((option) => option.textContent);
    expect(options(product)).toEqual([labels.anyProductLabel, ...productNames]);
    expect(options(incoterm)).toEqual([labels.anyIncotermLabel, ...site.incoterms]);
    expect(product).toHaveValue("");
    expect(incoterm).toHaveValue("");
  });

  it("keeps name, e-mail and a 4-row message required, outside the trade details", () => {
    renderForm();
    const details = screen.getByRole("group", { name: labels.tradeDetailsHeading });
    for (const label of [labels.nameLabel, labels.emailLabel, labels.messageLabel]) {
      const control = screen.getByLabelText(label);
      expect(control).toBeRequired();
      expect(details).not.toContainElement(control);
    }
    expect(screen.getByLabelText(labels.messageLabel)).toHaveAttribute("rows", "4");
  });

  it("starts with the product it is given chosen", async () => {
    renderForm({ initialProduct: () => Promise.resolve(productNames[4]!) });
    await waitFor(() => expect(screen.getByLabelText(labels.productLabel)).toHaveValue(productNames[4]));
    expect(screen.getByLabelText(labels.messageLabel)).toHaveValue("");
  });

  it("shows product names as text, never as markup", async () => {
    const hostile = "<img src=x onerror=alert(1)>";
    renderForm({ products: [{ name: hostile, value: hostile }], initialProduct: () => Promise.resolve(hostile) });
    expect(screen.getByRole("option", { name: "<img src=x onerror=alert(1)>" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(labels.productLabel)).toHaveValue("<img src=x onerror=alert(1)>"));
    expect(document.querySelector("img")).toBeNull();
  });

  it("names each product in the page's language and sends its English name, which the company reads", () => {
    renderForm({ products: [{ name: "كسب الصويا", value: "Soya Extraction Meal" }] });
    const product = screen.getByLabelText(labels.productLabel);
    expect(within(product).getByRole("option", { name: "كسب الصويا" })).toHaveValue("Soya Extraction Meal");
    fireEvent.change(product, { target: { value: "Soya Extraction Meal" } });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: labels.submitLabel }));
    expect(new URL(opened(open).href).searchParams.get("text")).toContain("\nProduct: Soya Extraction Meal\n");
  });

  it("has a text field for the product in a catalogue too large to list, filled in with the product asked about, and sends what it holds", async () => {
    renderForm({ products: null, initialProduct: () => Promise.resolve("Soya Extraction Meal 7") });
    const product = screen.getByRole("textbox", { name: labels.productLabel });
    expect(screen.queryByRole("combobox", { name: labels.productLabel })).toBeNull();
    await waitFor(() => expect(product).toHaveValue("Soya Extraction Meal 7"));
    fireEvent.change(product, { target: { value: "Soya Extraction Meal 7, 200 MT" } });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: labels.submitLabel }));
    expect(new URL(opened(open).href).searchParams.get("text")).toContain("\nProduct: Soya Extraction Meal 7, 200 MT\n");
  });
});
