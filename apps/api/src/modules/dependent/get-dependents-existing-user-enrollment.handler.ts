import type { Handler } from '../../kernel/handler';
import { mayReadHealthAnswers } from '../../kernel/access/health-answers-access';
import { requireExistingMember } from '../../kernel/steps/existing-only';
import { memberDependents } from '../../kernel/enrollment/existing-member.repository';
import { viewDependent, withheldDependentHealth } from '../../kernel/enrollment/stored-sections';
import { wizardContext } from '../../kernel/steps/wizard-context';

/**
 * The existing member's dependents on file (SSNs masked), to prefill the step. Their health
 * answers are opened for the member only; staff see that they were answered (ADR 0026).
 */
export const getDependentsExistingUserEnrollment: Handler<
  'get-dependents-existing-user-enrollment'
> = async ({ db, req, query, config }) => {
  const member = requireExistingMember(await wizardContext(db, query.enrollment_id));
  const rows = await memberDependents(db, member.user_id);
  const dependents = rows.map(({ health_enc, ...p }) =>
    viewDependent({ primary_info: { ...p, employed: '0' }, health_enc }, config.dataKey),
  );
  const open = await mayReadHealthAnswers(req, db, { kind: 'member-file', ...member });
  return { result: { dependents: open ? dependents : dependents.map(withheldDependentHealth) } };
};
