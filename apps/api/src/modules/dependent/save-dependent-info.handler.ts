import type { Handler } from '../../kernel/handler';
import { saveDependents } from './save-dependents.service';

/** Next on the Dependent step: the list must meet the tier's minimum (spec §4 messages). */
export const saveDependentInfo: Handler<'save-dependent-info'> = (ctx) => saveDependents(ctx, true);
