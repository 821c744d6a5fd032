import { describe, expect, it } from 'vitest';
import { SEND_FORM_PATH, SEND_PATH } from '../../../src/shared/emailjs-wire.ts';
import { config } from '../../functions/mail.ts';

describe('the mail function', () => {
  // Netlify reads the function's paths as literals: they must stay the client's and the mocks'.
  it('answers on the EmailJS paths the client posts to', () => {
    expect(config.path).toEqual([SEND_PATH, SEND_FORM_PATH]);
  });
});
