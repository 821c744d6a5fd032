import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { createContactSchema, EMPTY_CONTACT, type ContactInput } from '../../shared/contact-schema.ts';
import { contactErrors } from '../../content/contact-errors.ts';
import type { Lang } from '../../content/languages.ts';
import { useTexts } from '../../lib/language.ts';
import { HONEYPOT_FIELD } from '../../shared/honeypot.ts';
import { useSendMessage } from './useSendMessage.ts';
import { useChallenge } from './useChallenge.ts';
import { sendOutcomeText } from './send-outcome.ts';

/** The mail API's rules, with the errors in the page's language. */
const resolverFor = (lang: Lang) => valibotResolver(createContactSchema(contactErrors[lang]));

/**
 * The contact form's send: its fields checked by the mail API's rules, one send at a time, the
 * proof of work, and the status line to show. `statusKey` changes with each send refused for
 * invalid fields, so that a repeated refusal is said again.
 */
export function useContactForm(
  form: RefObject<HTMLFormElement | null>,
  honeypot: RefObject<HTMLInputElement | null>,
  subject?: string,
) {
  const { lang, texts } = useTexts();
  const challenge = useChallenge(form);
  const mutation = useSendMessage(challenge.take);
  const inFlight = useRef(false);
  // Counts the sends refused for invalid fields since the last valid one: each says so once.
  const [refusedSends, setRefusedSends] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<ContactInput>({
    defaultValues: EMPTY_CONTACT,
    resolver: useMemo(() => resolverFor(lang), [lang]),
    // Nothing is judged before the first send; from then on, errors follow each keystroke.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // A subject asked by the link: given to the field unless the visitor has typed one already.
  useEffect(() => {
    if (subject && getValues('subject') === '') setValue('subject', subject);
  }, [subject, getValues, setValue]);

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

  const stillInvalid = refusedSends > 0 && Object.keys(errors).length > 0;
  const status = stillInvalid
    ? { tone: 'error', text: texts.contact.invalidFields }
    : sendOutcomeText(mutation, texts.contact);
  return { register, errors, submit, prepareChallenge: challenge.prepare, mutation, status, statusKey: refusedSends };
}
