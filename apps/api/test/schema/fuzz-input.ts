import type { InjectOptions } from 'fastify';
import { breakValue, type Hints } from './json-schema';
import { generatedClient, validRequest, type Operation } from './operations';
import type { Rng } from './random';

/** Strings that have broken servers: SQL, HTML, control and odd unicode, numbers in text. */
export const NASTY = [
  "' OR '1'='1",
  '1; DROP TABLE enrollments;--',
  "'); SELECT pg_sleep(10);--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202eevil',
  '𝕏😀👨‍👩‍👧',
  'e\u0301\u0301\u0301\u0301',
  'Ω≈ç√∫˜µ≤≥÷',
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e308',
  '9007199254740993',
  '0x277D',
  '1.0109e4',
  '%00',
  '%E0%A4%A',
  '__proto__',
  'constructor',
];
const NASTY_VALUES: unknown[] = [
  ...NASTY,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [null],
  [[[[[]]]]],
  {},
  { $gt: '' },
];
const POLLUTION = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":1,"__proto__":{"isAdmin":true}}',
];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json, text/html',
  '*/*',
  'garbage',
];

function randomValue(r: Rng, depth = 0): unknown {
  const k = r.int(0, depth > 3 ? 3 : 6);
  if (k <= 1) return r.pick(NASTY_VALUES);
  if (k === 2) return r.int(-1e6, 1e6);
  if (k === 3) return r.pick(NASTY);
  if (k === 4) return Array.from({ length: r.int(0, 4) }, () => randomValue(r, depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = r.int(0, 4); i > 0; i--)
    o[r.pick(['a', 'id', 'enrollment_id', 'x'.repeat(r.int(1, 50)), ...NASTY])] = randomValue(r, depth + 1);
  return o;
}

/** Replaces one value somewhere inside a JSON value. */
function mutateDeep(v: unknown, r: Rng, replacement: unknown): unknown {
  if (Array.isArray(v) && v.length && r.chance(0.7)) {
    const i = r.int(0, v.length - 1);
    return v.map((x, j) => (j === i ? mutateDeep(x, r, replacement) : x));
  }
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const keys = Object.keys(v);
    if (keys.length && r.chance(0.8)) {
      const k = r.pick(keys);
      return { ...(v as object), [k]: mutateDeep((v as Record<string, unknown>)[k], r, replacement) };
    }
  }
  return replacement;
}

/** Percent-encoding that also sends a lone surrogate (as the invalid UTF-8 bytes ED A0 80). */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s].map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
}
const queryString = (query: Record<string, string | string[]>) =>
  Object.entries(query)
    .flatMap(([k, v]) => [v].flat().map((x) => `${encode(k)}=${encode(x)}`))
    .join('&');

export type FuzzCase = { what: string; options: InjectOptions & { url: string } };

/** One random hostile request to an operation. */
export function fuzzCase(op: Operation, r: Rng, hints: Hints, auth: Record<string, string>): FuzzCase {
  const base = validRequest(op, r, hints);
  let body: string | undefined = base.body === undefined ? undefined : JSON.stringify(base.body);
  let query: Record<string, string | string[]> = { ...base.query };
  let url = base.url;
  const headers: Record<string, string> = { ...auth };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const kind = r.pick([
    'deep-nasty',
    'deep-nasty',
    'broken-rule',
    'random-body',
    'truncated',
    'oversized',
    'wrong-top',
    'pollution',
    'query',
    'query',
    'headers',
    'path',
  ] as const);
  switch (kind) {
    case 'deep-nasty':
      if (base.body !== undefined) body = JSON.stringify(mutateDeep(base.body, r, r.pick(NASTY_VALUES)));
      else query = { ...query, [r.pick(Object.keys(query).concat('x'))]: r.pick(NASTY) };
      break;
    case 'broken-rule':
      if (op.body) body = JSON.stringify(breakValue(op.body.schema, base.body, r)?.value ?? null);
      break;
    case 'random-body':
      body = JSON.stringify(randomValue(r));
      headers['content-type'] = 'application/json';
      break;
    case 'truncated': {
      const text = body ?? JSON.stringify(randomValue(r));
      body = text.slice(0, r.int(0, Math.max(0, text.length - 1)));
      headers['content-type'] = 'application/json';
      break;
    }
    case 'oversized': {
      // Mostly large but under the 1 MiB limit (the schema judges it); sometimes over it (413).
      const size = r.chance(0.1) ? 1_100_000 : r.int(1_000, 120_000);
      const big = r.pick(['a', '😀', '<', "'", '\\u0000']).repeat(Math.ceil(size / 2));
      if (base.body !== undefined) body = JSON.stringify(mutateDeep(base.body, r, big));
      else query = { ...query, [r.pick(Object.keys(query).concat('x'))]: big.slice(0, r.int(100, 8_000)) };
      break;
    }
    case 'wrong-top':
      body = r.pick(['null', '[]', '[1,2]', '"text"', '1', 'true', '{}', '{"":""}', '']);
      headers['content-type'] = 'application/json';
      break;
    case 'pollution':
      body = r.pick(POLLUTION);
      headers['content-type'] = 'application/json';
      break;
    case 'query':
      for (let i = r.int(1, 4); i > 0; i--) {
        const key = r.pick([
          ...Object.keys(query),
          ...op.parameters.map((p) => p.name),
          'x',
          '__proto__',
          'a[b]',
          '',
        ]);
        query[key] = r.chance(0.3) ? [r.pick(NASTY), r.pick(NASTY)] : r.pick(NASTY);
      }
      break;
    case 'headers':
      headers['content-type'] = r.pick(CONTENT_TYPES);
      if (r.chance(0.5))
        headers['accept-language'] = r.pick(['es', 'xx-YY;q=abc', '*', ',,,;', 'es-MX,es;q=0.9', '😀']);
      if (r.chance(0.3)) headers['x-forwarded-for'] = r.pick(NASTY) || '1.2.3.4';
      if (r.chance(0.3)) headers.cookie = 'a=%ZZ; b=' + 'x'.repeat(r.int(1, 4000));
      if (r.chance(0.2)) delete headers.authorization;
      else if (r.chance(0.1))
        headers.authorization = r.pick(['Basic', 'Basic !!!', 'Bearer x', 'Basic ' + 'A'.repeat(5000)]);
      if (body === undefined && r.chance(0.5)) body = JSON.stringify(randomValue(r));
      break;
    case 'path':
      if (/\{\w+\}/.test(op.path))
        url = op.path.replace(
          /\{\w+\}/,
          encode(r.pick(NASTY.filter(Boolean)) + (r.chance(0.2) ? 'x'.repeat(600) : '')),
        );
      else query = { ...query, [r.pick(NASTY) || 'k']: r.pick(NASTY) };
      break;
  }
  return {
    what: kind,
    options: {
      method: op.method as InjectOptions['method'],
      // The query string is written here (not by inject) so that broken encodings get through.
      url: Object.keys(query).length ? `${url}?${queryString(query)}` : url,
      remoteAddress: generatedClient(),
      headers,
      ...(body !== undefined && { payload: body }),
    },
  };
}
