import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { contactSchema, EMPTY_CONTACT, type ContactField, type ContactInput } from '../../shared/contact-schema';
import { HONEYPOT_FIELD } from '../../shared/honeypot';
import { useSendMessage } from './useSendMessage';
import { sendOutcomeText } from './send-outcome';
import { useHydrated } from '../../lib/useHydrated';

type FieldSpec = { name: ContactField; label: string; placeholder: string; type?: string; autoComplete: string };

const fields: FieldSpec[] = [
  { name: 'name', label: 'Nom complet', placeholder: 'Nom Complet', autoComplete: 'name' },
  { name: 'email', label: 'Adresse email', placeholder: 'Adresse Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Numéro de téléphone', placeholder: 'Numéro de Téléphone', type: 'tel', autoComplete: 'tel' },
  { name: 'subject', label: "Sujet de l'email", placeholder: "Sujet de l'Email", autoComplete: 'off' },
];

export function ContactForm() {
  const id = useId();
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
    resolver: valibotResolver(contactSchema),
    // Errors appear once a field is left, then follow each keystroke; submit shows them all.
    mode: 'onTouched',
  });

  const onSubmit = async (message: ContactInput) => {
    // A second click while the first send is under way must not send twice.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await mutation.mutateAsync({ ...message, [HONEYPOT_FIELD]: honeypot.current?.value ?? '' });
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

  const outcome = sendOutcomeText(mutation);

  return (
    <form
      className="contact-form"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <h2 id={`${id}-title`} className="contact-form__title">
        Contactez <span className="accent">Moi</span>
      </h2>
      <div className="contact-form__fields">
        {fields.map((field) => (
          <div key={field.name} className="contact-form__field">
            <label className="visually-hidden" htmlFor={fieldId(field.name)}>
              {field.label}
            </label>
            <input
              type={field.type ?? 'text'}
              placeholder={field.placeholder}
              autoComplete={field.autoComplete}
              required
              {...fieldProps(field.name)}
            />
            {fieldError(field.name)}
          </div>
        ))}
        <div className="contact-form__field contact-form__field--wide">
          <label className="visually-hidden" htmlFor={fieldId('message')}>
            Votre message
          </label>
          <textarea placeholder="Votre Message" rows={7} required {...fieldProps('message')} />
          {fieldError('message')}
        </div>
      </div>
      {/* Left empty by people, who never see it; a bot that fills it gets a quiet 'OK' and sends nothing. */}
      <div className="contact-form__honeypot" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Ne pas remplir</label>
        <input ref={honeypot} id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="contact-form__footer">
        <button type="submit" className="button" disabled={!hydrated || mutation.isPending}>
          {mutation.isPending ? 'Envoi en cours…' : 'Envoyer le message'}
        </button>
        <p className="contact-form__status" role="status" aria-live="polite" data-tone={outcome?.tone}>
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}
