import type { Rng } from './random';
import { sampleRegex } from './regex-sample';

/** The part of OpenAPI 3.0's JSON Schema that the contract's document uses. */
export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  default?: unknown;
  description?: string;
};

const typeOf = (v: unknown): string =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'number'
        ? Number.isInteger(v)
          ? 'integer'
          : 'number'
        : typeof v;

const regexCache = new Map<string, RegExp>();
const re = (p: string) => {
  let r = regexCache.get(p);
  if (!r) regexCache.set(p, (r = new RegExp(p, 'u')));
  return r;
};

/** Whether a value satisfies a schema (the subset above). */
export function validates(s: Schema, v: unknown): boolean {
  if (v === null && s.nullable) return true;
  if (s.anyOf && !s.anyOf.some((x) => validates(x, v))) return false;
  if (s.oneOf && s.oneOf.filter((x) => validates(x, v)).length !== 1) return false;
  if (s.allOf && !s.allOf.every((x) => validates(x, v))) return false;
  if (s.enum && !s.enum.some((e) => e === v)) return false;
  if (s.const !== undefined && s.const !== v) return false;
  if (s.type) {
    const t = typeOf(v);
    const ok = [s.type].flat().some((want) => want === t || (want === 'number' && t === 'integer'));
    if (!ok) return false;
  }
  if (typeof v === 'string') {
    const len = [...v].length;
    if (s.minLength !== undefined && len < s.minLength) return false;
    if (s.maxLength !== undefined && len > s.maxLength) return false;
    if (s.pattern && !re(s.pattern).test(v)) return false;
  }
  if (typeof v === 'number') {
    if (s.minimum !== undefined && (s.exclusiveMinimum === true ? v <= s.minimum : v < s.minimum))
      return false;
    if (s.maximum !== undefined && (s.exclusiveMaximum === true ? v >= s.maximum : v > s.maximum))
      return false;
    if (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum) return false;
    if (typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum) return false;
  }
  if (Array.isArray(v)) {
    if (s.minItems !== undefined && v.length < s.minItems) return false;
    if (s.maxItems !== undefined && v.length > s.maxItems) return false;
    if (s.items && !v.every((x) => validates(s.items!, x))) return false;
  }
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    for (const k of s.required ?? []) if (!(k in o)) return false;
    for (const [k, x] of Object.entries(o)) {
      const ps = s.properties?.[k];
      if (ps) {
        if (!validates(ps, x)) return false;
      } else if (s.additionalProperties === false) return false;
      else if (typeof s.additionalProperties === 'object' && !validates(s.additionalProperties, x))
        return false;
    }
  }
  return true;
}

/** Values that some fields must hold for a useful request (a real enrollment id...). */
export type Hints = Record<string, () => unknown>;

const DATE_RE_SOURCES = new Set([
  '^(0[1-9]|1[0-2])\\/(0[1-9]|[12]\\d|3[01])\\/\\d{4}$',
  '^(0[1-9]|1[0-2])/(0[1-9]|[12]\\d|3[01])/\\d{4}$',
]);
const two = (n: number) => String(n).padStart(2, '0');
const ALPHA = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];

function sampleString(s: Schema, r: Rng): string {
  const min = s.minLength ?? 0;
  // A pattern bounds the length itself (a 43-character token, say): the default cap is for free text.
  const max = s.maxLength ?? (s.pattern ? Number.POSITIVE_INFINITY : min + 24);
  if (s.pattern && DATE_RE_SOURCES.has(s.pattern))
    // A real day in the past (birth dates, onsets): the rules behind the pattern need both.
    return `${two(r.int(1, 12))}/${two(r.int(1, 28))}/${r.int(1950, 2004)}`;
  if (s.pattern) {
    for (let i = 0; i < 200; i++) {
      const v = sampleRegex(s.pattern, r);
      const len = [...v].length;
      // Blanks around a value only where the pattern itself allows them (the server trims).
      const blanksOk = s.pattern.startsWith('^\\s*');
      if (len >= min && len <= max && (blanksOk || v.trim() === v) && (min === 0 || v.trim() !== ''))
        return v;
    }
    throw new Error(`no sample for pattern ${s.pattern} within ${min}..${max}`);
  }
  const len = r.int(Math.max(min, 1), Math.max(Math.min(max, min + 16), 1));
  let v = '';
  for (let i = 0; i < len; i++) v += r.pick(ALPHA);
  return v.slice(0, max);
}

function sampleNumber(s: Schema, r: Rng, integer: boolean): number {
  let lo = s.minimum ?? (typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : 0);
  let hi = s.maximum ?? (typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : lo + 1000);
  if (s.exclusiveMinimum === true || typeof s.exclusiveMinimum === 'number') lo += integer ? 1 : 0.5;
  if (s.exclusiveMaximum === true || typeof s.exclusiveMaximum === 'number') hi -= integer ? 1 : 0.5;
  // Mostly small values (ids that exist), sometimes the edges of the range.
  const pick = r.chance(0.15) ? r.pick([lo, hi]) : lo + r.next() * Math.min(hi - lo, 1000);
  return integer ? Math.ceil(pick) : Math.round(pick * 100) / 100;
}

/**
 * `allOf` of objects (zod's intersection, e.g. billing's {enrollment_id} & a payment union) as one
 * object schema: the parts' properties and required fields together, their alternatives kept.
 */
function flattenAllOf(s: Schema): Schema {
  if (!s.allOf) return s;
  const { allOf, ...rest } = s;
  const parts = allOf.map(flattenAllOf);
  const out: Schema = { ...rest, type: 'object', properties: {}, required: [] };
  for (const p of parts) {
    Object.assign(out.properties!, p.properties);
    out.required!.push(...(p.required ?? []));
    const alts = p.oneOf ?? p.anyOf;
    if (alts) out.oneOf = alts;
  }
  return out;
}

/** A value satisfying the schema; `name` is the property it goes in (for hints). */
export function sampleValid(s: Schema, r: Rng, hints: Hints = {}, name?: string): unknown {
  const hint = name && hints[name];
  if (hint) {
    const v = hint();
    if (validates(s, v)) return v;
  }
  for (let attempt = 0; attempt < 50; attempt++) {
    const v = sampleOnce(s, r, hints);
    if (validates(s, v)) return v;
  }
  throw new Error(`could not sample ${JSON.stringify(s).slice(0, 300)}`);
}

function sampleOnce(schema: Schema, r: Rng, hints: Hints): unknown {
  const s = flattenAllOf(schema);
  const branches = s.oneOf ?? s.anyOf;
  if (branches && s.properties) {
    // An object with alternatives (oneOf beside properties): its fields, then one branch's fields.
    const { oneOf: _o, anyOf: _a, ...object } = s;
    const base = sampleOnce(object, r, hints) as Record<string, unknown>;
    const branch = r.pick(branches);
    for (const [k, ps] of Object.entries(branch.properties ?? {}))
      base[k] = sampleValid({ ...object.properties?.[k], ...ps }, r, hints, k);
    return base;
  }
  if (branches) return sampleValid(r.pick(branches), r, hints);
  if (s.enum) return r.pick(s.enum);
  if (s.const !== undefined) return s.const;
  const type = [s.type ?? (s.properties ? 'object' : 'string')].flat()[0];
  switch (type) {
    case 'string':
      return sampleString(s, r);
    case 'integer':
      return sampleNumber(s, r, true);
    case 'number':
      return sampleNumber(s, r, false);
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const min = s.minItems ?? 0;
      const n = r.int(min, Math.min(s.maxItems ?? min + 3, min + 3));
      return Array.from({ length: n }, () => sampleValid(s.items ?? {}, r, hints));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(s.required ?? []);
      for (const [k, ps] of Object.entries(s.properties ?? {})) {
        if (required.has(k) || r.chance(0.6)) out[k] = sampleValid(ps, r, hints, k);
      }
      return out;
    }
    default:
      return sampleString({}, r);
  }
}

/** Values of the wrong kind for a schema: each is tried until one breaks it. */
function wrongValues(s: Schema, r: Rng): unknown[] {
  const out: unknown[] = [null, '', true, [1], { a: 1 }, 'x!', -1, 0, 1.5, 1e21, '10109', [77]];
  if (s.enum) out.push(`${String(s.enum[0])}-not-an-option`, 99);
  if (s.pattern) out.push('\u0000', 'a'.repeat(3), '!!', ' '.repeat(3));
  if (s.maxLength !== undefined) out.push('a'.repeat(s.maxLength + 1));
  if (s.maximum !== undefined) out.push(s.maximum + 1);
  if (s.minimum !== undefined) out.push(s.minimum - 1);
  if (s.maxItems !== undefined) out.push(Array.from({ length: s.maxItems + 1 }, () => 1));
  // Shuffle so a run covers different ones.
  return out
    .map((v) => [r.next(), v] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, v]) => v);
}

/** A value that breaks the schema at `value` (the whole of it or one field), or undefined. */
export function breakValue(
  schema: Schema,
  value: unknown,
  r: Rng,
): { value: unknown; what: string } | undefined {
  const s = flattenAllOf(schema);
  const obj =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  const props = Object.entries(s.properties ?? branchProps(s, value));
  if (obj && props.length && r.chance(0.85)) {
    // One field: drop a required one, or give one a wrong value.
    const required = requiredOf(s, value).filter((k) => k in obj);
    if (required.length && r.chance(0.3)) {
      const k = r.pick(required);
      const { [k]: _gone, ...rest } = obj;
      if (!validates(s, rest)) return { value: rest, what: `without ${k}` };
    }
    const [k, ps] = r.pick(props);
    for (const wrong of wrongValues(ps, r)) {
      const next = { ...obj, [k]: wrong };
      if (!validates(ps, wrong) && !validates(s, next))
        return { value: next, what: `${k}=${JSON.stringify(wrong)}` };
    }
  }
  for (const wrong of wrongValues(s, r))
    if (!validates(s, wrong)) return { value: wrong, what: JSON.stringify(wrong) };
  return undefined;
}

function branchProps(s: Schema, value: unknown): Record<string, Schema> {
  const branch = (s.oneOf ?? s.anyOf ?? []).find((b) => validates(b, value));
  return branch?.properties ?? {};
}
function requiredOf(s: Schema, value: unknown): string[] {
  if (s.required) return s.required;
  const branch = (s.oneOf ?? s.anyOf ?? []).find((b) => validates(b, value));
  return branch?.required ?? [];
}
