import { useEffect, useId, useRef, type FormEvent } from "react";
import { chatAddress, chatHref } from "../../lib/contact-links";
import { contactForm } from "../../lib/behaviour";
import { DEFAULT_LOCALE } from "../../lib/locales";
import { useLocale } from "../../hooks/use-locale";
import { inquiryBody, inquiryMailHref, inquiryMessage, inquirySubject, type Inquiry } from "../../lib/inquiry-message";
import { button, buttonOutline } from "../../styles/buttons.module.css";
import { actions, details, field, fields, form, note } from "./contact-form.module.css";

interface ContactFormProps {
  labels: Queries.ContactViewFragment["form"];
  companyName: string;
  chatNumber: string;
  /** Where Send by e-mail writes to. */
  mailAddress: string;
  /** The catalogue's products, in catalogue order: names in the page's language, values in English; null: a text field. */
  products: readonly { name: string; value: string }[] | null;
  incoterms: readonly string[];
  /** The product to start with (the one a visitor asked about), known only in the browser. */
  initialProduct: () => Promise<string>;
}

/**
 * Sends the inquiry through the chat service (a new tab with the message
 * prefilled) or by e-mail. The form keeps what was typed and shows no confirmation.
 *
 * It is a real form, so both buttons work from the first paint and without
 * JavaScript: Send opens the chat's address in a new tab with the message
 * (the field named `text`); Send by e-mail posts the form as text/plain to a
 * mailto: address with the subject, which browsers turn into a body of
 * `name=value` lines. Once the page's script runs, it composes the whole
 * inquiry instead, the same for both. The fields are left to the browser
 * (uncontrolled), so nothing typed before the script runs is lost when it does.
 */
export function ContactForm({
  labels,
  companyName,
  chatNumber,
  mailAddress,
  products,
  incoterms,
  initialProduct,
}: ContactFormProps) {
  const productRef = useRef<HTMLSelectElement & HTMLInputElement>(null);
  const id = useId();
  const subject = inquirySubject(companyName);
  const locale = useLocale();

  useEffect(() => {
    let current = true;
    void initialProduct().then((product) => {
      const field = productRef.current;
      if (current && field && product && !field.value) field.value = product;
    });
    return () => {
      current = false;
    };
  }, [initialProduct]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { submitter } = event.nativeEvent as SubmitEvent;
    // A browser that does not say which button sent the form (Safari before 15.4) sends it as without the scripts.
    if (submitter === undefined) return;
    // The fields are named after the parts of an Inquiry, but for the message: the chat's `text`.
    const { text, ...fields } = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const inquiry = { ...fields, message: text } as Inquiry;
    event.preventDefault();
    // The e-mail button is the one with its own action.
    if (submitter?.hasAttribute("formaction")) {
      window.open(inquiryMailHref(mailAddress, subject, inquiryBody(inquiry)), "_self");
    } else {
      window.open(chatHref(chatNumber, inquiryMessage(companyName, inquiry)), "_blank", "noopener,noreferrer");
    }
  };

  const control = (name: string) => ({ id: `${id}-${name}`, name });
  const label = (name: string, text: string) => <label htmlFor={`${id}-${name}`}>{text}</label>;

  return (
    <form
      className={form}
      action={chatAddress(chatNumber)}
      method="get"
      target="_blank"
      rel="noopener noreferrer"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{labels.heading}</h2>
      {locale.code !== DEFAULT_LOCALE && <input type="hidden" name="language" value={locale.englishName} />}
      <div className={fields}>
        <div className={field}>
          {label("name", labels.nameLabel)}
          <input {...control("name")} type="text" autoComplete="name" required />
        </div>
        <div className={field}>
          {label("email", labels.emailLabel)}
          <input {...control("email")} type="email" autoComplete="email" required />
        </div>
      </div>
      <fieldset className={`${fields} ${details}`}>
        <legend>{labels.tradeDetailsHeading}</legend>
        <div className={field}>
          {label("company", labels.companyLabel)}
          <input {...control("company")} type="text" autoComplete="organization" />
        </div>
        <div className={field}>
          {label("country", labels.countryLabel)}
          <input {...control("country")} type="text" autoComplete="country-name" />
        </div>
        <div className={field}>
          {label("product", labels.productLabel)}
          {products ? (
            <select {...control("product")} ref={productRef}>
              <option value="">{labels.anyProductLabel}</option>
              {products.map(({ name, value }) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
          ) : (
            <input {...control("product")} ref={productRef} type="text" />
          )}
        </div>
        <div className={field}>
          {label("quantity", labels.quantityLabel)}
          <input {...control("quantity")} type="number" inputMode="decimal" min={0} step="any" />
        </div>
        <div className={field}>
          {label("port", labels.portLabel)}
          <input {...control("port")} type="text" />
        </div>
        <div className={field}>
          {label("incoterm", labels.incotermLabel)}
          <select {...control("incoterm")}>
            <option value="">{labels.anyIncotermLabel}</option>
            {incoterms.map((incoterm) => (
              <option key={incoterm} value={incoterm}>
                {incoterm}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <div className={field}>
        {label("text", labels.messageLabel)}
        <textarea {...control("text")} rows={contactForm.messageRows} required />
      </div>
      <p className={note}>{labels.note}</p>
      <noscript>
        <p className={note}>{labels.noScriptNote}</p>
      </noscript>
      <div className={actions}>
        <button type="submit" className={button}>
          {labels.submitLabel}
        </button>
        <button
          type="submit"
          className={buttonOutline}
          formAction={inquiryMailHref(mailAddress, subject)}
          formMethod="post"
          formEncType="text/plain"
          formTarget="_self"
        >
          {labels.emailSubmitLabel}
        </button>
      </div>
    </form>
  );
}
