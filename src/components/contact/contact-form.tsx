import { useEffect, useId, useRef, type FormEvent } from "react";
import { chatAddress, chatHref } from "../../lib/contact-links";
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
 * It is a real form, sent to the chat's address in a new tab, so Send works
 * from the first paint and without JavaScript: the chat then opens with the
 * message (the field named `text`). Once the page's script runs, it composes
 * the whole inquiry instead (header, name, e-mail and message). The fields
 * are left to the browser (uncontrolled), so nothing typed before the script
 * runs is lost when it does.
 */
export function ContactForm({ labels, companyName, chatNumber, initialMessage }: ContactFormProps) {
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => {
    const message = messageRef.current;
    const prefill = initialMessage();
    if (message && prefill && !message.value) message.value = prefill;
  }, [initialMessage]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? "");
    const text = inquiryMessage(companyName, { name: value("name"), email: value("email"), message: value("text") });
    window.open(chatHref(chatNumber, text), "_blank", "noopener,noreferrer");
  };

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
          name="text"
          rows={contactForm.messageRows}
          required
        />
      </div>
      <p className={note}>{labels.note}</p>
      <noscript>
        <p className={note}>{labels.noScriptNote}</p>
      </noscript>
      <button type="submit" className={button}>
        {labels.submitLabel}
      </button>
    </form>
  );
}
