import type { CallName } from '@bs/contract';

/** A GET call as the api-client keys it in react-query: its name and its arguments. */
export interface StartupCall {
  name: CallName;
  /** Exactly as the browser keys it: numbers stay numbers. */
  args: { query?: Record<string, string | number>; params?: Record<string, string | number> };
}

/** The category menu of an agent's or a group's store (the header's, and the listing's filter). */
export const menuCall = (owner: 'agent' | 'group', id: number): StartupCall =>
  owner === 'group'
    ? { name: 'get-group-menu', args: { query: { group_id: id } } }
    : { name: 'get-agent-menu', args: { query: { agent_id: id } } };

/** The menu among a page's answers, whichever store's it is. */
export const menuOf = (calls: (StartupCall & { data: unknown })[]): string[] | undefined => {
  const menu = calls.find((c) => c.name === 'get-group-menu' || c.name === 'get-agent-menu')?.data;
  return Array.isArray(menu) ? (menu as string[]) : undefined;
};
