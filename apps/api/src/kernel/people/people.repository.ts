import { isDbInt, type Queryable } from '../../db';
import { notFound } from '../../http/errors';

export type AgentRow = { agent_id: number; first_name: string; last_name: string; agent_code: string };
export type GroupRow = { group_id: number; name: string; code: string };

// Ids above the integer range cannot exist: answer "not found" without asking the database.
export async function findAgent(db: Queryable, agentId: number): Promise<AgentRow | undefined> {
  if (!isDbInt(agentId)) return undefined;
  const [row] = await db.query<AgentRow>(
    'SELECT agent_id, first_name, last_name, agent_code FROM agents WHERE agent_id = $1',
    [agentId],
  );
  return row;
}

export async function findGroup(db: Queryable, groupId: number): Promise<GroupRow | undefined> {
  if (!isDbInt(groupId)) return undefined;
  const [row] = await db.query<GroupRow>('SELECT group_id, name, code FROM groups WHERE group_id = $1', [
    groupId,
  ]);
  return row;
}

export async function requireAgent(db: Queryable, agentId: number, field = 'agent_id'): Promise<AgentRow> {
  const agent = await findAgent(db, agentId);
  if (!agent) throw notFound(field, `Agent ${agentId} was not found.`);
  return agent;
}

export async function requireGroup(db: Queryable, groupId: number, field = 'group_id'): Promise<GroupRow> {
  const group = await findGroup(db, groupId);
  if (!group) throw notFound(field, `Group ${groupId} was not found.`);
  return group;
}

export async function findPortal(db: Queryable, portalId: number) {
  if (!isDbInt(portalId)) return undefined;
  const [row] = await db.query<{ portal_id: number; agent_id: number }>(
    'SELECT portal_id, agent_id FROM portals WHERE portal_id = $1',
    [portalId],
  );
  return row;
}
