/** The texts of the spec's error catalogue for the outcome of a send. */
export const SEND_SUCCESS = 'Message envoyé avec succès !';
export const SEND_FAILURE = "Erreur lors de l'envoi. Vérifie la console.";
const RETRY_LATER = 'Trop de messages en peu de temps : réessayez dans quelques minutes.';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function sendOutcomeText(mutation: { isSuccess: boolean; isError: boolean; error: unknown }): Outcome {
  if (mutation.isSuccess) return { tone: 'success', text: SEND_SUCCESS };
  if (!mutation.isError) return null;
  const throttled = (mutation.error as { status?: unknown } | null)?.status === 429;
  return { tone: 'error', text: throttled ? `${SEND_FAILURE} ${RETRY_LATER}` : SEND_FAILURE };
}
