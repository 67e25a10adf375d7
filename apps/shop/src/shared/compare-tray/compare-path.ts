/** The compare screen's URL for these plans (`/compare?plans=1001,1002`), shareable as it is. */
export const comparePath = (planIds: readonly number[]) => `/compare?plans=${planIds.join(',')}`;

/** The plan ids of a `plans` query value: positive integers, each once, in the order given. */
export function planIdsOf(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[1-9]\d{0,8}$/.test(s))
    .map(Number);
  return [...new Set(ids)];
}
