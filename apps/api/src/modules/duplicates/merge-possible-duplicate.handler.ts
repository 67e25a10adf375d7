import type { Handler } from '../../kernel/handler';
import { reviewDuplicate } from './review-duplicate.service';

/** POST merge-possible-duplicate: the look-alike becomes part of the existing member (merge-duplicate.service.ts). */
export const mergePossibleDuplicate: Handler<'merge-possible-duplicate'> = (ctx) =>
  reviewDuplicate(ctx, ctx.body.duplicate_id, 'merged');
