/**
 * The protections step of the pipeline (./handler.ts): the honeypot and the block list. A filled
 * honeypot gets the same 'OK' as a real send, so a bot learns nothing; a blocked value gets
 * EmailJS's own 403 'Forbidden'.
 */
import { MailError } from './respond.ts';

/** A bot filled the hidden field. */
export const isHoneypotFilled = (value: unknown) => value !== undefined && value !== '';

/**
 * Entries match the sender's address case-insensitively; an entry starting with '@' matches
 * every address of that domain.
 */
export function checkBlockList(address: string, blockList: readonly string[]): void {
  const value = address.trim().toLowerCase();
  if (!value) return;
  const blocked = blockList.some((entry) => (entry.startsWith('@') ? value.endsWith(entry) : value === entry));
  if (blocked) throw new MailError(403, 'Forbidden', 'block list');
}
