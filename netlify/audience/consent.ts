/**
 * Whether a request may be counted, and as what. Nothing is counted under STATS=off, or when the
 * browser asks not to be tracked (`Sec-GPC: 1`, `DNT: 1`); the privacy page's opt-out keeps the
 * page from sending anything. A bot (the `isbot` list, or no user agent at all: link unfurlers, mail
 * scanners, crawlers) is never a visitor: it only 'fetches' an application link.
 */
import { isbot } from 'isbot';
import { readAudienceConfig } from './config.ts';

export function mayCount(req: Request): boolean {
  return readAudienceConfig().counting && req.headers.get('sec-gpc') !== '1' && req.headers.get('dnt') !== '1';
}

export function isBot(req: Request): boolean {
  const userAgent = req.headers.get('user-agent') ?? '';
  return userAgent.trim() === '' || isbot(userAgent);
}
