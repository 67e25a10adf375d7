import type { Handler } from '../../kernel/handler';
import { requireMemberAccess } from '../../kernel/access/access';
import { memberCards } from './id-cards.service';

/**
 * GET list-id-cards (issue 30, ADR 0038): the signed-in member's ID cards, one per coverage in
 * force whose plan has a card, with what each prints and where its PDF and image are downloaded.
 * Access 'read-id-cards': the member themselves only; staff and everyone else 403, an unknown
 * member 403 alike, signed out 401.
 */
export const listIdCards: Handler<'list-id-cards'> = async (ctx) => {
  await requireMemberAccess(ctx, 'read-id-cards', ctx.query.user_id);
  return { cards: await memberCards(ctx.db, ctx.lang, ctx.query.user_id) };
};
