import type { Handler } from '../../kernel/handler';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';
import { VACATION_OPTIONS } from './employer-options';

/** Asked per enrollment (spec §7); an unknown enrollment answers 404 on enrollment_id. */
export const getVacationPolicy: Handler<'get-vacation-policy'> = async ({ db, query }) => {
  await requireEnrollment(db, query.enrollment_id);
  return { result: VACATION_OPTIONS };
};
