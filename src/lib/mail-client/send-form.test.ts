import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailjsFailure, emailjsNetworkError, emailjsRequests } from '../../../mocks/emailjs.ts';
import { server } from '../../../mocks/node.ts';
import { EmailJSResponseStatus, init, sendForm } from './index.ts';
import { memoryStorage } from './memory-storage.test-utils.ts';

const KEY_REQUIRED = 'The public key is required';
const SERVICE_REQUIRED = 'The service ID is required';
const TEMPLATE_REQUIRED = 'The template ID is required';
const NOT_A_FORM = 'The 3rd parameter is expected to be the HTML form element or the style selector of the form';

function renderContactForm(email = 'jeanne@example.com'): HTMLFormElement {
  document.body.innerHTML = `
    <form id="contact">
      <input name="name" value="Jeanne Martin">
      <input name="email" value="${email}">
      <input name="phone" value="06 12 34 56 78">
      <input type="checkbox" name="newsletter" value="no">
      <input name="subject" value="Stage">
      <textarea name="message">Bonjour !</textarea>
    </form>`;
  return document.querySelector('form')!;
}

async function sentFields(index = 0): Promise<[string, FormDataEntryValue][]> {
  const form = await emailjsRequests()[index]!.request.formData();
  return [...form.entries()];
}

beforeEach(() => {
  localStorage.clear();
  init({ publicKey: 'pk_test' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('sendForm: the request', () => {
  it('posts the form fields in document order, then lib_version, service_id, template_id, user_id', async () => {
    renderContactForm();
    await expect(sendForm('service_portfolio', 'template_contact', '#contact')).resolves.toEqual({ status: 200, text: 'OK' });

    const [sent] = emailjsRequests();
    expect(sent?.endpoint).toBe('send-form');
    expect(sent?.request.url).toBe(`${location.origin}/api/v1.0/email/send-form`);
    expect(sent?.request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await sentFields()).toEqual([
      ['name', 'Jeanne Martin'],
      ['email', 'jeanne@example.com'],
      ['phone', '06 12 34 56 78'],
      ['subject', 'Stage'],
      ['message', 'Bonjour !'],
      ['lib_version', '4.4.1'],
      ['service_id', 'service_portfolio'],
      ['template_id', 'template_contact'],
      ['user_id', 'pk_test'],
    ]);
  });

  it('takes the form element itself, and appends to a same-named field rather than replacing it', async () => {
    const form = renderContactForm();
    form.insertAdjacentHTML('beforeend', '<input type="hidden" name="service_id" value="from_form">');
    await sendForm('service_portfolio', 'template_contact', form, 'pk_call');
    const fields = await sentFields();
    expect(fields.filter(([name]) => name === 'service_id')).toEqual([
      ['service_id', 'from_form'],
      ['service_id', 'service_portfolio'],
    ]);
    expect(fields.at(-1)).toEqual(['user_id', 'pk_call']);
  });

  it('rejects a non-2xx answer with its status and text', async () => {
    renderContactForm();
    server.use(emailjsFailure(503, 'Service Unavailable'));
    const failure = sendForm('service_portfolio', 'template_contact', '#contact');
    await expect(failure).rejects.toBeInstanceOf(EmailJSResponseStatus);
    await expect(failure).rejects.toEqual({ status: 503, text: 'Service Unavailable' });
  });

  it("rejects a network failure with EmailJSResponseStatus(0, 'Network Error')", async () => {
    renderContactForm();
    server.use(emailjsNetworkError());
    await expect(sendForm('service_portfolio', 'template_contact', '#contact')).rejects.toEqual({
      status: 0,
      text: 'Network Error',
    });
  });
});

describe('sendForm: the checks, in order', () => {
  it('checks the key, then the service id, then the template id, then the form', async () => {
    init({});
    await expect(sendForm('', '', '#missing')).rejects.toThrow(new Error(KEY_REQUIRED));
    await expect(sendForm('', '', '#missing', 'pk_test')).rejects.toThrow(SERVICE_REQUIRED);
    await expect(sendForm('service_portfolio', '', '#missing', 'pk_test')).rejects.toThrow(TEMPLATE_REQUIRED);
    await expect(sendForm('service_portfolio', 'template_contact', '#missing', 'pk_test')).rejects.toThrow(
      new Error(NOT_A_FORM),
    );
    document.body.innerHTML = '<div id="contact"></div>';
    await expect(sendForm('service_portfolio', 'template_contact', '#contact', 'pk_test')).rejects.toThrow(NOT_A_FORM);
    expect(emailjsRequests()).toHaveLength(0);
  });

  it('rejects an invalid selector with the DOM error', async () => {
    await expect(sendForm('service_portfolio', 'template_contact', '#')).rejects.toMatchObject({ name: 'SyntaxError' });
  });

  it('refuses a headless browser with 451 before looking up the form', async () => {
    vi.stubGlobal('navigator', { webdriver: false, languages: [] });
    init({ blockHeadless: true });
    const failure = sendForm('', '', '#');
    await expect(failure).rejects.toBeInstanceOf(EmailJSResponseStatus);
    await expect(failure).rejects.toEqual({ status: 451, text: 'Unavailable For Headless Browser' });
    expect(emailjsRequests()).toHaveLength(0);
  });

  it('lets a per-call blockHeadless false override a global true', async () => {
    vi.stubGlobal('navigator', { webdriver: true, languages: ['fr-FR'] });
    init({ publicKey: 'pk_test', blockHeadless: true });
    renderContactForm();
    await expect(sendForm('service_portfolio', 'template_contact', '#contact', { blockHeadless: false })).resolves.toEqual({
      status: 200,
      text: 'OK',
    });
  });
});

describe('sendForm: block list protection', () => {
  const blockList = { list: ['spam@example.com'], watchVariable: 'email' };

  it("refuses with 403 on the form field's value and sends nothing", async () => {
    renderContactForm('spam@example.com');
    const failure = sendForm('service_portfolio', 'template_contact', '#contact', { blockList });
    await expect(failure).rejects.toBeInstanceOf(EmailJSResponseStatus);
    await expect(failure).rejects.toEqual({ status: 403, text: 'Forbidden' });
    expect(emailjsRequests()).toHaveLength(0);
  });

  it('reads the form before the SDK fields are appended', async () => {
    renderContactForm();
    const failure = sendForm('service_portfolio', 'template_contact', '#contact', {
      blockList: { list: ['pk_test'], watchVariable: 'user_id' },
    });
    await expect(failure).resolves.toEqual({ status: 200, text: 'OK' });
  });
});

describe('sendForm: limit rate protection', () => {
  it('throttles with the default storage after init, and sends nothing the second time', async () => {
    init({ publicKey: 'pk_test', limitRate: { throttle: 10_000 } });
    renderContactForm();
    await sendForm('service_portfolio', 'template_contact', '#contact');
    await expect(sendForm('service_portfolio', 'template_contact', '#contact')).rejects.toEqual({
      status: 429,
      text: 'Too Many Requests',
    });
    expect(emailjsRequests()).toHaveLength(1);
  });

  it('uses a per-call storage provider over the global one (4.4.1 preferred the global one here)', async () => {
    const globalStorage = memoryStorage();
    const callStorage = memoryStorage({ contact: String(Date.now()) });
    init({ publicKey: 'pk_test', storageProvider: globalStorage, limitRate: { id: 'contact', throttle: 10_000 } });
    renderContactForm();
    await expect(
      sendForm('service_portfolio', 'template_contact', '#contact', { storageProvider: callStorage }),
    ).rejects.toEqual({ status: 429, text: 'Too Many Requests' });
    expect(globalStorage.data.size).toBe(0);
  });
});
