import { EmailJSResponseStatus } from './response-status.ts';
import type { BlockList } from './types.ts';
import { validateBlockList } from './validation.ts';

/** True when the watched variable is a string equal (case-sensitively) to a listed value. Off unless both are set. */
export function isBlocked({ list, watchVariable }: BlockList, params: Record<string, unknown> | FormData): boolean {
  if (!list?.length || !watchVariable) return false;
  validateBlockList(list, watchVariable);
  // For a form, the first field of that name, read before the SDK fields are appended.
  const value = params instanceof FormData ? params.get(watchVariable) : params[watchVariable];
  return typeof value === 'string' && list.includes(value);
}

/** Refuses the send with 403 when the block list matches. */
export function guardBlockList(blockList: BlockList, params: Record<string, unknown> | FormData): void {
  if (isBlocked(blockList, params)) throw new EmailJSResponseStatus(403, 'Forbidden');
}
