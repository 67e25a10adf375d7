import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { cardView, usableInstruments } from '../../kernel/payment/instruments.repository';

/** Saved cards the person may reuse (the member's, and one entered earlier in this enrollment); masked. */
export const getExistingCardInfo: Handler<'get-existing-card-info'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const rows = await usableInstruments(db, 'card', e.enrollment_id, e.user_id);
  return { result: rows.map(cardView) };
};
