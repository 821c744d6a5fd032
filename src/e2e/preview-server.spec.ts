/**
 * `npm run preview` is safe to leave running: what it answers to requests no page of the site
 * makes, and who can reach it. Raw HTTP, so the target, the Host and the method go as written.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import { baseURL } from './servers.ts';

const port = Number(new URL(baseURL).port);

/** The preview's answer to `method path` with `host` as the Host header. */
function ask(
  path: string,
  { method = 'GET', host = `localhost:${port}` } = {},
): Promise<{ status: number; location?: string; allow?: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, method, path, headers: { Host: host } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode!, location: response.headers.location, allow: response.headers.allow });
    })
      .on('error', reject)
      .end();
  });
}

/** Whether a TCP connection to the preview's port at `address` is taken. */
const reachable = (address: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: address, port });
    socket
      .once('error', () => resolve(false))
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      });
  });

test('a path that names another site is refused, never redirected to it', async () => {
  for (const path of ['//evil.example', '//evil.example/', '/\\evil.example', '/%2F%2Fevil.example/home'])
    expect(await ask(path)).toEqual({ status: 400 });
});

test('a malformed escape is refused with 400, not failed on', async () => {
  for (const path of ['/%zz', '/%E0%A4%A']) expect((await ask(path)).status).toBe(400);
});

test("a Host that is not this machine's is refused; loopback's names are served", async () => {
  for (const host of ['evil.example', `evil.example:${port}`]) expect((await ask('/home', { host })).status).toBe(400);
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
    expect((await ask('/home', { host })).status).toBe(200);
});

test('a method no file or function takes gets 405 and the methods there are', async () => {
  for (const method of ['TRACE', 'PROPFIND'])
    expect(await ask('/home', { method })).toEqual({
      status: 405,
      allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    });
});

test('it listens on 127.0.0.1 alone', async () => {
  const others = Object.values(networkInterfaces())
    .flatMap((addresses) => addresses?.map(({ address }) => address) ?? [])
    .filter((address) => address !== '127.0.0.1');
  expect(await reachable('127.0.0.1')).toBe(true);
  for (const address of others) expect(await reachable(address), address).toBe(false);
});
