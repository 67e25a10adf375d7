import type { Handler } from '../../kernel/handler';

/** The default store's bindings (spec: agent 10109, group 77) come from the default tenant. */
export const getDefaultInfo: Handler<'get-default-info'> = async ({ db }) => {
  const [t] = await db.query<{ agent_id: number; group_id: number; portal_id: number }>(
    `SELECT agent_id, group_id, portal_id FROM tenants WHERE kind = 'default' AND status = 'active' ORDER BY created_at, slug LIMIT 1`,
  );
  return {
    agent_id: t?.agent_id ?? 10109,
    group_id: t?.group_id ?? 77,
    portal_id: t?.portal_id ?? 101,
    open_type: 'user',
  };
};
