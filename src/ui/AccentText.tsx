import type { AccentTitle } from '../content/ui.ts';

/** A heading's text whose last words are in the accent colour. */
export function AccentText({ title }: { title: AccentTitle }) {
  return (
    <>
      {title.lead}
      <span className="accent">{title.accent}</span>
    </>
  );
}
