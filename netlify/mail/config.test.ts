import { describe, expect, it, vi } from 'vitest';
import { readMailConfig } from './config.ts';

describe('readMailConfig', () => {
  it('applies the documented defaults', () => {
    expect(readMailConfig({})).toMatchObject({
      publicKey: undefined,
      allowedOrigins: [],
      blockList: [],
      blockListVariable: 'email',
      throttle: { perIp: 5, windowMs: 600_000, keyIntervalMs: 1000 },
      sendTimeoutMs: 10_000,
      devOutbox: false,
    });
  });

  it('reads lists and numbers, and keeps the default for a malformed number', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = readMailConfig({
      MAIL_ALLOWED_ORIGINS: ' https://a.example/ , https://b.example',
      MAIL_BLOCK_LIST: 'Spam@Example.org,,@junk.example',
      MAIL_THROTTLE_PER_IP: 'five',
      MAIL_THROTTLE_WINDOW_S: '60',
      MAIL_THROTTLE_KEY_INTERVAL_MS: '0',
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.blockList).toEqual(['spam@example.org', '@junk.example']);
    expect(config.throttle).toEqual({ perIp: 5, windowMs: 60_000, keyIntervalMs: 0 });
    vi.restoreAllMocks();
  });
});
