import { describe, expect, it } from 'vitest';
import { emailjsRequests } from '../../../mocks/emailjs.ts';
import emailjs, { EmailJSResponseStatus, init, send, sendForm } from './index.ts';

describe('the public API', () => {
  it('offers the same members as named exports and on the default object, like the library', () => {
    expect(emailjs).toEqual({ init, send, sendForm, EmailJSResponseStatus });
  });

  it("defaults EmailJSResponseStatus to a network failure, as EmailJS's class does", () => {
    expect(new EmailJSResponseStatus()).toEqual({ status: 0, text: 'Network Error' });
    expect(new EmailJSResponseStatus(200, 'OK')).toEqual({ status: 200, text: 'OK' });
  });

  it('ignores init without options', async () => {
    init({ publicKey: 'pk_test' });
    init('');
    await send('service_portfolio', 'template_contact', {}).catch(() => undefined);
    expect(await emailjsRequests()[0]?.request.json()).toMatchObject({ user_id: 'pk_test' });
  });
});
