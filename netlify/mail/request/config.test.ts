import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_KEY } from '../../../src/shared/mail-identifiers.ts';
import { DEFAULT_MAIL_FROM, readMailConfig } from './config.ts';

describe('readMailConfig', () => {
  it('applies the documented defaults', () => {
    expect(readMailConfig({})).toMatchObject({
      publicKey: DEFAULT_PUBLIC_KEY,
      from: DEFAULT_MAIL_FROM,
      allowedOrigins: [],
      blockList: [],
      challenge: { mode: 'hold', secret: undefined },
      throttle: { perIp: 5, windowMs: 600_000, keyIntervalMs: 1000, perClientDay: 3, clientsPerHour: 4 },
      dailyLimit: 100,
      sendTimeoutMs: 10_000,
      retry: { minDelayMs: 60_000 },
      keep: { sent: 30 * 86_400_000, held: 7 * 86_400_000, failed: 90 * 86_400_000 },
      heldCap: { count: 1000, bytes: 20 * 1024 * 1024 },
      attachments: {
        maxTotalBytes: 2 * 1024 * 1024,
        maxFiles: 3,
      },
      devOutbox: false,
    });
  });

  it('reads the retry, retention and attachment settings', () => {
    const config = readMailConfig({
      MAIL_RETRY_MIN_DELAY_S: '0',
      MAIL_KEEP_DAYS: '7',
      MAIL_KEEP_HELD_DAYS: '2',
      MAIL_KEEP_FAILED_DAYS: '365',
      MAIL_ATTACHMENTS_MAX_KB: '10',
      MAIL_ATTACHMENTS_MAX_FILES: '0',
    });
    expect(config.retry).toEqual({ minDelayMs: 0 });
    expect(config.keep).toEqual({ sent: 7 * 86_400_000, held: 2 * 86_400_000, failed: 365 * 86_400_000 });
    expect(config.attachments).toEqual({ maxTotalBytes: 10_240, maxFiles: 0 });
  });

  it('reads MAIL_CHALLENGE and keeps hold for a value it does not know', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readMailConfig({ MAIL_CHALLENGE: ' Require ', MAIL_CHALLENGE_SECRET: 's3cret' }).challenge).toEqual({
      mode: 'require',
      secret: 's3cret',
    });
    expect(readMailConfig({ MAIL_CHALLENGE: 'off' }).challenge.mode).toBe('off');
    expect(readMailConfig({ MAIL_CHALLENGE: 'of' }).challenge.mode).toBe('hold');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('MAIL_CHALLENGE="of"'));
    vi.restoreAllMocks();
  });

  it("sends from Resend's test sender unless MAIL_FROM names another", () => {
    expect(DEFAULT_MAIL_FROM).toMatch(/<onboarding@resend\.dev>$/);
    expect(readMailConfig({ MAIL_FROM: ' ' }).from).toBe(DEFAULT_MAIL_FROM);
    expect(readMailConfig({ MAIL_FROM: 'Camille <contact@camille.example>' }).from).toBe(
      'Camille <contact@camille.example>',
    );
  });

  it('derives the challenge secret from the Resend key, unless MAIL_CHALLENGE_SECRET is set', () => {
    const secretFor = (env: Record<string, string>) => readMailConfig(env).challenge.secret;
    const derived = secretFor({ RESEND_API_KEY: 're_owner_key' });
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    // Every instance of the function derives the same one, so each verifies the others' challenges.
    expect(secretFor({ RESEND_API_KEY: 're_owner_key' })).toBe(derived);
    expect(secretFor({ RESEND_API_KEY: 're_other_key' })).not.toBe(derived);
    expect(derived).not.toContain('re_owner_key');
    expect(secretFor({ RESEND_API_KEY: 're_owner_key', MAIL_CHALLENGE_SECRET: 's3cret' })).toBe('s3cret');
    expect(secretFor({})).toBeUndefined();
  });

  it('reads lists and numbers, and keeps the default for a malformed number', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = readMailConfig({
      MAIL_ALLOWED_ORIGINS: ' https://a.example/ , https://b.example',
      MAIL_BLOCK_LIST: 'Spam@Example.org,,@junk.example',
      MAIL_THROTTLE_PER_IP: 'five',
      MAIL_THROTTLE_WINDOW_S: '60',
      MAIL_THROTTLE_KEY_INTERVAL_MS: '0',
      MAIL_DAILY_LIMIT: '0',
      MAIL_DAILY_PER_CLIENT: '1x',
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.blockList).toEqual(['spam@example.org', '@junk.example']);
    expect(config.throttle).toMatchObject({ perIp: 5, windowMs: 60_000, keyIntervalMs: 0, perClientDay: 3 });
    expect(config.dailyLimit).toBe(0);
    vi.restoreAllMocks();
  });
});
