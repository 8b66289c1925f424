import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from "react";
import { chatHref } from "../../lib/contact-links";
import { behaviour } from "../../lib/behaviour";
import { inquiryMessage, type Inquiry } from "../../lib/inquiry-message";
import { button } from "../../styles/buttons.module.css";
import { field, form, note } from "./contact-form.module.css";

export interface ContactFormProps {
  labels: Queries.ContactViewFragment["form"];
  companyName: string;
  chatNumber: string;
  /** The message to start with (the product a visitor asked about), known only in the browser. */
  initialMessage: () => string;
}

/**
 * Sends the inquiry through the chat service: submitting opens a new tab with
 * the message prefilled. The form keeps what was typed and shows no confirmation.
 * Sending needs the page's script, so the button is enabled once it runs: a
 * native submit before then would only reload the page with the inquiry in its URL.
 */
export function ContactForm({ labels, companyName, chatNumber, initialMessage }: ContactFormProps) {
  const [inquiry, setInquiry] = useState<Inquiry>({ name: "", email: "", message: "" });
  const [interactive, setInteractive] = useState(false);
  const id = useId();

  useEffect(() => setInteractive(true), []);

  useEffect(() => {
    const message = initialMessage();
    if (message) setInquiry((current) => (current.message ? current : { ...current, message }));
  }, [initialMessage]);

  const update = (key: keyof Inquiry) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setInquiry((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.open(chatHref(chatNumber, inquiryMessage(companyName, inquiry)), "_blank", "noopener,noreferrer");
  };

  return (
    <form className={form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{labels.heading}</h2>
      <div className={field}>
        <label htmlFor={`${id}-name`}>{labels.nameLabel}</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={inquiry.name}
          onChange={update("name")}
        />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-email`}>{labels.emailLabel}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={inquiry.email}
          onChange={update("email")}
        />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-message`}>{labels.messageLabel}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={behaviour.contactForm.messageRows}
          required
          value={inquiry.message}
          onChange={update("message")}
        />
      </div>
      <p className={note}>{labels.note}</p>
      <noscript>
        <p className={note}>{labels.noScriptNote}</p>
      </noscript>
      <button type="submit" className={button} disabled={!interactive}>
        {labels.submitLabel}
      </button>
    </form>
  );
}
