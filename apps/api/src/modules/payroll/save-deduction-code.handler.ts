import { requireGroupAccess } from '../../kernel/access/access';
import type { Handler } from '../../kernel/handler';
import { requireGroup } from './pay-terms.service';
import { saveCode } from './payroll-choices.service';

/** POST save-deduction-code: a plan and tier's payroll code for the group, recorded in the history. */
export const saveDeductionCodeHandler: Handler<'save-deduction-code'> = async ({ db, req, body }) => {
  const p = await requireGroupAccess({ req, db }, 'manage-pay-terms', body.group_id);
  await requireGroup(db, body.group_id);
  return saveCode(db, body, p);
};
