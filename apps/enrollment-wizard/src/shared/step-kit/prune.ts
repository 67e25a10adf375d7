const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Drops empty values at every depth (spec §5: "empty or null payload fields are dropped before
 * sending"). Array entries stay where they are, emptied rather than removed, so the indexes in the
 * server's error targets still name the rows the person sees.
 */
export function prune<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => (isPlain(v) || Array.isArray(v) ? prune(v) : v)) as T;
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (isBlank(v)) continue;
    out[k] = isPlain(v) || Array.isArray(v) ? prune(v) : typeof v === 'string' ? v.trim() : v;
  }
  return out as T;
}

function isPlain(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
