import type { Queryable } from '../../db';

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
