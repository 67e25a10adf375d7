import type { FastifyRequest } from 'fastify';
import { isDbInt, type Queryable } from '../../db';

export type Actor = {
  eprocess: string | null;
  agent_id: number | null;
  group_id: number | null;
  user_id: number | null;
  ip: string;
};

const headerInt = (v: unknown) => {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  return isDbInt(n) ? n : null;
};

/**
 * Who made a change: the client's default headers (agent_id, group_id, uid; spec §6), the
 * enrollment's process (or an eprocess header) and the IP. The headers are claims of the client
 * deployment, recorded as sent; signed-in identities replace them when reps sign in.
 */
export function actorOf(req: FastifyRequest, eprocess: string | null): Actor {
  const h = req.headers;
  const claimed =
    typeof h.eprocess === 'string' && /^(rep|group|applicant)$/.test(h.eprocess) ? h.eprocess : null;
  return {
    eprocess: claimed ?? eprocess,
    agent_id: headerInt(h.agent_id),
    group_id: headerInt(h.group_id),
    user_id: headerInt(h.uid),
    ip: req.ip,
  };
}

/** One audit row per change: which section and what kind of change, never the values. */
export async function recordChange(
  db: Queryable,
  enrollmentId: string,
  section: string,
  action: 'save' | 'save_later' | 'delete' | 'start' | 'complete',
  who: Actor,
): Promise<void> {
  await db.query(
    `INSERT INTO enrollment_audit (enrollment_id, section, action, eprocess, agent_id, group_id, user_id, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [enrollmentId, section, action, who.eprocess, who.agent_id, who.group_id, who.user_id, who.ip],
  );
}
