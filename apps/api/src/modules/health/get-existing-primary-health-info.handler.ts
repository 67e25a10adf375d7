import type { HealthInfoRecord } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { mayReadHealthAnswers } from '../../kernel/access/health-answers-access';
import { requireExistingMember } from '../../kernel/steps/existing-only';
import { memberHealthAnswers } from '../../kernel/enrollment/existing-member.repository';
import { wizardContext } from '../../kernel/steps/wizard-context';
import { openJson } from '../../kernel/crypto/data-key';

/**
 * The existing member's answers on file (null when they gave none), to prefill the step. Only the
 * member reads them; their rep or group administrator is told only that they exist, and answers
 * the questions again with the member (minimum necessary, ADR 0026).
 */
export const getExistingPrimaryHealthInfo: Handler<'get-existing-primary-health-info'> = async ({
  db,
  req,
  query,
  config,
}) => {
  const member = requireExistingMember(await wizardContext(db, query.enrollment_id));
  const sealed = await memberHealthAnswers(db, member.user_id);
  if (!sealed) return { result: null, answered: false };
  if (!(await mayReadHealthAnswers(req, db, { kind: 'member-file', ...member })))
    return { result: null, answered: true };
  return { result: openJson<HealthInfoRecord>(sealed, config.dataKey), answered: true };
};
