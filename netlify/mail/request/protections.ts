/**
 * The protections step of the pipeline (./handler.ts): the honeypot and the block list. A filled
 * honeypot gets the same 'OK' as a real send, so a bot learns nothing; a blocked value gets
 * EmailJS's own 403 'Forbidden'.
 */
import { MailError } from './respond.ts';

/** A bot filled the hidden field. */
export const isHoneypotFilled = (value: unknown) => value !== undefined && value !== '';

/**
 * Entries match the watched variable case-insensitively; an entry starting with '@' matches
 * every address of that domain.
 */
export function checkBlockList(variables: Record<string, string>, blockList: readonly string[], watched: string): void {
  // An own variable only: a setting naming `toString` must not reach the object's prototype.
  const value = Object.hasOwn(variables, watched) ? variables[watched]?.trim().toLowerCase() : undefined;
  if (!value) return;
  const blocked = blockList.some((entry) => (entry.startsWith('@') ? value.endsWith(entry) : value === entry));
  if (blocked) throw new MailError(403, 'Forbidden', 'block list');
}
