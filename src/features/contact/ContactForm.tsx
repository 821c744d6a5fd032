import { Fragment, useId, useRef } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ContactField } from '../../content/contact-fields.ts';
import { useTexts } from '../../lib/language.ts';
import { AccentText } from '../../ui/AccentText.tsx';
import { HONEYPOT_FIELD } from '../../shared/honeypot.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { FORM_POST_ACTION, FormPostFields } from './FormPostFields.tsx';
import { WriteDirectly } from './WriteDirectly.tsx';
import { useContactForm } from './useContactForm.ts';
import { queryClient } from './query-client.ts';
import { PrivacyNote } from './PrivacyNote.tsx';

type InputField = { name: Exclude<ContactField, 'message'>; type?: string; autoComplete: string };

const inputFields: InputField[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'subject', autoComplete: 'off' },
];

/**
 * The form and, under it, its privacy note. `subject` prefills the subject field once the app runs,
 * unless the visitor has typed one. This module, the libraries it sends with (TanStack Query,
 * react-hook-form) and the legal texts the note quotes load apart from the page's code (the
 * contact route's loader), when the app starts.
 */
export function ContactForm({ subject }: { subject?: string }) {
  return (
    <>
      <QueryClientProvider client={queryClient}>
        <Form subject={subject} />
      </QueryClientProvider>
      <PrivacyNote />
    </>
  );
}

function Form({ subject }: { subject?: string }) {
  const id = useId();
  const { lang, texts } = useTexts();
  const t = texts.contact;
  const fieldId = (name: ContactField) => `${id}-${name}`;
  // Until the app runs, the form posts by itself, and the browser checks the fields first.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const { register, errors, submit, prepareChallenge, mutation, status, statusKey } = useContactForm(
    form,
    honeypot,
    subject,
  );

  const errorId = (name: ContactField) => `${id}-${name}-error`;
  const fieldProps = (name: ContactField) => ({
    id: fieldId(name),
    className: 'contact-form__input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
    ...register(name),
  });
  // The line is always there, empty until needed, so that an error moves nothing. It is not a live
  // region: a refused send is announced once, by the form's status.
  const fieldError = (name: ContactField) => (
    <p id={errorId(name)} className="contact-form__error">
      {errors[name]?.message}
    </p>
  );
  const label = (name: ContactField) => (
    <label className="contact-form__label" htmlFor={fieldId(name)}>
      {t.fields[name].label}
    </label>
  );

  return (
    <form
      ref={form}
      className="contact-form"
      aria-labelledby={`${id}-title`}
      method="post"
      action={FORM_POST_ACTION}
      noValidate={hydrated}
      // The proof of work starts with the visitor's first focus or press in the form, not at load.
      onFocus={prepareChallenge}
      onPointerDown={prepareChallenge}
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`} className="contact-form__title">
        <AccentText title={t.formTitle} />
      </h2>
      <p className="contact-form__note">{t.allRequired}</p>
      <div className="contact-form__fields">
        {inputFields.map((field) => (
          <div key={field.name} className="contact-form__field">
            {label(field.name)}
            <input
              type={field.type ?? 'text'}
              placeholder={t.fields[field.name].placeholder}
              autoComplete={field.autoComplete}
              required
              {...fieldProps(field.name)}
            />
            {fieldError(field.name)}
          </div>
        ))}
        <div className="contact-form__field contact-form__field--wide">
          {label('message')}
          <textarea placeholder={t.fields.message.placeholder} rows={7} required {...fieldProps('message')} />
          {fieldError('message')}
        </div>
      </div>
      {/* Left empty by people, who never see it; a bot that fills it gets a quiet 'OK' and sends nothing. */}
      <div className="contact-form__honeypot" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t.honeypot}</label>
        <input
          ref={honeypot}
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <FormPostFields lang={lang} />
      <div className="contact-form__footer">
        <button
          type="submit"
          className="button"
          // Busy rather than disabled: a disabled button would drop the keyboard's focus to the page.
          aria-disabled={mutation.isPending || undefined}
        >
          {mutation.isPending ? t.sending : t.send}
        </button>
        {/* Always in the page, so that screen readers follow it before it speaks. A new key per refused
            send makes a repeated refusal new text, said again. */}
        <p className="contact-form__status" role="status" aria-live="polite" data-tone={status?.tone}>
          <Fragment key={statusKey}>{status?.text}</Fragment>
        </p>
      </div>
      {mutation.isError && (
        <WriteDirectly subject={mutation.variables?.subject} message={mutation.variables?.message} />
      )}
    </form>
  );
}
