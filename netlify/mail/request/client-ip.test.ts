import { describe, expect, it } from 'vitest';
import { clientOf } from './client-ip.ts';

describe('clientOf: whom the per-IP limit counts as one client', () => {
  it('counts an IPv4 address as itself', () => {
    expect(clientOf('192.0.2.7')).toBe('192.0.2.7');
    expect(clientOf(' 192.0.2.7 ')).toBe('192.0.2.7');
  });

  it('counts every address of an IPv6 /64 as one client, however it is written', () => {
    const written = [
      '2001:db8:1:2::a',
      '2001:DB8:1:2:0:0:0:B',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2:0:0:1.2.3.4',
    ];
    expect(new Set(written.map(clientOf))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientOf('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('fe80::1%25en0')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientOf('::FFFF:c000:207')).toBe('192.0.2.7');
    expect(clientOf('0:0:0:0:0:ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts a missing or malformed address as one unknown client', () => {
    for (const ip of [
      undefined,
      '',
      'unknown',
      '256.1.1.1',
      '01.2.3.4',
      '1.2.3',
      '2001:db8::1::2',
      '[2001:db8::1]',
      '192.0.2.7:443',
      'x'.repeat(100),
    ]) {
      expect(clientOf(ip)).toBe('unknown');
    }
  });
});
