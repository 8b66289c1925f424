/**
 * What the contact form does once its script has come (a chunk of its own, fetched when the form is
 * drawn, so the contact page's first scripts do not carry it): it sends an inquiry through the
 * buyer's channel and records it where the company reads it, and keeps an unsent inquiry in the
 * tab (sessionStorage) so that leaving the page loses nothing and a product page's Inquire Now
 * adds its product to those already chosen.
 */
import { chatHref } from "../../lib/contact-links";
import { inquirySubject, NO_SAMPLES_ATTRIBUTE, productField, sampleField } from "../../lib/inquiry-fields";
import { inquiryPrefill } from "../../lib/inquiry-prefill";
import { INQUIRY_PARAM, SAMPLE_PARAM } from "../../lib/routes";
import { inquiryBody, inquiryMailHref, inquiryMessage, inquiryOf } from "../../lib/inquiry-message";

export interface InquirySenderOptions {
  companyName: string;
  chatNumber: string;
  /** Where Send by e-mail writes to. */
  mailAddress: string;
  productRows: number;
  /** Whether the chat and the e-mail name the page's language (every language but English). */
  statesLanguage: boolean;
  /** Said when the record fails (the chat or the e-mail has opened all the same), and its class. */
  failureText: string;
  failureClass: string;
  /** Said in the same place, with the product's name for {product}, when the product asked about finds every row taken. */
  rowsFullText: string;
}

/** Sends the form, as its submitter says, from its first submission after it has come; until then the browser sends the form itself. */
export interface InquirySender {
  /**
   * Chooses a product (its option's value) in the first empty row, unless a row has it already; and ticks that row's
   * sample box when a sample is asked for. With every row taken by others, says that it was not added. Either way,
   * where the tab keeps the inquiry, the address no longer asks for it (forgetProductAsked).
   */
  addProduct(asked: ProductAsked): void;
  stop(): void;
}

/** Where the tab keeps the inquiry being written, until it is recorded. */
export const DRAFT_KEY = "inquiry-draft";
/** A keepalive request may carry 64 KiB at most; a larger inquiry is sent without it (the page stays open anyway). */
const KEEPALIVE_MAX_BYTES = 60_000;
/** What the record says of the channel the buyer chose. */
const CHANNELS = { chat: "WhatsApp", email: "E-mail" } as const;

export function inquirySender(form: HTMLFormElement, options: InquirySenderOptions): InquirySender {
  const controls = () =>
    [...form.elements].filter(
      (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
        element.name !== "" &&
        element.type !== "hidden" &&
        !element.hidden,
    );
  // A box is kept as the value it sends when ticked, "" when not.
  const isBox = (control: Element): control is HTMLInputElement => control instanceof HTMLInputElement && control.type === "checkbox";
  const saveDraft = () => {
    const draft = Object.fromEntries(controls().map((control) => [control.name, isBox(control) && !control.checked ? "" : control.value]));
    store((storage) => storage.setItem(DRAFT_KEY, JSON.stringify(draft)));
  };

  const productRows = () => Array.from({ length: options.productRows }, (_, index) => form.elements.namedItem(productField(index + 1)) as HTMLInputElement | HTMLSelectElement | null);
  // A product chosen before the script came is the visitor's choice: the one the address asks about then joins nothing.
  const choseBeforeScript = productRows().some((row) => row?.value);
  // What the tab kept (another page came between), in the fields the visitor has not filled meanwhile.
  const kept = store((storage) => JSON.parse(storage.getItem(DRAFT_KEY) ?? "{}") as Record<string, unknown>) ?? {};
  for (const control of controls()) {
    const value = kept[control.name];
    if (isBox(control)) control.checked ||= value === control.value;
    else if (typeof value === "string" && control.value === "") control.value = value;
  }
  // A product whose samples are not sent has its row's box hidden (the stylesheet); nor is it sent ticked.
  const noUnsentSamples = () =>
    productRows().forEach((row, index) => {
      const box = form.elements.namedItem(sampleField(index + 1));
      if (row instanceof HTMLSelectElement && row.selectedOptions[0]?.hasAttribute(NO_SAMPLES_ATTRIBUTE) && box instanceof HTMLInputElement) box.checked = false;
    });
  const changed = () => {
    noUnsentSamples();
    saveDraft();
  };
  noUnsentSamples();
  // A required field of spaces alone passes the browser's own check (its value is not empty): it is
  // refused as an empty one is, in the browser's words, so that no inquiry comes without a name or message.
  const missing = Object.assign(document.createElement("input"), { required: true }).validationMessage || "—";
  const refuseBlank = () => {
    for (const control of controls()) if (control.required && !isBox(control)) control.setCustomValidity(control.value !== "" && control.value.trim() === "" ? missing : "");
  };
  refuseBlank();
  const typed = () => {
    refuseBlank();
    saveDraft();
  };
  // Sends the form as its submitter says; leaves alone a submission whose submitter the browser does not name.
  const send = (event: SubmitEvent) => {
    const { submitter } = event;
    // A browser that does not say which button sent the form (Safari before 15.4) sends it as without the scripts.
    if (!submitter) return;
    event.preventDefault();
    const channel = submitter.dataset.channel === "email" ? "email" : "chat";
    const data = new FormData(form);
    // The record names the language always; the chat and the e-mail, for another language than English.
    const inquiry = inquiryOf((name) => (name === "language" && !options.statesLanguage ? "" : String(data.get(name) ?? "")), options.productRows);
    data.set("channel", CHANNELS[channel]);
    // Recorded beside the channel, not before it: the chat's tab and the mail program open at once. A failure
    // said for an earlier send goes, so that it is said again (to a screen reader too) only if this one fails.
    form.querySelector("[data-record-failed]")?.remove();
    void record(form.action, data).then((ok) => (ok ? store((storage) => storage.removeItem(DRAFT_KEY)) : say(form, options.failureText, options.failureClass, "record-failed")));
    if (channel === "email") {
      window.open(inquiryMailHref(options.mailAddress, inquirySubject(options.companyName), inquiryBody(inquiry)), "_self");
    } else {
      window.open(chatHref(options.chatNumber, inquiryMessage(options.companyName, inquiry)), "_blank", "noopener,noreferrer");
    }
  };
  form.addEventListener("input", typed);
  form.addEventListener("change", changed);
  form.addEventListener("submit", send);
  // Said for the tests, which send once the sender has come (before, the browser sends the form itself).
  form.dataset.sender = "ready";

  return {
    addProduct({ product, sample }) {
      // The address asks once (forgetProductAsked), where the tab keeps what the buyer makes of it; a product not found
      // (a page's data that did not come, at 1,000 products) is asked for again at the next load.
      if (product && store(() => true)) forgetProductAsked();
      if (!product || choseBeforeScript) return;
      const rows = productRows();
      const row = rows.findIndex((candidate) => candidate?.value === product) + 1 || rows.findIndex((candidate) => candidate?.value === "") + 1;
      if (!row) {
        // Named as its option shows it, in the page's language; a catalogue too large to list names it as the value.
        const first = rows[0];
        const name = (first instanceof HTMLSelectElement && [...first.options].find((option) => option.value === product)?.text) || product;
        say(form, options.rowsFullText.replaceAll("{product}", name), options.failureClass, "rows-full");
        return;
      }
      rows[row - 1]!.value = product;
      const box = form.elements.namedItem(sampleField(row));
      if (sample && box instanceof HTMLInputElement) box.checked = true;
      changed();
    },
    stop() {
      form.removeEventListener("input", typed);
      form.removeEventListener("change", changed);
      form.removeEventListener("submit", send);
    },
  };
}

/** A product the address asks about (its option's value, "" for none), and whether a sample of it. */
export interface ProductAsked {
  product: string;
  sample: boolean;
}

/**
 * The product the address asks about (?product=slug, from a product page's Inquire Now, with
 * &sample from its Request a sample), as its option's value (its English name). A catalogue too
 * large to list (`products` null) names it from the product's page data, a module of its own.
 */
export async function productAskedAbout(search: string, products: readonly { slug: string; value: string }[] | null): Promise<ProductAsked> {
  const product = products
    ? inquiryPrefill(search, products, INQUIRY_PARAM)
    : await import("../../lib/inquiry-prefill-page-data").then(({ productNameFromPageData }) => productNameFromPageData(search, INQUIRY_PARAM));
  return { product, sample: new URLSearchParams(search).has(SAMPLE_PARAM) };
}

/**
 * Takes the product asked about out of the address once the form has had it (joined, or left out
 * when every row is taken or the buyer chose before the script came), so that a reload, or Back to
 * the page, restores the inquiry as the buyer has made it since (kept in the tab) without asking
 * again: a product or a sample box the buyer took out would come back.
 */
function forgetProductAsked(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(INQUIRY_PARAM);
  url.searchParams.delete(SAMPLE_PARAM);
  history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Posts the form's fields, URL-encoded, to the address that records them, and says whether it
 * answered with success: a 404 or a network error is a failure, never taken for a record.
 */
export async function record(address: string, data: FormData): Promise<boolean> {
  const body = new URLSearchParams([...data].map(([name, value]) => [name, String(value)])).toString();
  try {
    const response = await fetch(address, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
      keepalive: body.length <= KEEPALIVE_MAX_BYTES,
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Says `text` once (a message of its `kind`, marked `data-{kind}`), above the buttons, as an alert: that the inquiry was not
 * recorded, or that a product was not added; the form keeps everything. Text, never markup.
 */
function say(form: HTMLFormElement, text: string, className: string, kind: "record-failed" | "rows-full") {
  if (form.querySelector(`[data-${kind}]`)) return;
  const message = document.createElement("p");
  message.setAttribute("role", "alert");
  message.setAttribute(`data-${kind}`, "");
  message.className = className;
  message.textContent = text;
  form.querySelector("button[type=submit]")?.parentElement?.before(message);
}

/** The tab's storage, or nothing where it is refused (a private window, storage off). */
function store<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return act(window.sessionStorage);
  } catch {
    return undefined;
  }
}
