import { Fragment, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ContactField } from '../../content/contact-fields.ts';
import { createContactSchema, EMPTY_CONTACT, type ContactInput } from '../../shared/contact-schema.ts';
import { contactErrors } from '../../content/contact-errors.ts';
import type { Lang } from '../../content/languages.ts';
import { useTexts } from '../../lib/language.ts';
import { AccentText } from '../../ui/AccentText.tsx';
import { HONEYPOT_FIELD } from '../../shared/honeypot.ts';
import { useSendMessage } from './useSendMessage.ts';
import { useChallenge } from './useChallenge.ts';
import { sendOutcomeText } from './send-outcome.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { FORM_POST_ACTION, FormPostFields } from './FormPostFields.tsx';
import { WriteDirectly } from './WriteDirectly.tsx';

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
  // Until the app runs, the form posts by itself, and the browser checks the fields first.
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const challenge = useChallenge(form);
  const mutation = useSendMessage(challenge.take);
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  // Counts the sends refused for invalid fields since the last valid one: each says so once.
  const [refusedSends, setRefusedSends] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({
    defaultValues: EMPTY_CONTACT,
    resolver: useMemo(() => resolverFor(lang), [lang]),
    // Nothing is judged before the first send; from then on, errors follow each keystroke.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = async (message: ContactInput) => {
    setRefusedSends(0);
    try {
      await mutation.mutateAsync({ ...message, language: lang, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' });
      reset(EMPTY_CONTACT);
    } catch {
      // The failure is shown from the mutation's state; the visitor's text stays in the form.
    }
  };

  // Focus goes to the first invalid field (react-hook-form's shouldFocusError), which describes its error.
  const onInvalid = () => {
    mutation.reset();
    setRefusedSends((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // A second press while the first send is under way (the button stays pressable) must not send twice.
    if (inFlight.current) return event.preventDefault();
    inFlight.current = true;
    try {
      await handleSubmit(onSubmit, onInvalid)(event);
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

  const stillInvalid = refusedSends > 0 && Object.keys(errors).length > 0;
  const status = stillInvalid ? { tone: 'error', text: t.invalidFields } : sendOutcomeText(mutation, t);

  return (
    <form
      ref={form}
      className="contact-form"
      aria-labelledby={`${id}-title`}
      method="post"
      action={FORM_POST_ACTION}
      noValidate={hydrated}
      // The proof of work starts with the visitor's first focus or press in the form, not at load.
      onFocus={challenge.prepare}
      onPointerDown={challenge.prepare}
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
        <input ref={honeypot} id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
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
          <Fragment key={refusedSends}>{status?.text}</Fragment>
        </p>
      </div>
      {mutation.isError && <WriteDirectly subject={mutation.variables?.subject} message={mutation.variables?.message} />}
    </form>
  );
}
