import { useMemo, type RefObject } from 'react';
import { mailConfig } from '../../lib/mail/config.ts';
import { CHALLENGE_PATH } from '../../shared/challenge.ts';
import { createChallengeSolver } from './challenge-solver.ts';

/**
 * The contact form's proof of work: call `prepare` when the visitor interacts with the form (the
 * widget is imported then, and solves in the background), and `take` for each send. The
 * challenge comes from the mail API's origin.
 */
export function useChallenge(form: RefObject<HTMLFormElement | null>) {
  return useMemo(
    () =>
      createChallengeSolver(async () => {
        const { mountChallengeWidget } = await import('./challenge-widget.ts');
        if (!form.current) throw new Error('The contact form is no longer on the page');
        return mountChallengeWidget(form.current, new URL(CHALLENGE_PATH, mailConfig.origin || location.origin).href);
      }),
    [form],
  );
}
