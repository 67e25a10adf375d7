import type { Handler } from '../../kernel/handler';
import { COMPENSATION_OPTIONS } from './employer-options';

export const getCompensationTypes: Handler<'get-compensation-types'> = async () => ({
  result: COMPENSATION_OPTIONS,
});
