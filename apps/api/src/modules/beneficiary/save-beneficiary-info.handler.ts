import type { Handler } from '../../kernel/handler';
import { actorOf } from '../../kernel/enrollment/audit.repository';
import { saveSection } from '../../kernel/enrollment/save-section';
import { requireTab, wizardContext } from '../../kernel/steps/wizard-context';
import { checkTotal } from '../../kernel/steps/beneficiary-total';
import { dedupeBeneficiaries, storeBeneficiary } from './beneficiary-rules';
import { knownBeneficiaries } from '../../kernel/steps/known-beneficiaries';

/**
 * Saves the beneficiary list (life cover in the cart): the list replaces the saved one, exact
 * repeats count once, and the shares must total exactly 100.
 */
export const saveBeneficiaryInfo: Handler<'save-beneficiary-info'> = async ({ db, body, config, req }) =>
  db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    requireTab(ctx, 'beneficiary_info', 'Beneficiary information is not needed for this enrollment.');
    const list = dedupeBeneficiaries(body.beneficiaries);
    checkTotal(list);
    const known = await knownBeneficiaries(tx, ctx);
    const stored = list.map((b, i) => storeBeneficiary(b, known, config.dataKey, `beneficiaries.${i}.ssn`));
    await saveSection(
      tx,
      ctx.e.enrollment_id,
      'benificiary_info',
      stored,
      actorOf(req, ctx.e.eprocess, config.dataKey),
    );
    return { status: true as const, message: 'Beneficiary information saved.' };
  });
