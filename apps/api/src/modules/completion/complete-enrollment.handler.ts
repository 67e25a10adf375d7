import type { Handler } from '../../kernel/handler';
import { completeEnrollment as complete } from './complete-enrollment.service';

/** The wizard's last step after the last tab's save: see complete-enrollment.service.ts. */
export const completeEnrollment: Handler<'complete-enrollment'> = (ctx) => complete(ctx);
