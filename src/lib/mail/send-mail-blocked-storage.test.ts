/**
 * Where the visitor blocks storage, reading localStorage throws, and the SDK reads it as it loads.
 * A file of its own, so that the SDK is first loaded here, with storage blocked.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactMessage } from '../../../mocks/contact-message.ts';
import { emailjsRequests } from '../../../mocks/emailjs.ts';
import { sendMail } from './send-mail.ts';

const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;

beforeAll(() => {
  const refused = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  Object.defineProperty(globalThis, 'localStorage', { get: refused, configurable: true });
});

afterAll(() => {
  Object.defineProperty(globalThis, 'localStorage', own);
});

it('still sends, with the rate limit off, and leaves localStorage as it found it', async () => {
  const limitRate = { throttle: 10_000 };
  await expect(sendMail(contactMessage(), { limitRate })).resolves.toEqual({ status: 200, text: 'OK' });
  await expect(sendMail(contactMessage(), { limitRate })).resolves.toEqual({ status: 200, text: 'OK' });
  expect(emailjsRequests()).toHaveLength(2);
  expect(() => localStorage).toThrow(DOMException);
});
