import type { Queryable } from '../../db';

export const WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Failures in the window for this e-mail and this IP (kept in the DB so every server instance agrees). */
export async function recentFailures(
  db: Queryable,
  email: string,
  ip: string,
): Promise<{ byEmail: number; byIp: number }> {
  const [row] = await db.query<{ by_email: number; by_ip: number }>(
    `SELECT count(*) FILTER (WHERE email = $1)::int AS by_email, count(*) FILTER (WHERE ip = $2)::int AS by_ip
     FROM continue_attempts
     WHERE NOT succeeded AND attempted_at > now() - make_interval(mins => $3) AND (email = $1 OR ip = $2)`,
    [email, ip, WINDOW_MINUTES],
  );
  return { byEmail: row?.by_email ?? 0, byIp: row?.by_ip ?? 0 };
}

export async function recordAttempt(
  db: Queryable,
  email: string,
  ip: string,
  succeeded: boolean,
): Promise<void> {
  await db.query('INSERT INTO continue_attempts (email, ip, succeeded) VALUES ($1, $2, $3)', [
    email,
    ip,
    succeeded,
  ]);
}

export type CodeMatch = {
  code_hash: string;
  expired: boolean;
  enrollment_id: string;
  saved_tab: string | null;
  eprocess: string;
  group_id: number;
  platform_group_id: number | null;
  agent_id: number;
  open_type: string | null;
  type: string | null;
};

export async function codesForEmail(db: Queryable, email: string): Promise<CodeMatch[]> {
  return db.query<CodeMatch>(
    `SELECT c.code_hash, c.expires_at <= now() AS expired, e.enrollment_id, e.saved_tab, e.eprocess, e.group_id,
            e.platform_group_id, e.agent_id, e.open_type, e.type
     FROM continue_codes c JOIN enrollments e USING (enrollment_id)
     WHERE c.email = $1 ORDER BY c.created_at DESC`,
    [email],
  );
}
