import { randomBytes } from 'node:crypto';
// A small closed-loop HTTP/1.1 load generator over raw keep-alive sockets (what autocannon does):
// each connection sends a request, waits for the whole answer, records its latency and sends the
// next. Lighter than node:http per request, so the client's own cost disturbs the server less.
// Loopback only; every run is bounded by its deadline.
import { connect } from 'node:net';

export const AUTH = `Basic ${Buffer.from('benefit-store-web:public').toString('base64')}`;

/** Percentile (0-100) of a sorted array of numbers, nearest rank. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function encode({ method = 'GET', path, body, headers = {} }) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const head =
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${AUTH}\r\nAccept-Language: en\r\n` +
    Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('') +
    (payload ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` : '') +
    '\r\n';
  return head + payload;
}

/** One keep-alive connection; `send` resolves with { status, body, ms } of one request. */
class Connection {
  constructor(port) {
    this.port = port;
    this.socket = undefined;
    this.buffer = Buffer.alloc(0);
    this.pending = undefined;
  }

  open() {
    return new Promise((resolve, reject) => {
      const s = connect({ host: '127.0.0.1', port: this.port }, () => resolve());
      s.setNoDelay(true);
      s.on('error', (err) => {
        if (this.socket !== s) return;
        if (this.pending) this.pending.reject(err);
        this.pending = undefined;
        reject(err);
      });
      s.on('close', () => {
        if (this.socket !== s) return;
        this.socket = undefined;
        if (this.pending) this.pending.reject(new Error('connection closed'));
        this.pending = undefined;
      });
      s.on('data', (chunk) => {
        if (this.socket === s) this.onData(chunk);
      });
      this.socket = s;
      this.buffer = Buffer.alloc(0);
    });
  }

  onData(chunk) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    if (!this.pending) return;
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) {
      this.pending.reject(new Error(`answer without content-length (status ${status})`));
      this.pending = undefined;
      this.socket?.destroy();
      return;
    }
    const total = end + 4 + Number(length[1]);
    if (this.buffer.length < total) return;
    const body = this.buffer.subarray(end + 4, total);
    this.buffer = this.buffer.subarray(total);
    const p = this.pending;
    this.pending = undefined;
    p.resolve({ status, body, ms: Number(process.hrtime.bigint() - p.started) / 1e6 });
  }

  async send(request) {
    if (!this.socket) await this.open();
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, started: process.hrtime.bigint() };
      this.socket.write(encode(request));
    });
  }

  close() {
    const s = this.socket;
    this.socket = undefined;
    if (this.pending) this.pending.reject(new Error('connection closed'));
    this.pending = undefined;
    s?.destroy();
  }
}

/**
 * Runs `connections` closed loops until `seconds` have passed. `next(i, n)` gives connection i's
 * n-th request ({ method, path, body }); `check(request, answer)` may throw to count an error.
 * Answers: { count, seconds, rps, latencies (sorted ms), statuses (Map), errors, samples } where
 * samples are [secondsSinceStart, ms, request.label] (for per-minute and per-call percentiles).
 */
export async function runLoad({ port, connections, seconds, next, check, keepSamples = false }) {
  const latencies = [];
  const samples = [];
  const statuses = new Map();
  const errors = new Map();
  const started = process.hrtime.bigint();
  const deadline = Date.now() + seconds * 1000;
  const loop = async (i) => {
    const conn = new Connection(port);
    try {
      for (let n = 0; Date.now() < deadline; n++) {
        const request = next(i, n);
        let answer;
        try {
          answer = await conn.send(request);
        } catch (err) {
          count(errors, `${request.method ?? 'GET'} ${request.path.split('?')[0]}: ${err.message}`);
          conn.close();
          await new Promise((r) => setTimeout(r, 10));
          continue;
        }
        count(statuses, answer.status);
        try {
          check?.(request, answer);
        } catch (err) {
          count(errors, `${request.method ?? 'GET'} ${request.path.split('?')[0]}: ${err.message}`);
          continue;
        }
        latencies.push(answer.ms);
        if (keepSamples)
          samples.push([Number(process.hrtime.bigint() - started) / 1e9, answer.ms, request.label]);
      }
    } finally {
      conn.close();
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    latencies,
    statuses,
    errors,
    samples,
  };
}

const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

/** One request through a fresh connection (set-up calls); answers { status, json }. */
export async function callOnce(port, request) {
  const conn = new Connection(port);
  try {
    const { status, body } = await conn.send(request);
    return { status, json: JSON.parse(body.toString('utf8')) };
  } finally {
    conn.close();
  }
}

/**
 * A browser's enrollment key cookie (ADR 0013): an applicant's enrollment answers only to the
 * browser that started it, so a benchmark's shoppers send one key, as one browser would.
 */
export const benchBrowserCookie = () => `bs_ek=${randomBytes(32).toString('base64url')}`;

/** A demo account signed in through the real sign-in call: its session cookie. */
export async function signInAs(port, email, password) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/sign-in`, {
    method: 'POST',
    headers: { authorization: AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  // Sign-in also sets the trusted-device cookie (ADR 0014): take the session's among them.
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('bs_session='));
  if (!cookie) throw new Error('sign-in answered no session cookie');
  return cookie.split(';')[0];
}

/**
 * The demo rep of agent 10109 (Jordan Avery, who serves group 77): the session cookie for calls
 * only a rep may make (the member search, the quote preview, the census).
 */
export const signInDemoRep = (port) =>
  signInAs(port, 'jordan.avery@summit-benefits.example', 'demo-rep-10109');

/**
 * The benchmarks' shopper: 40 in Atlanta, Member Only, in agent 10109's group 77; `eprocess`
 * says who starts the enrollment (an applicant's browser, or the signed-in rep).
 */
export const startEnrollmentRequest = (eprocess = 'applicant') => ({
  method: 'POST',
  path: '/api/v1/add-filter-for-new-user',
  body: { zip: '30301', dob: '04/18/1986', gender: 0, tier: 'IO', eprocess, agent_id: 10109, group_id: 77 },
});
