import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicKeyOf, SERVICE_ID, TEMPLATE_ID } from '../../shared/mail-identifiers.ts';

async function loadConfig() {
  vi.resetModules();
  return (await import('./config.ts')).mailConfig;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('mailConfig', () => {
  it("names the mail function's key, service and template, with no VITE_ setting", async () => {
    vi.stubEnv('VITE_MAIL_ORIGIN', undefined);
    expect(await loadConfig()).toEqual({
      publicKey: publicKeyOf(process.env),
      serviceId: SERVICE_ID,
      templateId: TEMPLATE_ID,
      origin: '',
    });
  });

  it('sends to the origin VITE_MAIL_ORIGIN names, base path kept, trailing slash dropped', async () => {
    vi.stubEnv('VITE_MAIL_ORIGIN', 'https://mail.example');
    expect((await loadConfig()).origin).toBe('https://mail.example');
    vi.stubEnv('VITE_MAIL_ORIGIN', 'https://host.example/mail/');
    expect((await loadConfig()).origin).toBe('https://host.example/mail');
  });
});
