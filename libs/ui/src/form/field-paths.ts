/**
 * Every path of a form's values in react-hook-form's dotted notation, objects and arrays included
 * ("beneficiaries", "beneficiaries.0", "beneficiaries.0.first_name"). A server error can only be
 * shown beside a field whose path exists in the values.
 */
export function fieldPaths(values: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (values === null || typeof values !== 'object') return out;
  const entries = Array.isArray(values)
    ? values.map((v, i) => [String(i), v] as const)
    : Object.entries(values as Record<string, unknown>);
  for (const [key, value] of entries) {
    const path = prefix ? `${prefix}.${key}` : key;
    out.add(path);
    fieldPaths(value, path, out);
  }
  return out;
}

/**
 * The form path a server target names: the target itself, or the target without its leading
 * sections (primary_info.first_name -> first_name; health_info.condition_questions.2.conditions.0.x
 * -> condition_questions.2.conditions.0.x), after aliases (e.g. phone -> phone_number).
 */
export function pathForTarget(
  target: string,
  paths: ReadonlySet<string>,
  alias: Readonly<Record<string, string>> = {},
): string | null {
  const parts = target.split('.');
  for (let i = 0; i < parts.length; i++) {
    const candidate = parts.slice(i).join('.');
    const named = alias[candidate] ?? candidate;
    if (paths.has(named)) return named;
  }
  return null;
}
