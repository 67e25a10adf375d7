import { requireGroupAccess } from '../../kernel/access/access';
import type { Handler } from '../../kernel/handler';
import { requireGroup } from './pay-terms.service';
import { buildPayrollFile, renderPayrollFile } from './payroll-file.service';

/** POST build-payroll-file: builds, logs and returns the deduction file of one pay date. */
export const buildPayrollFileHandler: Handler<'build-payroll-file'> = async ({ db, req, body, lang }) => {
  const p = await requireGroupAccess({ req, db }, 'manage-pay-terms', body.group_id);
  await requireGroup(db, body.group_id);
  const built = await buildPayrollFile(db, {
    groupId: body.group_id,
    payDate: body.pay_date,
    mode: body.mode,
    by: p.email,
  });
  const file = await renderPayrollFile(built, body.format, lang);
  const c = built.counts;
  return {
    file_id: built.fileId,
    file_name: file.name,
    media_type: file.type,
    content_base64: file.body.toString('base64'),
    counts: {
      lines: c.lines,
      new: c.new,
      changed: c.changed,
      stopped: c.stopped,
      employee_cents: c.employeeCents,
      employer_cents: c.employerCents,
    },
  };
};
