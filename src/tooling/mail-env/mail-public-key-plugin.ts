/**
 * `virtual:mail-public-key`: the public key the contact form sends as `user_id`, read at build time
 * from MAIL_PUBLIC_KEY as the mail function reads it (src/shared/mail-identifiers.ts), with the same
 * default. A build with no mail setting at all therefore sends what the function expects.
 */
import type { Plugin } from 'vite';
import { publicKeyOf } from '../../shared/mail-identifiers.ts';

const ID = 'virtual:mail-public-key';
const RESOLVED = `\0${ID}`;

export function mailPublicKey(env: Record<string, string | undefined> = process.env): Plugin {
  return {
    name: 'portfolio:mail-public-key',
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(publicKeyOf(env))};`;
    },
  };
}
