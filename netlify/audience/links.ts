/** The owner's application links (`npm run links`): a short unguessable code per application, and its label. */
import { randomBytes } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { defaultLanguage, isPublishedLanguage } from '../../src/content/languages.ts';
import { linkKey, type Link } from './store.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten base32 characters from 50 random bits (the LINK_CODE of src/shared/audience.ts). */
const newCode = () => [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join('');

export async function addLink(
  store: Store,
  label: string,
  lang: string = defaultLanguage,
  now = Date.now(),
): Promise<Link> {
  if (!isPublishedLanguage(lang)) throw new Error(`No site language '${lang}'.`);
  for (;;) {
    const link = { code: newCode(), label, lang, created: new Date(now).toISOString() };
    if ((await store.setJSON(linkKey(link.code), link, { onlyIfNew: true })).modified) return link;
  }
}

export async function listLinks(store: Store): Promise<Link[]> {
  const { blobs } = await store.list({ prefix: linkKey('') });
  const links = await Promise.all(blobs.map((blob) => store.get(blob.key, { type: 'json' }) as Promise<Link | null>));
  return links.filter((link): link is Link => link !== null).sort((a, b) => a.created.localeCompare(b.created));
}

/** Forgets a link; its figures stay, counted under its code. Answers whether it existed. */
export async function removeLink(store: Store, code: string): Promise<boolean> {
  const found = (await store.get(linkKey(code))) !== null;
  if (found) await store.delete(linkKey(code));
  return found;
}
