/** The honeypot (a filled one gets the same 'OK', so a bot learns nothing) and the block list (403). */
import { MailError } from './respond.ts';

export const isHoneypotFilled = (value: unknown) => value !== undefined && value !== '';

/** Case-insensitive; '@domain' blocks a domain. */
export function checkBlockList(address: string, blockList: readonly string[]): void {
  const value = address.trim().toLowerCase();
  if (!value) return;
  const blocked = blockList.some((entry) => (entry.startsWith('@') ? value.endsWith(entry) : value === entry));
  if (blocked) throw new MailError(403, 'Forbidden', 'block list');
}
