import { describe, expect, it, vi } from 'vitest';
import { listenHost, localNames, refusalOf } from './request-guard.ts';

// A machine on a network: its name and the addresses of its interfaces.
vi.mock('node:os', async (original) => ({
  ...(await original<typeof import('node:os')>()),
  hostname: () => 'devbox',
  networkInterfaces: () => ({
    lo: [{ address: '127.0.0.1' }, { address: '::1' }],
    eth0: [{ address: '192.168.1.20' }, { address: 'fd00::20' }],
  }),
}));

const names = localNames('127.0.0.1');
const asked = (url: string, host = 'localhost:8888', method = 'GET') => refusalOf({ method, url, host }, names);

describe('the preview refuses', () => {
  it.each([
    '//evil.example',
    '//evil.example/home',
    '/\\evil.example',
    '/en\\..\\home',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'http://evil.example/home',
    '*',
  ])('with 400 the target %s, which a redirect could turn into another site', (url) =>
    expect(asked(url)?.status).toBe(400),
  );

  it.each(['/%zz', '/%E0%A4%A', '/en/%'])('with 400 the malformed escape %s', (url) =>
    expect(asked(url)?.status).toBe(400),
  );

  it.each(['evil.example', 'evil.example:8888', '127.0.0.1.evil.example', 'localhost.evil.example', '', 'local host'])(
    'with 400 the Host %j',
    (host) => expect(asked('/home', host)?.status).toBe(400),
  );

  it.each(['TRACE', 'CONNECT', 'PROPFIND', 'TRACK'])('with 405 and the methods it takes the method %s', (method) =>
    expect(asked('/home', undefined, method)).toEqual({
      status: 405,
      text: 'Method Not Allowed',
      headers: { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' },
    }),
  );
});

describe('the preview serves', () => {
  it.each(['localhost:8888', 'LOCALHOST:8888', '127.0.0.1:8888', '[::1]:8888', 'localhost'])(
    'this machine by the name %s',
    (host) => expect(asked('/home', host)).toBeNull(),
  );

  it.each(['/', '/home', '/en/home?q=%zz', '/api/v1.0/email/send', '/caf%C3%A9'])('the path %s', (url) =>
    expect(asked(url, undefined, 'POST')).toBeNull(),
  );
});

describe('where the preview listens', () => {
  it('on 127.0.0.1 unless PREVIEW_HOST says otherwise', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ PREVIEW_HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it.each(['192.168.1.20:8888', '[fd00::20]:8888', 'devbox:8888'])(
    "listening on every interface, it answers to this machine's %s; on loopback, not",
    (host) => {
      expect(refusalOf({ method: 'GET', url: '/home', host }, localNames('0.0.0.0'))).toBeNull();
      expect(refusalOf({ method: 'GET', url: '/home', host }, localNames('::'))).toBeNull();
      expect(asked('/home', host)?.status).toBe(400);
    },
  );
});
