import { defineCalls } from '../../kernel/calls/call-entry';
import { listIdCards } from './list-id-cards.handler';

/** The calls of the id-cards module (issue 30, ADR 0038): each one's handler, documentation and rules (ADR 0030). */
export const idCardsCalls = defineCalls({
  'list-id-cards': {
    handler: listIdCards,
    docs: [
      'Current members',
      "The signed-in member's ID cards: one per coverage in force whose plan has a card, with the member's name and id, the group number, the plan, its carrier and member-services phone, the coverage start and the dependents covered, and where the card's PDF and phone-wallet image (1012 x 638 px) are downloaded (/id-cards/..., an attachment, the member's session only). The member themselves only.",
    ],
    rules: "Another member's cards, or an unknown member, are 403 alike.",
    access: ['read-id-cards'],
  },
});
