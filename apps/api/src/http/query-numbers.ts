import { z } from 'zod';

type Kind = 'integer' | 'number';
type JsonSchema = { type?: string | string[]; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema> };

const PLAIN: Record<Kind, RegExp> = { integer: /^\d+$/, number: /^\d+(\.\d+)?$/ };

function numberKind(s: JsonSchema): Kind | undefined {
  const types = [s.type ?? []].flat();
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  for (const alt of s.anyOf ?? []) {
    const k = numberKind(alt);
    if (k) return k;
  }
  return undefined;
}

/**
 * Query strings and path parameters carry every value as text, while the contract declares ids
 * as numbers (so bodies take JSON numbers only). This finds the numeric keys of a query or params
 * schema once, at start, and gives a function that turns a value of plain decimal digits into a
 * number before validation. Anything else ('0x277D', '1.0109e4', '', a repeated key) is left as
 * it is, so the schema refuses it with a field error.
 */
export function plainNumbers(schema: z.ZodType): (input: unknown) => void {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const kinds = new Map<string, Kind>();
  for (const [key, prop] of Object.entries(json.properties ?? {})) {
    const kind = numberKind(prop);
    if (kind) kinds.set(key, kind);
  }
  return (input) => {
    if (!kinds.size || !input || typeof input !== 'object') return;
    const values = input as Record<string, unknown>;
    for (const [key, kind] of kinds) {
      const v = values[key];
      if (typeof v === 'string' && PLAIN[kind].test(v)) values[key] = Number(v);
    }
  };
}
