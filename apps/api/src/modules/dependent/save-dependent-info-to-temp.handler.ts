import type { Handler } from '../../kernel/handler';
import { saveDependents } from './save-dependents.service';

/** After each add, edit or delete: the list so far (the tier's maximums apply, not its minimum). */
export const saveDependentInfoToTemp: Handler<'save-dependent-info-to-temp'> = (ctx) =>
  saveDependents(ctx, false);
