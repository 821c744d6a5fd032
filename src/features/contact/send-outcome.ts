import type { UiTexts } from '../../content/ui.ts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** What the form says once a send is over: the success or failure text of src/content/ui.ts, in the page's language. */
export function sendOutcomeText(
  mutation: { isSuccess: boolean; isError: boolean; error: unknown },
  texts: Pick<UiTexts['contact'], 'success' | 'failure' | 'retryLater'>,
): Outcome {
  if (mutation.isSuccess) return { tone: 'success', text: texts.success };
  if (!mutation.isError) return null;
  const throttled = (mutation.error as { status?: unknown } | null)?.status === 429;
  return { tone: 'error', text: throttled ? `${texts.failure} ${texts.retryLater}` : texts.failure };
}
