import type { HealthInfoRecord } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { fieldError } from '../../http/errors';
import { NOT_ALLOWED, requireMemberAccess, requirePrincipal } from '../../kernel/access/access';
import { openJson } from '../../kernel/crypto/data-key';

/**
 * GET get-eoi-case-answers (ADR 0035's table, ADR 0039): the EOI answers sealed with a case. The
 * member reads their own; the rep whose book holds the member and the platform administrator read
 * them to record the carrier's decision, so only while the case is pending; a group's
 * administrator never (access rule 'read-eoi-answers'). An unknown case is 403 like another book's.
 */
export const getEoiCaseAnswers: Handler<'get-eoi-case-answers'> = async ({ db, req, query, config }) => {
  await requirePrincipal({ req, db });
  const [c] = await db.query<{
    member_user_id: number;
    status: string;
    plan_name: string;
    answers_enc: string | null;
  }>(
    `SELECT e.member_user_id, e.status, p.name AS plan_name, e.answers_enc
       FROM eoi_cases e JOIN plans p ON p.plan_id = e.plan_id WHERE e.case_id = $1`,
    [query.case_id],
  );
  if (!c) throw fieldError(403, 'session', NOT_ALLOWED);
  const { principal } = await requireMemberAccess({ req, db }, 'read-eoi-answers', c.member_user_id);
  if (principal.kind !== 'member' && c.status !== 'pending') throw fieldError(403, 'session', NOT_ALLOWED);
  return {
    case_id: query.case_id,
    plan_name: c.plan_name,
    answers: c.answers_enc ? openJson<HealthInfoRecord>(c.answers_enc, config.dataKey) : null,
  };
};
