import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailjsFailure, emailjsNetworkError, emailjsRequests } from '../../../mocks/emailjs.ts';
import { server } from '../../../mocks/node.ts';
import { EmailJSResponseStatus, init, send } from './index.ts';
import { memoryStorage } from './memory-storage.test-utils.ts';
import { contactMessage } from '../../../mocks/contact-message.ts';

const KEY_REQUIRED = 'The public key is required';
const SERVICE_REQUIRED = 'The service ID is required';
const TEMPLATE_REQUIRED = 'The template ID is required';
const PARAMS_NOT_OBJECT = 'The template params have to be an object';

const message = contactMessage();

function headlessBrowser() {
  vi.stubGlobal('navigator', { webdriver: true, languages: ['fr-FR'] });
}

beforeEach(() => {
  localStorage.clear();
  init({ publicKey: 'pk_test' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('send: the request', () => {
  it("posts EmailJS's JSON body, keys in order, to the page's own origin", async () => {
    await expect(send('service_portfolio', 'template_contact', message)).resolves.toEqual({ status: 200, text: 'OK' });

    const [sent] = emailjsRequests();
    expect(sent?.endpoint).toBe('send');
    expect(sent?.request.url).toBe(`${location.origin}/api/v1.0/email/send`);
    expect(sent?.request.method).toBe('POST');
    expect(await sent?.request.text()).toBe(
      JSON.stringify({
        lib_version: '4.4.1',
        user_id: 'pk_test',
        service_id: 'service_portfolio',
        template_id: 'template_contact',
        template_params: message,
      }),
    );
  });

  it('sends one header, the JSON content type without charset', async () => {
    await send('service_portfolio', 'template_contact', message);
    const headers = [...(emailjsRequests()[0]?.request.headers ?? [])];
    expect(headers).toEqual([['content-type', 'application/json']]);
  });

  it('leaves template_params out when there are none', async () => {
    server.use(http.post('*/api/v1.0/email/send', async ({ request }) => HttpResponse.text(await request.text())));
    const result = await send('service_portfolio', 'template_contact');
    expect(result.text).toBe('{"lib_version":"4.4.1","user_id":"pk_test","service_id":"service_portfolio","template_id":"template_contact"}');
  });

  it('uses a per-call public key over the global one', async () => {
    await send('service_portfolio', 'template_contact', message, 'pk_call');
    expect(await emailjsRequests()[0]?.request.json()).toMatchObject({ user_id: 'pk_call' });
  });
});

describe('send: the origin', () => {
  it("is init's second argument", async () => {
    init({ publicKey: 'pk_test' }, 'https://mail.example/');
    await send('service_portfolio', 'template_contact', message);
    expect(emailjsRequests()[0]?.request.url).toBe('https://mail.example/api/v1.0/email/send');
  });

  it("is options.origin over init's second argument", async () => {
    init({ publicKey: 'pk_test', origin: 'https://options.example' }, 'https://argument.example');
    await send('service_portfolio', 'template_contact', message);
    expect(emailjsRequests()[0]?.request.url).toBe('https://options.example/api/v1.0/email/send');
  });

  it('may be set per call, and keeps a base path', async () => {
    await send('service_portfolio', 'template_contact', message, { origin: 'https://host.example/mail/' });
    expect(emailjsRequests()[0]?.request.url).toBe('https://host.example/mail/api/v1.0/email/send');
  });
});

describe('send: the answer', () => {
  it.each([
    [400, 'The service ID is invalid'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
  ])('rejects a %i with EmailJSResponseStatus(status, body text)', async (status, text) => {
    server.use(emailjsFailure(status, text));
    const failure = send('service_portfolio', 'template_contact', message);
    await expect(failure).rejects.toBeInstanceOf(EmailJSResponseStatus);
    await expect(failure).rejects.toEqual({ status, text });
  });

  it('rejects what the mail API refuses, with its text', async () => {
    await expect(send('service_portfolio', 'template_contact', { ...message, email: 'pas-une-adresse' })).rejects.toEqual({
      status: 422,
      text: "email: L'adresse email n'est pas valide.",
    });
  });

  it("rejects a network failure with EmailJSResponseStatus(0, 'Network Error') (4.4.1 gave a TypeError)", async () => {
    server.use(emailjsNetworkError());
    const failure = send('service_portfolio', 'template_contact', message);
    await expect(failure).rejects.toBeInstanceOf(EmailJSResponseStatus);
    await expect(failure).rejects.toEqual({ status: 0, text: 'Network Error' });
  });
});

describe('send: the checks, in order', () => {
  it('rejects with an Error carrying EmailJS text (4.4.1 rejected with a bare string)', async () => {
    init({});
    const failure = send('service_portfolio', 'template_contact', message);
    await expect(failure).rejects.toBeInstanceOf(Error);
    await expect(failure).rejects.toThrow(KEY_REQUIRED);
  });

  it('checks the key, then the service id, then the template id, then the params', async () => {
    init({});
    await expect(send('', '', [] as never)).rejects.toThrow(KEY_REQUIRED);
    await expect(send('', '', [] as never, 'pk_test')).rejects.toThrow(SERVICE_REQUIRED);
    await expect(send('service_portfolio', '', [] as never, 'pk_test')).rejects.toThrow(TEMPLATE_REQUIRED);
    await expect(send('service_portfolio', 'template_contact', [] as never, 'pk_test')).rejects.toThrow(PARAMS_NOT_OBJECT);
    await expect(send('service_portfolio', 'template_contact', 'name=J' as never, 'pk_test')).rejects.toThrow(PARAMS_NOT_OBJECT);
    expect(emailjsRequests()).toHaveLength(0);
  });

  it('fails like a production build with no configuration', async () => {
    init({ publicKey: '' });
    await expect(send('', '', message)).rejects.toThrow(KEY_REQUIRED);
    await expect(send('', '', message, 'pk_test')).rejects.toThrow(SERVICE_REQUIRED);
  });

  it('checks the block list settings before the limit rate settings', async () => {
    const failure = send('service_portfolio', 'template_contact', message, {
      blockList: { list: 'x' as never, watchVariable: 'email' },
      limitRate: { throttle: -1 },
    });
    await expect(failure).rejects.toThrow(new Error('The BlockList list has to be an array'));
    await expect(send('service_portfolio', 'template_contact', message, { limitRate: { throttle: -1 } })).rejects.toThrow(
      new Error('The LimitRate throttle has to be a positive number'),
    );
    await expect(
      send('service_portfolio', 'template_contact', message, { limitRate: { throttle: 1000, id: 3 as never } }),
    ).rejects.toThrow(new Error('The LimitRate ID has to be a non-empty string'));
  });
});

describe('send: headless protection', () => {
  it("refuses a headless browser with 451 before any other check, and sends nothing", async () => {
    headlessBrowser();
    init({ blockHeadless: true });
    const failure = send('', '', [] as never);
    await expect(failure).rejects.toBeInstanceOf(EmailJSResponseStatus);
    await expect(failure).rejects.toEqual({ status: 451, text: 'Unavailable For Headless Browser' });
    expect(emailjsRequests()).toHaveLength(0);
  });

  it('is off unless configured', async () => {
    headlessBrowser();
    await expect(send('service_portfolio', 'template_contact', message)).resolves.toEqual({ status: 200, text: 'OK' });
  });

  it('can be switched on per call', async () => {
    headlessBrowser();
    await expect(send('service_portfolio', 'template_contact', message, { blockHeadless: true })).rejects.toEqual({
      status: 451,
      text: 'Unavailable For Headless Browser',
    });
  });

  it('can be switched off per call when on globally (4.4.1 ignored a per-call false)', async () => {
    headlessBrowser();
    init({ publicKey: 'pk_test', blockHeadless: true });
    await expect(send('service_portfolio', 'template_contact', message, { blockHeadless: false })).resolves.toEqual({
      status: 200,
      text: 'OK',
    });
  });
});

describe('send: block list protection', () => {
  const blockList = { list: ['spam@example.com'], watchVariable: 'email' };

  it('refuses a listed value with 403 and sends nothing', async () => {
    init({ publicKey: 'pk_test', blockList });
    const failure = send('service_portfolio', 'template_contact', { ...message, email: 'spam@example.com' });
    await expect(failure).rejects.toBeInstanceOf(EmailJSResponseStatus);
    await expect(failure).rejects.toEqual({ status: 403, text: 'Forbidden' });
    expect(emailjsRequests()).toHaveLength(0);
  });

  it('lets other values through', async () => {
    await expect(send('service_portfolio', 'template_contact', message, { blockList })).resolves.toEqual({
      status: 200,
      text: 'OK',
    });
  });

  it('fires before the limit rate, which then records nothing', async () => {
    const storage = memoryStorage();
    const failure = send('service_portfolio', 'template_contact', { ...message, email: 'spam@example.com' }, {
      blockList,
      limitRate: { throttle: 10_000 },
      storageProvider: storage,
    });
    await expect(failure).rejects.toEqual({ status: 403, text: 'Forbidden' });
    expect(storage.data.size).toBe(0);
  });
});

describe('send: limit rate protection', () => {
  it('throttles after init with the default localStorage provider (4.4.1 dropped it, so never throttled)', async () => {
    init({ publicKey: 'pk_test', limitRate: { throttle: 10_000 } });
    await expect(send('service_portfolio', 'template_contact', message)).resolves.toEqual({ status: 200, text: 'OK' });
    expect(localStorage.getItem(location.pathname)).toMatch(/^\d+$/);

    const second = send('service_portfolio', 'template_contact', message);
    await expect(second).rejects.toBeInstanceOf(EmailJSResponseStatus);
    await expect(second).rejects.toEqual({ status: 429, text: 'Too Many Requests' });
    expect(emailjsRequests()).toHaveLength(1);
  });

  it('uses up the window even when the send fails, as EmailJS does', async () => {
    server.use(emailjsFailure(500, 'Internal Server Error', { once: true }));
    const options = { limitRate: { id: 'contact', throttle: 10_000 } };
    await expect(send('service_portfolio', 'template_contact', message, options)).rejects.toMatchObject({ status: 500 });
    await expect(send('service_portfolio', 'template_contact', message, options)).rejects.toMatchObject({ status: 429 });
  });

  it('can be turned off per call with throttle 0', async () => {
    init({ publicKey: 'pk_test', limitRate: { throttle: 10_000 } });
    await send('service_portfolio', 'template_contact', message);
    await expect(send('service_portfolio', 'template_contact', message, { limitRate: { throttle: 0 } })).resolves.toEqual({
      status: 200,
      text: 'OK',
    });
  });

  it('is off unless configured', async () => {
    await send('service_portfolio', 'template_contact', message);
    await expect(send('service_portfolio', 'template_contact', message)).resolves.toEqual({ status: 200, text: 'OK' });
    expect(localStorage.length).toBe(0);
  });

  it('uses a per-call storage provider over the global one', async () => {
    const globalStorage = memoryStorage();
    const callStorage = memoryStorage();
    init({ publicKey: 'pk_test', storageProvider: globalStorage, limitRate: { id: 'contact', throttle: 10_000 } });
    await send('service_portfolio', 'template_contact', message, { storageProvider: callStorage });
    expect(callStorage.data.has('contact')).toBe(true);
    expect(globalStorage.data.size).toBe(0);
  });
});
