import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from './appError';
import { onConfiguredHost, sameOriginFetch, sameOriginUrl } from './outbound';
import { startTrapServer, type TrapServer } from './testing/trapServer';

// The one helper every outbound request goes through (issue 38 item 3): a stand-in that redirects where the test says,
// a trap on another origin that counts what reaches it (must be 0).

let trap: TrapServer;
let upstream: Server;
let base: string;
let redirectTo: string | null = null;
let reached: string[] = [];

beforeAll(async () => {
  trap = await startTrapServer();
  upstream = createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    req.resume();
    if (req.url?.startsWith('/moved')) return res.writeHead(302, { location: '/here', 'content-length': 0 }).end();
    if (redirectTo && !req.url?.startsWith('/here')) return res.writeHead(302, { location: redirectTo, 'content-length': 0 }).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await trap.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});
beforeEach(() => {
  redirectTo = null;
  reached = [];
  trap.hits.length = 0;
});

describe('sameOriginFetch', () => {
  it('follows a redirect on the configured host', async () => {
    const res = await sameOriginFetch(`${base}/moved`, {}, base);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(reached).toEqual(['GET /moved', 'GET /here']);
  });

  it.each([
    ['without a key', {}],
    ['with an X-Api-Key', { headers: { 'x-api-key': 'secret-key' } }],
    ['with a Bearer token, as a POST', { method: 'POST', body: '{}', headers: { authorization: 'Bearer secret-token' } }],
  ])('refuses a redirect to another host %s: upstream_redirect_refused, 0 requests at the trap', async (_, init: RequestInit) => {
    redirectTo = `${trap.url}/stolen?q=1`;
    const e = await sameOriginFetch(`${base}/data`, init, base).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(AppError);
    expect(e).toMatchObject({ code: 'upstream_redirect_refused', details: { reason: 'other_origin', host: new URL(trap.url).host } });
    // the host only: not the path or query it wanted
    expect((e as Error).message).not.toContain('stolen');
    expect(trap.hits).toEqual([]);
  });

  it('refuses a request that starts on another host before sending it', async () => {
    const e = await sameOriginFetch(`${trap.url}/x`, {}, base).catch((err: unknown) => err);
    expect(e).toMatchObject({ code: 'upstream_link_refused' });
    expect(trap.hits).toEqual([]);
  });

  it('stops an endless redirect on its own host', async () => {
    redirectTo = '/loop';
    const e = await sameOriginFetch(`${base}/loop`, {}, base).catch((err: unknown) => err);
    expect(e).toMatchObject({ code: 'upstream_redirect_refused', details: { reason: 'too_many_redirects' } });
    expect(reached).toHaveLength(6);
  });
});

describe('onConfiguredHost', () => {
  it('allows the configured origin and an http -> https upgrade of the same host, nothing else', () => {
    expect(onConfiguredHost('https://api.pdok.nl/a?b', 'https://api.pdok.nl/x')).toBe(true);
    expect(onConfiguredHost('https://api.pdok.nl/a', 'http://api.pdok.nl/x')).toBe(true);
    expect(onConfiguredHost('https://api.pdok.nl:443/a', 'http://api.pdok.nl/x')).toBe(true);
    expect(onConfiguredHost('https://h.nl:8443/a', 'http://h.nl:8443/x')).toBe(true);
    // a downgrade, another port, another host, a subdomain, userinfo tricks
    expect(onConfiguredHost('http://api.pdok.nl/a', 'https://api.pdok.nl/x')).toBe(false);
    expect(onConfiguredHost('https://api.pdok.nl:8443/a', 'http://api.pdok.nl/x')).toBe(false);
    expect(onConfiguredHost('https://evil.nl/a', 'https://api.pdok.nl/x')).toBe(false);
    expect(onConfiguredHost('https://evil.api.pdok.nl/a', 'https://api.pdok.nl/x')).toBe(false);
    expect(onConfiguredHost('https://api.pdok.nl@evil.nl/a', 'https://api.pdok.nl/x')).toBe(false);
    expect(onConfiguredHost('http://api.pdok.nl/a', 'http://api.pdok.nl:8080/x')).toBe(false);
  });

  it('sameOriginUrl takes a link the same way', () => {
    expect(sameOriginUrl('/next?page=2', 'http://api.pdok.nl/x', 'a page')).toBe('http://api.pdok.nl/next?page=2');
    expect(sameOriginUrl('https://api.pdok.nl/next', 'http://api.pdok.nl/x', 'a page')).toBe('https://api.pdok.nl/next');
    expect(() => sameOriginUrl('https://evil.nl/next', 'https://api.pdok.nl/x', 'a page')).toThrow(/refused/);
  });
});
