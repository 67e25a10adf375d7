import type { DeductionCodeView, SaveDeductionCodeBody, SaveTaxTreatmentBody } from '@bs/contract';
import type { Db } from '../../db';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../kernel/access/principal';
import {
  deleteDeductionCode,
  deductionCodeFor,
  deductionCodesOf,
  payTermsOf,
  saveDeductionCode,
  saveTaxTreatment,
  taxTreatmentOf,
} from '../../kernel/pay/pay-terms.repository';
import { recordPayTermChange } from './pay-term-changes.repository';
import { PAYROLL_MESSAGES as M } from './payroll-messages';

/**
 * A group's deduction codes and pre-tax choices (ADR 0033 phase 2): each saved through the calls
 * in one transaction with its line in the pay-terms history, before and after. The payroll file
 * and the shop read them from the store on every request (no cache), so a change shows at once.
 */

/** Sets (or, with no code, removes) a plan and tier's code; answers the code the file now writes. */
export async function saveCode(
  db: Db,
  body: SaveDeductionCodeBody,
  p: Principal,
): Promise<DeductionCodeView> {
  const [plan] = await db.query<{ category: string }>(
    `SELECT category FROM plans WHERE plan_id = $1 AND kind = 'standard'`,
    [body.plan_id],
  );
  if (!plan) throw new ApiError(422, [{ target_element: 'plan_id', error_message: M.unknownPlan }]);
  // The file's codes are capitals (payroll systems match them exactly); "den-pre" is DEN-PRE.
  const code = body.code == null ? null : body.code.toUpperCase();
  return db.transaction(async (tx) => {
    const was =
      (await deductionCodesOf(tx, body.group_id)).find(
        (c) => c.planId === body.plan_id && c.tier === body.tier,
      )?.code ?? null;
    if (code == null) await deleteDeductionCode(tx, body.group_id, body.plan_id, body.tier);
    else await saveDeductionCode(tx, body.group_id, { planId: body.plan_id, tier: body.tier, code }, p.email);
    const key = { plan_id: body.plan_id, tier: body.tier };
    await recordPayTermChange(tx, {
      groupId: body.group_id,
      accountId: p.account_id,
      who: p.email,
      piece: 'deduction_code',
      before: was == null ? null : { ...key, code: was },
      after: { ...key, code },
    });
    const terms = await payTermsOf(tx, body.group_id);
    // The tier named, or the employee-only tier's code when the code is for every tier.
    const tier = body.tier === 'ALL' ? 'IO' : body.tier;
    return { ...key, code, file_code: deductionCodeFor(terms, body.plan_id, tier, plan.category) };
  });
}

/** Sets a plan category's Section 125 choice: deducted before tax, or after. */
export async function saveTax(db: Db, body: SaveTaxTreatmentBody, p: Principal) {
  return db.transaction(async (tx) => {
    const was = await taxTreatmentOf(tx, body.group_id, body.category);
    await saveTaxTreatment(tx, body.group_id, body.category, body.pre_tax, p.email);
    await recordPayTermChange(tx, {
      groupId: body.group_id,
      accountId: p.account_id,
      who: p.email,
      piece: 'tax_treatment',
      before: was == null ? null : { category: body.category, pre_tax: was },
      after: { category: body.category, pre_tax: body.pre_tax },
    });
    return { category: body.category, pre_tax: body.pre_tax };
  });
}
