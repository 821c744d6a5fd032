import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailjsNetworkError, emailjsRequests } from '../../../mocks/emailjs.ts';
import { contactMessage } from '../../../mocks/contact-message.ts';
import { server } from '../../../mocks/node.ts';
import { SEND_PATH } from '../../shared/emailjs-wire.ts';
import { mailConfig } from './config.ts';
import { sendMail } from './send-mail.ts';

const message = contactMessage();
const SENT = { status: 200, text: 'OK' };

const headlessBrowser = () => vi.stubGlobal('navigator', { webdriver: true, languages: ['fr-FR'] });

beforeEach(() => localStorage.clear());

afterEach(() => vi.unstubAllGlobals());

describe('sendMail', () => {
  it("sends to the page's own origin with the site's key, service and template", async () => {
    await expect(sendMail(message)).resolves.toEqual(SENT);
    const [sent] = emailjsRequests();
    expect(sent?.request.url).toBe(`${location.origin}${SEND_PATH}`);
    expect(await sent?.request.json()).toMatchObject({
      user_id: mailConfig.publicKey,
      service_id: mailConfig.serviceId,
      template_id: mailConfig.templateId,
      template_params: message,
    });
  });

  it('sends to the configured origin, base path kept', async () => {
    await sendMail(message, { origin: 'https://host.example/mail' });
    expect(emailjsRequests()[0]?.request.url).toBe(`https://host.example/mail${SEND_PATH}`);
  });

  it("rejects a network failure with status 0 and 'Network Error'", async () => {
    server.use(emailjsNetworkError());
    await expect(sendMail(message)).rejects.toEqual({ status: 0, text: 'Network Error' });
  });

  it.each([
    [{ publicKey: '' }, 'The public key is required'],
    [{ serviceId: '' }, 'The service ID is required'],
    [{ templateId: '' }, 'The template ID is required'],
  ])('rejects %o with an Error that names what is missing, and nowhere to go', async (settings, text) => {
    const failure = sendMail(message, settings);
    await expect(failure).rejects.toBeInstanceOf(Error);
    await expect(failure).rejects.toThrow(text);
    await expect(failure).rejects.not.toThrow(/emailjs|https?:/i);
    expect(emailjsRequests()).toHaveLength(0);
  });
});

describe("sendMail: the SDK's protections", () => {
  it('are off unless configured', async () => {
    headlessBrowser();
    await expect(sendMail(message)).resolves.toEqual(SENT);
    await expect(sendMail(message)).resolves.toEqual(SENT);
    expect(localStorage.length).toBe(0);
  });

  it('refuse a headless browser with 451, sending nothing', async () => {
    headlessBrowser();
    await expect(sendMail(message, { blockHeadless: true })).rejects.toEqual({
      status: 451,
      text: 'Unavailable For Headless Browser',
    });
    expect(emailjsRequests()).toHaveLength(0);
  });

  it('refuse a listed value with 403, sending nothing', async () => {
    const blockList = { list: [message.email], watchVariable: 'email' };
    await expect(sendMail(message, { blockList })).rejects.toEqual({ status: 403, text: 'Forbidden' });
    expect(emailjsRequests()).toHaveLength(0);
  });

  it('refuse a second send within the throttle with 429, kept in localStorage', async () => {
    const limitRate = { throttle: 10_000 };
    await expect(sendMail(message, { limitRate })).resolves.toEqual(SENT);
    expect(localStorage.getItem(location.pathname)).toMatch(/^\d+$/);
    await expect(sendMail(message, { limitRate })).rejects.toEqual({ status: 429, text: 'Too Many Requests' });
    expect(emailjsRequests()).toHaveLength(1);
  });
});
