import type { AccentTitle } from '../content/ui.ts';

/**
 * A heading's text, its two parts as one text node. The content keeps the template's split
 * (`lead`, then the words it once set in the accent), but the page sets the heading in one colour:
 * the accent goes to one thing per view, the action or the current state, never to half a title.
 */
export function AccentText({ title }: { title: AccentTitle }) {
  return <>{`${title.lead}${title.accent}`}</>;
}
