import type { Handler } from '../../kernel/handler';
import { AVERAGE_WORK_WEEK_OPTIONS } from './employer-options';

export const getAverageWorkWeek: Handler<'get-average-work-week'> = async () => ({
  result: AVERAGE_WORK_WEEK_OPTIONS,
});
