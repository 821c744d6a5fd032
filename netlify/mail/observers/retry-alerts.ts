/** The retry pass's own failures: the third in a row alerts the owner. */
import { blobsAlertStore, type AlertStore } from './alerts/alert-store.ts';
import { channelOf, raiseAlert } from './alerts/raise.ts';
import { compactTime } from '../request/message-index.ts';
import { sharedOrOwn } from '../request/store-call.ts';

export const FAILED_PASSES_BEFORE_ALERT = 3;
const PASS_NOTE = 'retry-failures';

type PassNote = { failures: number; since: number };
/** For when the store cannot keep the shared count (a store down is a likely reason the pass fails). */
const localFailures: PassNote = { failures: 0, since: 0 };

export async function notePassOutcome(ok: boolean, now: number, store: AlertStore = blobsAlertStore()): Promise<void> {
  if (!channelOf()) return;
  const next = ({ failures, since }: PassNote): PassNote =>
    ok ? { failures: 0, since: 0 } : { failures: failures + 1, since: failures ? since : now };
  const shared = async () => {
    const read = await store.readNote<PassNote>(PASS_NOTE);
    if (ok && !read?.value.failures) return null;
    const note = next(read?.value ?? { failures: 0, since: 0 });
    await store.writeNote(PASS_NOTE, note, read?.etag ?? null);
    return note;
  };
  const note = await sharedOrOwn('mail-alert', 'instance', shared, () =>
    Object.assign(localFailures, next(localFailures)),
  );
  if (note?.failures === FAILED_PASSES_BEFORE_ALERT)
    await raiseAlert({ cause: 'retry-failing', count: note.failures, day: compactTime(note.since) }, now, store);
}

/** A new instance's state: tests start each case with it. */
export function forgetPassFailures(): void {
  Object.assign(localFailures, { failures: 0, since: 0 });
}
