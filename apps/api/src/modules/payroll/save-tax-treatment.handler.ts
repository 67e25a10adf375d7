import { requireGroupAccess } from '../../kernel/access/access';
import type { Handler } from '../../kernel/handler';
import { requireGroup } from './pay-terms.service';
import { saveTax } from './payroll-choices.service';

/** POST save-tax-treatment: a plan category deducted before or after tax, recorded in the history. */
export const saveTaxTreatmentHandler: Handler<'save-tax-treatment'> = async ({ db, req, body }) => {
  const p = await requireGroupAccess({ req, db }, 'manage-pay-terms', body.group_id);
  await requireGroup(db, body.group_id);
  return saveTax(db, body, p);
};
