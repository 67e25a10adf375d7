import type { Handler } from '../../kernel/handler';
import { resolveSsn } from '../../kernel/enrollment/sensitive';
import { wizardContext } from '../../kernel/steps/wizard-context';
import { knownBeneficiaries } from '../../kernel/steps/known-beneficiaries';

/**
 * One beneficiary of the add/edit form: the contract's field rules, a plausible SSN, and (with
 * enrollment_id) a masked SSN only for a beneficiary this enrollment already has.
 */
export const validateSingleBeneficiary: Handler<'validate-single-beneficiary'> = async ({
  db,
  body,
  config,
}) => {
  const known = body.enrollment_id
    ? await knownBeneficiaries(db, await wizardContext(db, body.enrollment_id))
    : new Map();
  resolveSsn(
    body.ssn,
    body.beneficiary_id ? known.get(body.beneficiary_id) : undefined,
    config.dataKey,
    'ssn',
  );
  return { status: true as const, message: 'The beneficiary is valid.' };
};
