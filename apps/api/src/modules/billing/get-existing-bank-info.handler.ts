import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { bankView, usableInstruments } from './instruments.repository';

/** Saved bank accounts the person may reuse (the member's, and one entered in this enrollment); masked. */
export const getExistingBankInfo: Handler<'get-existing-bank-info'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const rows = await usableInstruments(db, 'bank', e.enrollment_id, e.user_id);
  return { result: rows.map(bankView) };
};
