import type { Handler } from '../../kernel/handler';
import { reviewDuplicate } from './review-duplicate.service';

/** POST keep-possible-duplicate-separate: two people after all; both members stay, the pair leaves the queue. */
export const keepPossibleDuplicateSeparate: Handler<'keep-possible-duplicate-separate'> = (ctx) =>
  reviewDuplicate(ctx, ctx.body.duplicate_id, 'separate');
