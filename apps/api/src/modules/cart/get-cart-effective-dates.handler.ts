import type { Handler } from '../../http/handler';
import { requireEnrollment } from '../filters/enrollment.repository';
import { offeredDates, selectedDate } from './effective-dates';

export const getCartEffectiveDates: Handler<'get-cart-effective-dates'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  return { result: offeredDates(), selected: selectedDate(e.effective_date) };
};
