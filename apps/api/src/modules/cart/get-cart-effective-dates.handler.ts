import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { offeredDates, selectedDate } from '../../kernel/cart/effective-dates';
import { windowEffectiveDate } from '../../kernel/enrollment-windows/enrollment-gate';

/**
 * The first of the coming months; for an employee enrolling through their window only the day it
 * says (a life event's, open enrollment's coverage start, a new hire's: ADR 0034), named by `window`.
 */
export const getCartEffectiveDates: Handler<'get-cart-effective-dates'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const start = await windowEffectiveDate(db, e);
  return {
    result: offeredDates(new Date(), start?.day),
    selected: selectedDate(e.effective_date, new Date(), start?.day),
    ...(start && { window: start.window }),
    ...(start?.window === 'life-event' && { life_event: true as const }),
  };
};
