import { useEffect, useId, useRef } from "react";
import { Link } from "gatsby";
import { contactForm } from "../../lib/behaviour";
import { useLocale, useLocalizedPath } from "../../hooks/use-locale";
import { DEFAULT_LOCALE } from "../../lib/locales";
import { inquirySubject, NO_SAMPLES_ATTRIBUTE, productField, QUANTITY_PATTERN, quantityField, sampleField } from "../../lib/inquiry-fields";
import { routes } from "../../lib/routes";
import { button, buttonOutline } from "../../styles/buttons.module.css";
import { actions, details, failure, field, fields, form, noSamples, note, productRow, sample } from "./contact-form.module.css";
import type { InquirySender } from "./inquiry-sender";

/** The name the host records inquiries under (Netlify's form-name): one form, the same fields, in every language. */
const INQUIRY_FORM_NAME = "inquiry";
/** The field people never see; a submission that fills it is spam (Netlify's netlify-honeypot). */
const HONEYPOT_FIELD = "bot-field";

interface ContactFormProps {
  labels: Queries.ContactViewFragment["form"];
  companyName: string;
  chatNumber: string;
  /** Where Send by e-mail writes to. */
  mailAddress: string;
  /** The catalogue's products, in catalogue order: names in the page's language, values in English, and whether samples are sent; null: a text field. */
  products: readonly { slug: string; name: string; value: string; samples: boolean }[] | null;
  incoterms: readonly string[];
  /** Where the inquiry is recorded: an address that takes the form's POST (INQUIRY_ENDPOINT). */
  recordAt: string;
}

/**
 * The inquiry form. It is a real form, so both buttons work from the first paint and without
 * JavaScript: it is posted to `recordAt`, which records it (Netlify Forms, or the service
 * INQUIRY_ENDPOINT names) and answers with a page that says it was received and offers the chat,
 * the phone and the e-mail addresses. Once the page's script runs (inquiry-sender.ts, a chunk of
 * its own fetched once the form is drawn), Send records the inquiry and opens the prefilled chat in
 * a new tab, and Send by e-mail records it and opens the prefilled e-mail; the form is not cleared
 * and no confirmation is shown.
 *
 * A buyer names up to `contactForm.productRows` products, each with its quantity and, ticked, a
 * request for a sample (`sample-1` ... `sample-5`, sent as "yes"): the next row
 * shows once the one before it names a product, and a product whose samples are not sent shows
 * that instead of the box (CSS only, so it works without scripts too; the sender unticks its box).
 * Nothing the form sends is hidden from the buyer: without scripts a box ticked before such a
 * product was chosen stays in sight beside that note, and a row with a quantity or a ticked box
 * stays in sight when the row before it is emptied.
 * The fields are left to the browser (uncontrolled), so nothing typed before the script runs is lost.
 */
export function ContactForm({ labels, companyName, chatNumber, mailAddress, products, incoterms, recordAt }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const sender = useRef<InquirySender | null>(null);
  const id = useId();
  const subject = inquirySubject(companyName);
  const locale = useLocale();
  const localized = useLocalizedPath();

  useEffect(() => {
    let current = true;
    void import("./inquiry-sender").then(({ inquirySender, productAskedAbout }) => {
      if (!current || !formRef.current) return;
      sender.current = inquirySender(formRef.current, {
        companyName,
        chatNumber,
        mailAddress,
        productRows: contactForm.productRows,
        // The chat and the e-mail name the language of a page in another language than English.
        statesLanguage: locale.code !== DEFAULT_LOCALE,
        failureText: labels.recordFailed,
        failureClass: `${note} ${failure}`,
        rowsFullText: labels.rowsFull,
      });
      // The product a product page's Inquire Now (or Request a sample) asked about joins those already chosen, once.
      void productAskedAbout(window.location.search, products).then((asked) => current && sender.current?.addProduct(asked));
      // Its code not come (offline, or the page left while it loaded): the form sends itself, as without scripts.
    }, () => undefined);
    return () => {
      current = false;
      sender.current?.stop();
      sender.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started once per form: what it is given is the page's, which another page mounts a new form for
  }, []);

  const control = (name: string) => ({ id: `${id}-${name}`, name });
  // A label another field's name is made of has an id ("Quantity (MT)" and "Product 2": ofRow).
  const label = (name: string, text: string, withId = false) => (
    <label id={withId ? `${id}-${name}-label` : undefined} htmlFor={`${id}-${name}`}>
      {text}
    </label>
  );

  return (
    <form
      ref={formRef}
      className={form}
      name={INQUIRY_FORM_NAME}
      action={recordAt}
      method="post"
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      aria-labelledby={`${id}-title`}
    >
      <input type="hidden" name="form-name" value={INQUIRY_FORM_NAME} />
      <input type="hidden" name="subject" value={subject} />
      <input type="hidden" name="channel" value="Form only" />
      <input type="hidden" name="language" value={locale.englishName} />
      <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" hidden />
      <h2 id={`${id}-title`}>{labels.heading}</h2>
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
        <noscript>
          <p className={note}>{labels.noScriptProductNote}</p>
        </noscript>
        {Array.from({ length: contactForm.productRows }, (_, index) => {
          const row = index + 1;
          // "Product 2" heads its row; the row's other fields are named by their label and the row's.
          const later = row > 1;
          const ofRow = (name: string) => (later ? { "aria-labelledby": `${id}-${name}-label ${id}-${productField(row)}-label` } : {});
          return (
            <div key={row} className={productRow}>
              <div className={field}>
                {label(productField(row), later ? `${labels.productLabel} ${row}` : labels.productLabel, later)}
                {products ? (
                  <select {...control(productField(row))}>
                    <option value="">{labels.anyProductLabel}</option>
                    {products.map(({ name, value, samples }) => (
                      <option key={value} value={value} {...(samples ? {} : { [NO_SAMPLES_ATTRIBUTE]: "" })}>
                        {name}
                      </option>
                    ))}
                  </select>
                ) : (
                  // The placeholder (a space) lets the stylesheet tell an empty field (:placeholder-shown).
                  <input {...control(productField(row))} type="text" placeholder=" " />
                )}
              </div>
              <div className={field}>
                {label(quantityField(row), labels.quantityLabel, later)}
                {/* Text, not a number field, which reads "25,5" as 255 and refuses "٢٥" (QUANTITY_PATTERN). Its placeholder (a space) lets the stylesheet tell a row with a quantity from an empty one. */}
                <input
                  {...control(quantityField(row))}
                  {...ofRow(quantityField(row))}
                  type="text"
                  inputMode="decimal"
                  pattern={QUANTITY_PATTERN}
                  title={labels.quantityFormat}
                  placeholder=" "
                />
              </div>
              <div className={sample}>
                <input {...control(sampleField(row))} {...ofRow(sampleField(row))} type="checkbox" value="yes" />
                {label(sampleField(row), labels.sampleLabel, later)}
              </div>
              {products && <p className={noSamples}>{labels.noSamplesNote}</p>}
            </div>
          );
        })}
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
        <button type="submit" className={buttonOutline} data-channel="email">
          {labels.emailSubmitLabel}
        </button>
      </div>
      <p className={note}>
        <Link to={localized(routes.privacy)}>{labels.privacyLabel}</Link>
      </p>
    </form>
  );
}
