/** The start month sought, once over: the build and the doctor warn of it in the same words. */
import { startHasPassed } from '../../content/availability.ts';
import type { Seeking } from '../../content/profile.ts';

export function pastStartWarning(seeking: Seeking | null, now = new Date()): string | undefined {
  if (!seeking || !startHasPassed(seeking, now)) return undefined;
  return `profile.seeking.start is '${seeking.start}', a month already over: the availability line offers a start in the past; write the first month you can start, or set seeking to null`;
}
