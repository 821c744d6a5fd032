import type { ResolvedConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { requireMailEnv } from './mail-env-plugin.ts';

const COMPLETE = { VITE_MAIL_PUBLIC_KEY: 'pk', VITE_MAIL_SERVICE_ID: 'service_portfolio', VITE_MAIL_TEMPLATE_ID: 'template_contact' };

function resolve(context: string | undefined, env: Record<string, string>) {
  const warn = vi.fn();
  const config = { env, build: { ssr: false }, logger: { warn } } as unknown as ResolvedConfig;
  const hook = requireMailEnv(context).configResolved as (config: ResolvedConfig) => void;
  return { run: () => hook(config), warn };
}

describe('the build check of the contact form settings', () => {
  it('fails a Netlify build that lacks one, naming each missing variable', () => {
    const { run } = resolve('production', { VITE_MAIL_PUBLIC_KEY: 'pk' });
    expect(run).toThrow(/^VITE_MAIL_SERVICE_ID, VITE_MAIL_TEMPLATE_ID are not set: the contact form could not send/);
  });

  it('counts a blank value as missing', () => {
    expect(resolve('deploy-preview', { ...COMPLETE, VITE_MAIL_PUBLIC_KEY: ' ' }).run).toThrow(/^VITE_MAIL_PUBLIC_KEY is not set/);
  });

  it('only warns on a local build', () => {
    const { run, warn } = resolve(undefined, {});
    expect(run).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('VITE_MAIL_PUBLIC_KEY, VITE_MAIL_SERVICE_ID, VITE_MAIL_TEMPLATE_ID are not set'));
  });

  it('lets a complete build through quietly', () => {
    const { run, warn } = resolve('production', COMPLETE);
    expect(run).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});
