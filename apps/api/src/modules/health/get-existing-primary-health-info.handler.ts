import type { HealthInfoRecord } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { requireExistingMember } from '../../kernel/steps/existing-only';
import { memberHealthAnswers } from '../../kernel/enrollment/existing-member.repository';
import { wizardContext } from '../../kernel/steps/wizard-context';
import { openJson } from '../../kernel/crypto/data-key';

/** The existing member's answers on file (null when they gave none), to prefill the step. */
export const getExistingPrimaryHealthInfo: Handler<'get-existing-primary-health-info'> = async ({
  db,
  query,
  config,
}) => {
  const member = requireExistingMember(await wizardContext(db, query.enrollment_id));
  const sealed = await memberHealthAnswers(db, member.user_id);
  return { result: sealed ? openJson<HealthInfoRecord>(sealed, config.dataKey) : null };
};
