import type { Handler } from '../../kernel/handler';
import { fieldError } from '../../http/errors';
import { authorize } from '../../kernel/access/access';
import { idCardSetting, saveIdCardSetting } from './id-card-settings.repository';

export const CARD_PLAN_NOT_FOUND = 'This plan was not found.';
export const CARD_NEEDS_CARRIER = 'This plan has no carrier, so there is nobody to print on its card.';

/**
 * POST save-id-card-settings (issue 30, ADR 0038): the platform administrator (access rule
 * 'manage-id-card-settings') turns a plan's ID card on or off and sets its carrier's
 * member-services phone, printed on every card of that carrier's plans. Cards are drawn when asked
 * for, so the next card a member opens follows. Catalogue data: no change-history row, as plan
 * documents and EOI rules (ADR 0035, 0039).
 */
export const saveIdCardSettings: Handler<'save-id-card-settings'> = async ({ db, req, body }) => {
  await authorize({ req, db }, 'manage-id-card-settings', {});
  return db.transaction(async (tx) => {
    const plan = await idCardSetting(tx, body.plan_id);
    if (!plan) throw fieldError(404, 'plan_id', CARD_PLAN_NOT_FOUND);
    if (body.id_card && plan.carrier_id === null) throw fieldError(422, 'id_card', CARD_NEEDS_CARRIER);
    await saveIdCardSetting(tx, {
      planId: body.plan_id,
      carrierId: plan.carrier_id,
      idCard: body.id_card,
      phone: body.carrier_phone,
    });
    return (await idCardSetting(tx, body.plan_id))!;
  });
};
