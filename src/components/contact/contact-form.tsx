import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { chatHref } from "../../lib/contact-links";
import { contactForm } from "../../lib/behaviour";
import { inquiryMessage } from "../../lib/inquiry-message";
import { button } from "../../styles/buttons.module.css";
import { field, form, note } from "./contact-form.module.css";

interface ContactFormProps {
  labels: Queries.ContactViewFragment["form"];
  companyName: string;
  chatNumber: string;
  /** The message to start with (the product a visitor asked about), known only in the browser. */
  initialMessage: () => string;
}

/**
 * Sends the inquiry through the chat service: submitting opens a new tab with
 * the message prefilled. The form keeps what was typed and shows no confirmation.
 *
 * The fields are left to the browser (uncontrolled), so nothing typed before the
 * page's script runs is lost when it does. Sending needs that script, so the
 * button is enabled once it runs: a native submit before then would only reload
 * the page with the inquiry in its URL.
 */
export function ContactForm({ labels, companyName, chatNumber, initialMessage }: ContactFormProps) {
  const [interactive, setInteractive] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => setInteractive(true), []);

  useEffect(() => {
    const message = messageRef.current;
    const prefill = initialMessage();
    if (message && prefill && !message.value) message.value = prefill;
  }, [initialMessage]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? "");
    const text = inquiryMessage(companyName, { name: value("name"), email: value("email"), message: value("message") });
    window.open(chatHref(chatNumber, text), "_blank", "noopener,noreferrer");
  };

  return (
    <form className={form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{labels.heading}</h2>
      <div className={field}>
        <label htmlFor={`${id}-name`}>{labels.nameLabel}</label>
        <input id={`${id}-name`} name="name" type="text" autoComplete="name" required />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-email`}>{labels.emailLabel}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-message`}>{labels.messageLabel}</label>
        <textarea
          ref={messageRef}
          id={`${id}-message`}
          name="message"
          rows={contactForm.messageRows}
          required
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
