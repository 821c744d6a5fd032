import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadConfig() {
  vi.resetModules();
  return (await import('./config.ts')).mailConfig;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('mailConfig', () => {
  it('reads the VITE_MAIL_* variables', async () => {
    vi.stubEnv('VITE_MAIL_PUBLIC_KEY', 'pk_dev_portfolio');
    vi.stubEnv('VITE_MAIL_SERVICE_ID', 'service_portfolio');
    vi.stubEnv('VITE_MAIL_TEMPLATE_ID', 'template_contact');
    vi.stubEnv('VITE_MAIL_ORIGIN', 'https://mail.example');
    expect(await loadConfig()).toEqual({
      publicKey: 'pk_dev_portfolio',
      serviceId: 'service_portfolio',
      templateId: 'template_contact',
      origin: 'https://mail.example',
    });
  });

  it('gives empty strings when nothing is configured', async () => {
    for (const name of ['VITE_MAIL_PUBLIC_KEY', 'VITE_MAIL_SERVICE_ID', 'VITE_MAIL_TEMPLATE_ID', 'VITE_MAIL_ORIGIN']) {
      vi.stubEnv(name, undefined);
    }
    expect(await loadConfig()).toEqual({ publicKey: '', serviceId: '', templateId: '', origin: '' });
  });
});
