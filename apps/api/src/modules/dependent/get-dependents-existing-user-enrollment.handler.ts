import type { Handler } from '../../kernel/handler';
import { requireExistingMember } from '../../kernel/steps/existing-only';
import { memberDependents } from '../../kernel/enrollment/existing-member.repository';
import { viewDependent } from '../../kernel/enrollment/stored-sections';
import { wizardContext } from '../../kernel/steps/wizard-context';

/** The existing member's dependents on file (SSNs masked, answers opened), to prefill the step. */
export const getDependentsExistingUserEnrollment: Handler<
  'get-dependents-existing-user-enrollment'
> = async ({ db, query, config }) => {
  const member = requireExistingMember(await wizardContext(db, query.enrollment_id));
  const rows = await memberDependents(db, member.user_id);
  return {
    result: {
      dependents: rows.map(({ health_enc, ...p }) =>
        viewDependent({ primary_info: { ...p, employed: '0' }, health_enc }, config.dataKey),
      ),
    },
  };
};
