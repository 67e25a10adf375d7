import type { Handler } from '../../kernel/handler';
import { keepDraft } from '../../kernel/save-later/draft-sections';
import { requireTab, wizardContext } from '../../kernel/steps/wizard-context';

/**
 * Keeps the beneficiary list after each add, edit or delete (issue 32: a typed beneficiary is
 * never lost to a reload), as save-later keeps a draft: SSNs sealed, known ids kept. It records no
 * step save, so completion still needs the step's own Next (and checks the total again).
 */
export const keepBeneficiaryDraft: Handler<'keep-beneficiary-draft'> = async ({ db, body, config }) =>
  db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    requireTab(ctx, 'beneficiary_info', 'Beneficiary information is not needed for this enrollment.');
    await keepDraft(tx, ctx, 'benificiary_info', { beneficiaries: body.beneficiaries }, config.dataKey);
    return { status: true as const, message: 'Beneficiary list kept.' };
  });
