import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { offeredDates, selectedDate } from '../../kernel/cart/effective-dates';

export const getCartEffectiveDates: Handler<'get-cart-effective-dates'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  return { result: offeredDates(), selected: selectedDate(e.effective_date) };
};
