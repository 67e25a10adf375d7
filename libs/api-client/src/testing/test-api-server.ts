import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from '../config';

/** One request the browser code sent, as the test server read it. */
export interface ApiRequest {
  /** The call name: first path segment under /api/v1 (change-filter-info/abc -> change-filter-info). */
  name: string;
  method: string;
  /** Path below /api/v1, e.g. "/change-filter-info/abc". */
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
}

export interface ApiReply {
  status: number;
  body: unknown;
}
/** A reply now, or later (a promise: to hold a call in flight while a test looks at the screen). */
export type ApiHandler = (req: ApiRequest) => ApiReply | Promise<ApiReply>;

/** A success envelope (spec §7: every answer is { status, data }). */
export const ok = (data: unknown): ApiReply => ({ status: 200, body: { status: 'success', data } });
/** An error envelope with field errors, as the server answers validation failures. */
export const fieldErrors = (...errors: [target: string, message: string][]): ApiReply => ({
  status: 400,
  body: {
    status: 'error',
    data: errors.map(([target_element, error_message]) => ({ target_element, error_message })),
  },
});

export interface TestApi {
  /** Everything received so far, oldest first. */
  calls: ApiRequest[];
  /** Answer a call by name (replaces an earlier handler for it). */
  on: (name: string, handler: ApiHandler | ApiReply) => void;
  callsTo: (name: string) => ApiRequest[];
  reset: () => void;
  close: () => Promise<void>;
}

/**
 * A real HTTP peer on 127.0.0.1 answering like /api/v1, and the api-client pointed at it. Tests
 * exercise the real fetch, envelope parsing and error mapping instead of mocking fetch.
 */
export async function startTestApi(): Promise<TestApi> {
  const handlers = new Map<string, ApiHandler>();
  const calls: ApiRequest[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://test');
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const name = path.split('/')[1] ?? '';
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = null;
      }
      const request: ApiRequest = {
        name,
        method: req.method ?? 'GET',
        path,
        query: Object.fromEntries(url.searchParams),
        body,
      };
      const cors = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': '*',
      };
      if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
      calls.push(request);
      const handler = handlers.get(name);
      const answer = handler
        ? handler(request)
        : {
            status: 404,
            body: {
              status: 'error',
              data: [{ target_element: 'form', error_message: `No test handler for ${name}` }],
            },
          };
      void Promise.resolve(answer).then((reply) =>
        res
          .writeHead(reply.status, { 'Content-Type': 'application/json', ...cors })
          .end(JSON.stringify(reply.body)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v1`, fetch: (...a) => globalThis.fetch(...a) });
  return {
    calls,
    on: (name, handler) => handlers.set(name, typeof handler === 'function' ? handler : () => handler),
    callsTo: (name) => calls.filter((c) => c.name === name),
    reset: () => {
      handlers.clear();
      calls.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
