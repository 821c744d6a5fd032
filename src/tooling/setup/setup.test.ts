import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMailConfig } from '../../../netlify/mail/config.ts';
import { envSettings, newSiteKeys, setupText } from './setup.ts';

const commandsOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('netlify env:set '))
    .map((line) => line.split(' '));

describe('npm run setup', () => {
  it('prints one netlify env:set per variable, for the deploy contexts only', () => {
    const commands = commandsOf(setupText());
    expect(commands.map((words) => words[2])).toEqual(envSettings(newSiteKeys()).map(([name]) => name));
    for (const words of commands) expect(words.slice(4)).toEqual(['--context', 'production', 'deploy-preview', 'branch-deploy']);
  });

  it('makes values the function accepts: the page and the function share the public key', () => {
    const values = Object.fromEntries(commandsOf(setupText()).map((words) => [words[2], words[3]]));
    const config = readMailConfig(values);
    expect(config.publicKey).toBe(values.VITE_MAIL_PUBLIC_KEY);
    expect(config.privateKey).toMatch(/^sk_[0-9a-f]{48}$/);
    expect(config.challenge.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes new values on each run', () => {
    const [a, b] = [newSiteKeys(), newSiteKeys()];
    expect(a.publicKey).not.toBe(b.publicKey);
    expect(a.privateKey).not.toBe(b.privateKey);
    expect(a.challengeSecret).not.toBe(b.challengeSecret);
  });

  it('names the values it cannot make', () => {
    for (const name of ['RESEND_API_KEY', 'MAIL_FROM', 'MAIL_TO']) expect(setupText()).toContain(name);
  });
});

/** The variables the Deploy to Netlify button asks for: netlify.toml's [template.environment]. */
function deployPrompts(): string[] {
  const toml = readFileSync(new URL('../../../netlify.toml', import.meta.url), 'utf8');
  const section = toml.split('\n[template.environment]\n')[1]?.split(/^\[/m)[0] ?? '';
  return [...section.matchAll(/^\s*([A-Z_]+)\s*=/gm)].map((match) => match[1]!);
}

describe('the Deploy to Netlify prompts', () => {
  it('ask for every variable the function reads (but the local-only dev outbox) and every one setup makes', () => {
    const read = new Set<string>();
    readMailConfig(new Proxy({}, { get: (_env, name) => void read.add(String(name)) }));
    read.delete('MAIL_DEV_OUTBOX');
    const prompts = deployPrompts();
    expect(prompts).toEqual(expect.arrayContaining([...read, ...envSettings(newSiteKeys()).map(([name]) => name)]));
    expect(prompts).not.toContain('MAIL_DEV_OUTBOX');
  });
});
