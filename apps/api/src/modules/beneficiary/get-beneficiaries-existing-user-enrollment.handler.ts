import type { Handler } from '../../kernel/handler';
import { requireExistingMember } from '../../kernel/steps/existing-only';
import { memberBeneficiaries } from '../../kernel/enrollment/existing-member.repository';
import { viewBeneficiary } from '../../kernel/enrollment/stored-sections';
import { wizardContext } from '../../kernel/steps/wizard-context';

/** The existing member's beneficiaries on file (SSNs masked), to prefill the step. */
export const getBeneficiariesExistingUserEnrollment: Handler<
  'get-beneficiaries-existing-user-enrollment'
> = async ({ db, query, config }) => {
  const member = requireExistingMember(await wizardContext(db, query.enrollment_id));
  const rows = await memberBeneficiaries(db, member.user_id);
  return {
    result: rows.map(({ percentage, ...b }) =>
      viewBeneficiary({ ...b, beneficiary_percentage: String(percentage) }, config.dataKey),
    ),
  };
};
