/**
 * The ALTCHA widget, imported on the visitor's first interaction with the contact form
 * (useChallenge.ts), so a page's first load never carries it. The `external` build injects no
 * style and ships no worker: its script and the worker below are files of the site's own origin,
 * as the CSP wants (no inline style, no blob: worker). Nothing of it is shown, so it needs no
 * stylesheet: it fetches a challenge, solves it in workers and keeps the solution in a hidden
 * field named CHALLENGE_FIELD, which a form sent as is (sendForm) would carry.
 */
import 'altcha/external';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { CHALLENGE_ALGORITHM, CHALLENGE_FIELD } from '../../shared/challenge.ts';
import type { ProofOfWork } from './challenge-solver.ts';

$altcha.algorithms.set(CHALLENGE_ALGORITHM, () => new Pbkdf2Worker());
$altcha.defaults.set({
  // The form starts each solve itself (challenge-solver.ts).
  auto: 'off',
  display: 'invisible',
  // No artificial delay: nobody watches it.
  minDuration: 0,
  // Our challenges never ask for the visitor's pointer and scroll data: do not collect them.
  humanInteractionSignature: false,
  name: CHALLENGE_FIELD,
});

/** Adds a hidden widget to `form`; resolves once it can solve. */
export function mountChallengeWidget(form: HTMLFormElement, challengeUrl: string): Promise<ProofOfWork> {
  const widget = document.createElement('altcha-widget');
  widget.hidden = true;
  widget.setAttribute('challenge', challengeUrl);
  return new Promise((resolve) => {
    widget.addEventListener('load', () => resolve(widget), { once: true });
    form.append(widget);
  });
}
