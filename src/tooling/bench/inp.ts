/**
 * Interaction to next paint from Event Timing entries, as the web-vitals library computes it: the
 * entries of one interaction share an interactionId, the interaction lasts as long as its longest
 * entry, and with fewer than 50 interactions INP is the longest interaction.
 */

/** One Event Timing entry as the page reported it, its start on the clock shared by every document. */
export interface EventEntry {
  name: string;
  /** 0 for events that are not part of an interaction (pointermove, mouseover...). */
  interactionId: number;
  /** performance.timeOrigin of the document it happened in: interaction ids count per document. */
  document: number;
  /** performance.timeOrigin + the entry's startTime (the event's timeStamp), in ms. */
  start: number;
  duration: number;
}

/**
 * The INP of the interactions that started at `since` or later (ms, on the entries' clock), or null
 * when the page reported none (the page it happened on went away before its next paint).
 */
export function interactionToNextPaint(entries: readonly EventEntry[], since: number): number | null {
  const interactions = new Map<string, { start: number; duration: number }>();
  for (const entry of entries) {
    if (entry.interactionId === 0) continue;
    const key = `${entry.document}:${entry.interactionId}`;
    const seen = interactions.get(key);
    interactions.set(key, {
      start: Math.min(seen?.start ?? entry.start, entry.start),
      duration: Math.max(seen?.duration ?? 0, entry.duration),
    });
  }
  // The timeStamp of the input and its entry's startTime are the same instant; the clocks of two
  // documents can differ by a fraction of a millisecond.
  const measured = [...interactions.values()].filter((interaction) => interaction.start >= since - 1);
  return measured.length ? Math.max(...measured.map((interaction) => interaction.duration)) : null;
}
