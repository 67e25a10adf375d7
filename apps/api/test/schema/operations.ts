import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { breakValue, sampleValid, validates, type Hints, type Schema } from './json-schema';
import type { Rng } from './random';

type Parameter = { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema: Schema };
export type Operation = {
  method: string;
  /** OpenAPI path, e.g. /api/v1/change-filter-info/{enrollment_id} */
  path: string;
  operationId: string;
  description: string;
  parameters: Parameter[];
  body?: { schema: Schema; required: boolean };
};
export type Request = {
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  body?: unknown;
  what: string;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        description?: string;
        parameters?: Parameter[];
        requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
      }
    >
  >;
};

/** Every documented /api/v1 call of the live document. */
export function operationsOf(doc: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const json = op.requestBody?.content['application/json'];
      out.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId ?? `${method} ${path}`,
        description: op.description ?? '',
        parameters: op.parameters ?? [],
        body: json && { schema: json.schema, required: op.requestBody?.required ?? false },
      });
    }
  }
  return out;
}

const isNumeric = (s: Schema): boolean =>
  [s.type].flat().some((t) => t === 'integer' || t === 'number') || !!s.anyOf?.some(isNumeric);
const PLAIN = /^\d+(\.\d+)?$/;

/** What the server makes of a query or path value: plain digits become a number where the schema is numeric. */
export function asServerSees(s: Schema, raw: string | string[]): unknown {
  if ([s.type].flat().includes('array')) return [raw].flat().map((x) => asServerSees(s.items ?? {}, x));
  if (Array.isArray(raw)) return raw;
  return isNumeric(s) && PLAIN.test(raw) ? Number(raw) : raw;
}
const toText = (v: unknown): string | string[] => (Array.isArray(v) ? v.map(String) : String(v));

function fill(op: Operation, params: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, k: string) => encodeURIComponent(params[k] ?? ''));
}

/** A request every schema of the operation accepts. */
export function validRequest(op: Operation, r: Rng, hints: Hints): Request {
  const query: Record<string, string | string[]> = {};
  const path: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === 'header') continue;
    if (!p.required && r.chance(0.4)) continue;
    const v = toText(sampleValid(p.schema, r, hints, p.name));
    if (p.in === 'path') path[p.name] = String(v);
    else query[p.name] = v;
  }
  const body = op.body ? sampleValid(op.body.schema, r, hints) : undefined;
  return { method: op.method, url: fill(op, path), query, body, what: 'valid' };
}

const QUERY_WRONG = [
  '',
  'abc',
  '0x277D',
  '1.0109e4',
  '-1',
  '1.5',
  '99999999999',
  'zz-not-an-option',
  '!!',
  '%00',
];

/** A request that breaks one documented rule (a parameter or the body), or undefined if none can. */
export function invalidRequest(op: Operation, r: Rng, hints: Hints): Request | undefined {
  const base = validRequest(op, r, hints);
  const params = op.parameters.filter((p) => p.in !== 'header');
  const targets = [...params.map((p) => ({ p })), ...(op.body ? [{ p: undefined }] : [])];
  for (let attempt = 0; attempt < 20 && targets.length; attempt++) {
    const { p } = r.pick(targets);
    if (!p) {
      const broken = breakValue(op.body!.schema, base.body, r);
      if (broken) return { ...base, body: broken.value, what: `body ${broken.what}` };
      continue;
    }
    if (p.required && r.chance(0.25)) {
      if (p.in === 'query') {
        const { [p.name]: _gone, ...rest } = base.query;
        return { ...base, query: rest, what: `without ${p.name}` };
      }
      continue;
    }
    const candidates: (string | string[])[] = [...QUERY_WRONG, ['1', '2']];
    for (const wrong of candidates.sort(() => r.next() - 0.5)) {
      if (p.in === 'path' && (wrong === '' || Array.isArray(wrong))) continue;
      // An empty query value stands for "not sent" where the schema allows it; only numbers refuse it.
      if (wrong === '' && !isNumeric(p.schema) && !p.required) continue;
      if (validates(p.schema, asServerSees(p.schema, wrong))) continue;
      if (p.in === 'path') {
        const path = Object.fromEntries(
          params
            .filter((x) => x.in === 'path')
            .map((x) => [x.name, decodeURIComponent(base.url.split('/').pop()!)]),
        );
        path[p.name] = String(wrong);
        return { ...base, url: fill(op, path), what: `${p.name}=${JSON.stringify(wrong)}` };
      }
      return {
        ...base,
        query: { ...base.query, [p.name]: wrong },
        what: `${p.name}=${JSON.stringify(wrong)}`,
      };
    }
  }
  return undefined;
}

/**
 * A client address of the generated tests' own range (198.18.0.0/15, for benchmarks), new for each
 * request: their thousands of refused requests would otherwise fill one address's per-client limits
 * and budgets (ADR 0014, 0029), and with isolate:false which suite of a worker met them first would
 * depend on the order the files ran in. The limits have suites of their own (test/attacks).
 */
export const generatedClient = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/** The request as fastify.inject options (JSON body, the client authorization header). */
export function injectOptions(
  req: Request,
  headers: Record<string, string>,
): InjectOptions & { url: string } {
  return {
    method: req.method as InjectOptions['method'],
    url: req.url,
    remoteAddress: generatedClient(),
    query: req.query,
    headers: { ...headers, ...(req.body !== undefined && { 'content-type': 'application/json' }) },
    ...(req.body !== undefined && { payload: JSON.stringify(req.body) }),
  };
}
