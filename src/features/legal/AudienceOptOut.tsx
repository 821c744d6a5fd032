import { useState } from 'react';
import { audienceOptOut } from '../../content/legal.ts';
import { useLang } from '../../lib/language.ts';
import { optedOut, setOptedOut } from '../../lib/audience.ts';
import { useHydrated } from '../../lib/useHydrated.ts';

/** The visitor's choice not to be counted (src/lib/audience.ts), the one thing the audience keeps on the device. */
export function AudienceOptOut() {
  const texts = audienceOptOut[useLang()];
  // The choice made here; until then the stored one, read once the app runs, so the prerendered HTML is the same for all.
  const [choice, setChoice] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  const counted = choice ?? (hydrated ? !optedOut() : true);
  return (
    <p className="legal__paragraph">
      <label>
        <input
          type="checkbox"
          checked={counted}
          onChange={(event) => {
            setOptedOut(!event.target.checked);
            setChoice(event.target.checked);
          }}
        />{' '}
        {texts.label}
      </label>
      <span role="status"> {choice !== null && (choice ? texts.counted : texts.notCounted)}</span>
    </p>
  );
}
