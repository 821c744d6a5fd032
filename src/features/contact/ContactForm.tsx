import { useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { createContactSchema, EMPTY_CONTACT, type ContactField, type ContactInput } from '../../shared/contact-schema';
import { contactErrors } from '../../content/contact-errors';
import type { Lang } from '../../content/languages';
import { useTexts } from '../../lib/language';
import { AccentText } from '../layout/AccentText';
import { HONEYPOT_FIELD } from '../../shared/honeypot';
import { useSendMessage } from './useSendMessage';
import { sendOutcomeText } from './send-outcome';
import { useHydrated } from '../../lib/useHydrated';

type InputField = { name: Exclude<ContactField, 'message'>; type?: string; autoComplete: string };

const inputFields: InputField[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'subject', autoComplete: 'off' },
];

/** The mail API's rules, with the errors in the page's language. */
const resolverFor = (lang: Lang) => valibotResolver(createContactSchema(contactErrors[lang]));

export function ContactForm() {
  const id = useId();
  const { lang, texts } = useTexts();
  const t = texts.contact;
  const fieldId = (name: ContactField) => `${id}-${name}`;
  // Until the app runs, a click would submit the form natively, putting the message in the URL.
  const hydrated = useHydrated();
  const mutation = useSendMessage();
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({
    defaultValues: EMPTY_CONTACT,
    resolver: useMemo(() => resolverFor(lang), [lang]),
    // Errors appear once a field is left, then follow each keystroke; submit shows them all.
    mode: 'onTouched',
  });

  const onSubmit = async (message: ContactInput) => {
    // A second click while the first send is under way must not send twice.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await mutation.mutateAsync({ ...message, language: lang, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' });
      reset(EMPTY_CONTACT);
    } catch {
      // The failure is shown from the mutation's state; the visitor's text stays in the form.
    } finally {
      inFlight.current = false;
    }
  };

  const errorId = (name: ContactField) => `${id}-${name}-error`;
  const fieldProps = (name: ContactField) => ({
    id: fieldId(name),
    className: 'contact-form__input',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
    ...register(name),
  });
  // The line is always there, empty until needed: an error appearing on blur must not move the
  // submit button away from under the pointer between mousedown and click. Being there, it can be
  // a live region, so an error that appears when a field is left is announced.
  const fieldError = (name: ContactField) => (
    <p id={errorId(name)} className="contact-form__error" aria-live="polite">
      {errors[name]?.message}
    </p>
  );

  const outcome = sendOutcomeText(mutation, t);

  return (
    <form
      className="contact-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <h2 id={`${id}-title`} className="contact-form__title">
        <AccentText title={t.formTitle} />
      </h2>
      <div className="contact-form__fields">
        {inputFields.map((field) => (
          <div key={field.name} className="contact-form__field">
            <label className="visually-hidden" htmlFor={fieldId(field.name)}>
              {t.fields[field.name].label}
            </label>
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
          <label className="visually-hidden" htmlFor={fieldId('message')}>
            {t.fields.message.label}
          </label>
          <textarea placeholder={t.fields.message.placeholder} rows={7} required {...fieldProps('message')} />
          {fieldError('message')}
        </div>
      </div>
      {/* Left empty by people, who never see it; a bot that fills it gets a quiet 'OK' and sends nothing. */}
      <div className="contact-form__honeypot" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t.honeypot}</label>
        <input ref={honeypot} id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="contact-form__footer">
        <button type="submit" className="button" disabled={!hydrated || mutation.isPending}>
          {mutation.isPending ? t.sending : t.send}
        </button>
        <p className="contact-form__status" role="status" aria-live="polite" data-tone={outcome?.tone}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
