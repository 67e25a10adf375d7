import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { offeredDates, selectedDate } from '../../kernel/cart/effective-dates';
import { eventEffectiveDate } from '../../kernel/enrollment-windows/enrollment-gate';

/** The first of the coming months; under a life event, only the day its kind says (ADR 0034). */
export const getCartEffectiveDates: Handler<'get-cart-effective-dates'> = async ({ db, query }) => {
  const e = await requireEnrollment(db, query.enrollment_id);
  const eventStart = await eventEffectiveDate(db, e);
  return {
    result: offeredDates(new Date(), eventStart),
    selected: selectedDate(e.effective_date, new Date(), eventStart),
    ...(eventStart && { life_event: true as const }),
  };
};
