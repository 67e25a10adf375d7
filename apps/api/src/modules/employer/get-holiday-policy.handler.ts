import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { HOLIDAY_OPTIONS } from './employer-options';

/** Asked per enrollment (spec §7); an unknown enrollment answers 404 on enrollment_id. */
export const getHolidayPolicy: Handler<'get-holiday-policy'> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  return { result: HOLIDAY_OPTIONS };
};
