import type { Handler } from '../../kernel/handler';
import { EMPLOYMENT_STATUS_OPTIONS } from './employer-options';

export const getEmploymentStatus: Handler<'get-employment-status'> = async () => ({
  result: EMPLOYMENT_STATUS_OPTIONS,
});
