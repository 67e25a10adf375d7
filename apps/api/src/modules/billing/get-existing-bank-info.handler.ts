import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { bankView, usableInstruments } from '../../kernel/payment/instruments.repository';

/** Saved bank accounts the person may reuse (the member's, and one entered in this enrollment); masked. */
export const getExistingBankInfo: Handler<'get-existing-bank-info'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const rows = await usableInstruments(db, 'bank', e.enrollment_id, e.user_id);
  return { result: rows.map(bankView) };
};
