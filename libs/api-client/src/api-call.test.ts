import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@bs/session';
import { apiCall, buildUrl } from './api-call';
import { configureApiClient } from './config';
import { ApiFieldError, ApiNetworkError } from './errors';
import { subscribeNotifications, type Notification } from './notifications';

// A real HTTP peer on loopback that answers like /api/v1 and records what it was sent.
let server: Server;
let seen: { url: string; method: string; headers: IncomingMessage['headers']; body: string }[] = [];
let reply: (url: string) => { status: number; body: string; delayBodyMs?: number };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ url: req.url!, method: req.method!, headers: req.headers, body });
      const r = reply(req.url!);
      res.writeHead(r.status, { 'Content-Type': 'application/json' });
      res.flushHeaders();
      setTimeout(() => res.end(r.body), r.delayBodyMs ?? 0);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  configureApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v1`, basicAuth: 'web:public' });
});
afterAll(() => new Promise((ok) => server.close(ok)));
beforeEach(() => {
  seen = [];
  localStorage.clear();
  sessionStore.getState().set({ agent_id: null, group_id: null, USER_ID: null });
});

describe('apiCall', () => {
  it('unwraps a success envelope and sends the fixed and default headers', async () => {
    reply = () => ({ status: 200, body: JSON.stringify({ status: 'success', data: ['dental', 'vision'] }) });
    sessionStore.getState().set({ agent_id: 10109, group_id: 77, USER_ID: 5 });
    const data = await apiCall('get-agent-menu', { query: { agent_id: 10109 } });
    expect(data).toEqual(['dental', 'vision']);
    expect(seen[0].url).toBe('/api/v1/get-agent-menu?agent_id=10109');
    expect(seen[0].headers.authorization).toBe(`Basic ${btoa('web:public')}`);
    expect(seen[0].headers.agent_id).toBe('10109');
    expect(seen[0].headers.group_id).toBe('77');
    expect(seen[0].headers.uid).toBe('5');
  });

  it('throws the field errors of an error envelope', async () => {
    reply = () => ({
      status: 400,
      body: JSON.stringify({
        status: 'error',
        data: [{ target_element: 'primary_info.zip', error_message: 'Zip code is not valid' }],
      }),
    });
    const err = await apiCall('validate-zip-code', { query: { zip_code: '00000' } }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiFieldError);
    expect((err as ApiFieldError).forField('zip')).toBe('Zip code is not valid');
    expect((err as ApiFieldError).status).toBe(400);
  });

  it('sends JSON bodies without empty values and fills path params', async () => {
    reply = () => ({ status: 200, body: JSON.stringify({ status: 'success', data: {} }) });
    await apiCall('change-filter-info', {
      params: { enrollment_id: 'abcDEF_123-xyz7890123456' },
      body: { zip: '10001', tier: undefined, dob: '' },
    });
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].url).toBe('/api/v1/change-filter-info/abcDEF_123-xyz7890123456');
    expect(JSON.parse(seen[0].body)).toEqual({ zip: '10001' });
  });

  it('notifies and throws a network error when the server cannot be reached', async () => {
    const got: Notification[] = [];
    const stop = subscribeNotifications((n) => got.push(n));
    configureApiClient({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    try {
      await expect(apiCall('get-ticket-link')).rejects.toBeInstanceOf(ApiNetworkError);
    } finally {
      configureApiClient({ fetch: (...a) => globalThis.fetch(...a) });
      stop();
    }
    expect(got[0].title).toBe('Warning!');
  });

  it('answers a limit (429) with a calm notice and the field error, not a failure', async () => {
    const got: Notification[] = [];
    const stop = subscribeNotifications((n) => got.push(n));
    reply = () => ({
      status: 429,
      body: JSON.stringify({
        status: 'error',
        data: [{ target_element: 'form', error_message: 'Too many' }],
      }),
    });
    try {
      const err = await apiCall('get-ticket-link').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiFieldError);
      expect((err as ApiFieldError).status).toBe(429);
    } finally {
      stop();
    }
    expect(got).toEqual([
      expect.objectContaining({
        title: 'Info!',
        message:
          'Many requests came from your connection in a short time. Please wait a few minutes and try again.',
      }),
    ]);
  });

  it('treats an unreadable answer as a network-level failure', async () => {
    reply = () => ({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(apiCall('get-ticket-link')).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('stays quiet when a query is cancelled while its body is still arriving', async () => {
    const got: Notification[] = [];
    const stop = subscribeNotifications((n) => got.push(n));
    reply = () => ({ status: 200, body: JSON.stringify({ status: 'success', data: 'x' }), delayBodyMs: 300 });
    const controller = new AbortController();
    const pending = apiCall('get-ticket-link', {}, { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 100));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    stop();
    expect(got).toEqual([]);
  });

  it('builds query strings without empty values', () => {
    expect(
      buildUrl('get-featured-plans', { query: { portal_id: 1, agent_id: undefined, group_id: 77 } }),
    ).toMatch(/\/get-featured-plans\?portal_id=1&group_id=77$/);
  });
});
