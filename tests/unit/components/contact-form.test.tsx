import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ContactForm } from "../../../src/components/contact/contact-form";
import { QUANTITY_PATTERN } from "../../../src/lib/inquiry-fields";
import { contact, productLinks, site } from "./fixtures";

const { form: labels } = contact;
const HEADER = `New Inquiry from ${site.company.name} Website`;
const MAIL = "sales@example.com";
const productNames = productLinks.map(({ name }) => name);
const productOptions = productLinks.map(({ slug, name }) => ({ slug, name, value: name, samples: true }));

const RECEIVED = "/contact/received/";

/** The form, once its sender (a chunk of its own) has come. */
async function renderForm({
  asked = "",
  products = productOptions as typeof productOptions | null,
  recordAt = RECEIVED,
} = {}) {
  // The address a product page's Inquire Now leads to.
  window.history.replaceState(null, "", asked ? `/contact/?product=${asked}` : "/contact/");
  const rendered = render(
    <ContactForm
      labels={labels}
      companyName={site.company.name}
      chatNumber={site.chat.number}
      mailAddress={MAIL}
      products={products}
      incoterms={site.incoterms}
      recordAt={recordAt}
    />,
  );
  await waitFor(() => expect(rendered.container.querySelector("form")).toHaveAttribute("data-sender", "ready"));
  return rendered;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** A product row's choice: "Product", then "Product 2" ... (the row's quantity and sample box are named with it too). */
const productRow = (row: number) => screen.getByRole("combobox", { name: row === 1 ? labels.productLabel : `${labels.productLabel} ${row}` });

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

/** What fetch resolves to, as far as the sender reads it (jsdom has no Response). */
const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

describe("ContactForm", () => {
  let open: jest.SpyInstance;
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    open = jest.spyOn(window, "open").mockReturnValue(null);
    fetchMock.mockReset().mockResolvedValue(answer(200));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    sessionStorage.clear();
  });
  afterEach(() => open.mockRestore());

  it("opens the chat in a new tab with the inquiry and keeps what was typed", async () => {
    await renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: labels.submitLabel }));

    const { href, target, features } = opened(open);
    expect(target).toBe("_blank");
    expect(features).toContain("noopener");
    expect(new URL(href).searchParams.get("text")).toBe(`${HEADER}\nName: Ana & Co\nEmail: ana@example.com\nMessage: 20 t?\n#1`);
    expect(screen.getByLabelText(labels.nameLabel)).toHaveValue("Ana & Co");
    expect(screen.getByLabelText(labels.messageLabel)).toHaveValue("20 t?\n#1");
  });

  it("leaves the form to the browser where the browser does not say which button sent it (Safari before 15.4)", async () => {
    await renderForm();
    fillRequired();
    const form = screen.getByRole("form", { name: labels.heading });
    // A submit event with no submitter property at all, as those browsers dispatch it.
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("adds the trade details that are filled in, between the e-mail and the message", async () => {
    await renderForm();
    fillRequired();
    type(labels.companyLabel, "<b>Gulf</b> Feeds & Co");
    fireEvent.change(screen.getByLabelText(labels.productLabel), { target: { value: productNames[2] } });
    fireEvent.change(screen.getByRole("textbox", { name: labels.quantityLabel }), { target: { value: "25.5" } });
    fireEvent.change(screen.getByLabelText(labels.incotermLabel), { target: { value: "CIF" } });
    fireEvent.click(screen.getByRole("button", { name: labels.submitLabel }));

    expect(new URL(opened(open).href).searchParams.get("text")).toBe(
      [
        HEADER,
        "Name: Ana & Co",
        "Email: ana@example.com",
        "Company: <b>Gulf</b> Feeds & Co",
        `Product: ${productNames[2]}, 25.5 MT`,
        "Incoterm: CIF",
        "Message: 20 t?\n#1",
      ].join("\n"),
    );
    expect(document.querySelector("b")).toBeNull();
  });

  it("Send by e-mail opens a mailto: to the department with the header as subject and the same lines as body", async () => {
    await renderForm();
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

  it("groups the optional trade details under their legend, each labelled, none required", async () => {
    await renderForm();
    const details = screen.getByRole("group", { name: labels.tradeDetailsHeading });
    const company = within(details).getByRole("textbox", { name: labels.companyLabel });
    const country = within(details).getByRole("textbox", { name: labels.countryLabel });
    const port = within(details).getByRole("textbox", { name: labels.portLabel });
    const quantity = within(details).getByRole("textbox", { name: labels.quantityLabel });
    const product = within(details).getByRole("combobox", { name: labels.productLabel });
    const incoterm = within(details).getByRole("combobox", { name: labels.incotermLabel });
    expect(company).toHaveAttribute("autocomplete", "organization");
    expect(country).toHaveAttribute("autocomplete", "country-name");
    expect(quantity).toHaveAttribute("type", "text");
    expect(quantity).toHaveAttribute("inputmode", "decimal");
    expect(quantity).toHaveAttribute("pattern", QUANTITY_PATTERN);
    expect(quantity).toHaveAccessibleDescription(labels.quantityFormat);
    for (const control of [company, country, port, quantity, product, incoterm]) expect(control).not.toBeRequired();

    const options = (select: HTMLElement) => within(select).getAllByRole("option").map((option) => option.textContent);
    expect(options(product)).toEqual([labels.anyProductLabel, ...productNames]);
    expect(options(incoterm)).toEqual([labels.anyIncotermLabel, ...site.incoterms]);
    expect(product).toHaveValue("");
    expect(incoterm).toHaveValue("");
  });

  it("keeps name, e-mail and a 4-row message required, outside the trade details", async () => {
    await renderForm();
    const details = screen.getByRole("group", { name: labels.tradeDetailsHeading });
    for (const label of [labels.nameLabel, labels.emailLabel, labels.messageLabel]) {
      const control = screen.getByLabelText(label);
      expect(control).toBeRequired();
      expect(details).not.toContainElement(control);
    }
    expect(screen.getByLabelText(labels.messageLabel)).toHaveAttribute("rows", "4");
  });

  it("starts with the product it is given chosen", async () => {
    await renderForm({ asked: productLinks[4]!.slug });
    await waitFor(() => expect(screen.getByLabelText(labels.productLabel)).toHaveValue(productNames[4]));
    expect(screen.getByLabelText(labels.messageLabel)).toHaveValue("");
  });

  it("shows product names as text, never as markup", async () => {
    const hostile = "<img src=x onerror=alert(1)>";
    await renderForm({ products: [{ slug: "hostile", name: hostile, value: hostile, samples: true }], asked: "hostile" });
    // One option in each product row.
    expect(screen.getAllByRole("option", { name: "<img src=x onerror=alert(1)>" })).toHaveLength(5);
    await waitFor(() => expect(screen.getByLabelText(labels.productLabel)).toHaveValue("<img src=x onerror=alert(1)>"));
    expect(document.querySelector("img")).toBeNull();
  });

  it("names each product in the page's language and sends its English name, which the company reads", async () => {
    await renderForm({ products: [{ slug: "soya-meal", name: "كسب الصويا", value: "Soya Extraction Meal", samples: true }] });
    const product = screen.getByLabelText(labels.productLabel);
    expect(within(product).getByRole("option", { name: "كسب الصويا" })).toHaveValue("Soya Extraction Meal");
    fireEvent.change(product, { target: { value: "Soya Extraction Meal" } });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: labels.submitLabel }));
    expect(new URL(opened(open).href).searchParams.get("text")).toContain("\nProduct: Soya Extraction Meal\n");
  });

  it("has a text field for the product in a catalogue too large to list, filled in with the product asked about, and sends what it holds", async () => {
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: () => Promise.resolve({ result: { data: { product: { name: "Soya Extraction Meal 7" } } } }) } as unknown as Response);
    await renderForm({ products: null, asked: "soya-meal-7" });
    const product = screen.getByRole("textbox", { name: labels.productLabel });
    expect(screen.queryByRole("combobox", { name: labels.productLabel })).toBeNull();
    await waitFor(() => expect(product).toHaveValue("Soya Extraction Meal 7"));
    fireEvent.change(product, { target: { value: "Soya Extraction Meal 7, 200 MT" } });
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: labels.submitLabel }));
    expect(new URL(opened(open).href).searchParams.get("text")).toContain("\nProduct: Soya Extraction Meal 7, 200 MT\n");
  });

  it("is a form the host records: posted to the received page, named, with the host's hidden fields and a honeypot nobody meets", async () => {
    await renderForm();
    const form = screen.getByRole("form", { name: labels.heading });
    expect(form).toHaveAttribute("action", RECEIVED);
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("name", "inquiry");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("netlify-honeypot", "bot-field");
    expect(form).not.toHaveAttribute("target");
    expect(form.querySelector("input[type=hidden][name=form-name]")).toHaveValue("inquiry");
    const honeypot = form.querySelector("[name=bot-field]")!;
    expect(honeypot).toHaveAttribute("hidden");
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    // Both buttons post the form: without scripts the buyer lands on the received page.
    expect(screen.getByRole("button", { name: labels.emailSubmitLabel })).not.toHaveAttribute("formaction");
    expect(screen.getByRole("link", { name: labels.privacyLabel })).toHaveAttribute("href", "/privacy/");
  });

  it("records the whole inquiry, URL-encoded, beside opening the chat, which does not wait for it", async () => {
    await renderForm();
    fillRequired();
    fireEvent.change(screen.getByLabelText(labels.productLabel), { target: { value: productNames[1] } });
    fireEvent.change(productRow(2), { target: { value: productNames[3] } });
    // A later row's quantity is named with its row: "Quantity (MT) Product 2".
    fireEvent.change(screen.getByRole("textbox", { name: `${labels.quantityLabel} ${labels.productLabel} 2` }), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: labels.submitLabel }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [address, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(new URL(address).pathname).toBe(RECEIVED);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/x-www-form-urlencoded" });
    const body = new URLSearchParams(init.body as string);
    expect(body.get("form-name")).toBe("inquiry");
    expect(body.get("channel")).toBe("WhatsApp");
    expect(body.get("name")).toBe("Ana & Co");
    expect(body.get("text")).toBe("20 t?\n#1");
    expect(body.get("product-1")).toBe(productNames[1]);
    expect(body.get("product-2")).toBe(productNames[3]);
    expect(body.get("quantity-2")).toBe("12");
    expect(body.get("bot-field")).toBe("");
    expect(new URL(opened(open).href).searchParams.get("text")).toContain(`\nProduct: ${productNames[1]}\nProduct: ${productNames[3]}, 12 MT\n`);
    await waitFor(() => expect(sessionStorage.getItem("inquiry-draft")).toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so when the record fails (a 404, or no network), and the chat and the e-mail open all the same; a later send recorded takes the note away", async () => {
    await renderForm();
    fillRequired();
    fetchMock.mockResolvedValueOnce(answer(404));
    fireEvent.click(screen.getByRole("button", { name: labels.submitLabel }));
    expect(opened(open).target).toBe("_blank");
    expect(await screen.findByRole("alert")).toHaveTextContent(labels.recordFailed);
    expect(sessionStorage.getItem("inquiry-draft")).not.toBeNull();

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    open.mockClear();
    fireEvent.click(screen.getByRole("button", { name: labels.emailSubmitLabel }));
    expect(opened(open).target).toBe("_self");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByLabelText(labels.nameLabel)).toHaveValue("Ana & Co");

    // Sent again once the host answers: recorded, so the failure is no longer said.
    fireEvent.click(screen.getByRole("button", { name: labels.submitLabel }));
    await waitFor(() => expect(sessionStorage.getItem("inquiry-draft")).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("marks a product whose samples are not sent, and unticks its row's box when it is chosen", async () => {
    const unsent = { slug: "sampleless-meal", name: "Sampleless Meal", value: "Sampleless Meal", samples: false };
    window.sessionStorage.clear();
    await renderForm({ products: [...productOptions, unsent] });
    // In every row's list.
    for (const option of screen.getAllByRole("option", { name: unsent.name })) expect(option).toHaveAttribute("data-no-samples", "");
    for (const option of screen.getAllByRole("option", { name: productOptions[0]!.name })) expect(option).not.toHaveAttribute("data-no-samples");
    const box = screen.getByRole("checkbox", { name: labels.sampleLabel });
    fireEvent.click(box);
    expect(box).toBeChecked();
    fireEvent.change(screen.getByLabelText(labels.productLabel), { target: { value: unsent.value } });
    expect(box).not.toBeChecked();
    // Each row has its note, which the stylesheet shows in the row of such a product.
    expect(screen.getAllByText(labels.noSamplesNote)).toHaveLength(5);
  });

  it("shows the next product row only once the one before names a product", async () => {
    await renderForm();
    const rows = [1, 2, 3, 4, 5].map(productRow);
    expect(rows.map((row) => row.getAttribute("name"))).toEqual(["product-1", "product-2", "product-3", "product-4", "product-5"]);
    expect(screen.queryByRole("combobox", { name: `${labels.productLabel} 6` })).toBeNull();
  });

  it("keeps an unsent inquiry in the tab, and a product asked about joins the products already chosen", async () => {
    const first = await renderForm();
    fillRequired();
    fireEvent.change(screen.getByLabelText(labels.productLabel), { target: { value: productNames[0] } });
    first.unmount();
    // Another product page's Inquire Now.
    await renderForm({ asked: productLinks[6]!.slug });
    expect(screen.getByLabelText(labels.nameLabel)).toHaveValue("Ana & Co");
    expect(screen.getByLabelText(labels.productLabel)).toHaveValue(productNames[0]);
    await waitFor(() => expect(productRow(2)).toHaveValue(productNames[6]));
  });
});
