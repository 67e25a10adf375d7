import { defineCalls } from '../../kernel/calls/call-entry';
import { listIdCardSettings } from './list-id-card-settings.handler';
import { listIdCards } from './list-id-cards.handler';
import { saveIdCardSettings } from './save-id-card-settings.handler';

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
  'list-id-card-settings': {
    handler: listIdCardSettings,
    docs: [
      'Current members',
      "Every plan of the catalogue, listed or not, with whether its members get an ID card and its carrier's member-services phone printed on the card. The platform administrator.",
    ],
    access: ['manage-id-card-settings'],
  },
  'save-id-card-settings': {
    handler: saveIdCardSettings,
    docs: [
      'Current members',
      "Turns a plan's ID card on or off and sets its carrier's member-services phone (printed on the cards of all that carrier's plans); the next card a member opens follows. The platform administrator.",
    ],
    rules:
      'The phone has 10 digits or is empty ("Please enter a phone number of 10 digits, such as (800) 555-0142."), 400 ' +
      'beside the field; a card for a plan without a carrier is 422 on id_card ("This plan has no carrier, so there is ' +
      'nobody to print on its card."); an unknown plan is 404 ("This plan was not found.").',
    access: ['manage-id-card-settings'],
  },
});
