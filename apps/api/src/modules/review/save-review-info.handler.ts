import type { Handler } from '../../kernel/handler';
import { actorOf, recordChange } from '../../kernel/enrollment/audit.repository';
import { dropSection } from '../../kernel/enrollment/sections.repository';
import { saveSection } from '../../kernel/enrollment/save-section';
import { wizardContext } from '../../kernel/steps/wizard-context';

/**
 * Next on Review & Confirmation: keeps the additional notes. Rule (spec §4): when this
 * enrollment asks no dependent information (tier IO), dependents saved earlier (before a tier
 * change) are removed first, so they never become the member's dependents.
 */
export const saveReviewInfo: Handler<'save-review-info'> = async ({ db, body, config, req }) =>
  db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    const who = actorOf(req, ctx.e.eprocess, config.dataKey);
    if (!ctx.tabs.dependent_info && ctx.e.sections.dependent_info != null) {
      await dropSection(tx, ctx.e.enrollment_id, 'dependent_info');
      await recordChange(tx, ctx.e.enrollment_id, 'dependent_info', 'delete', who);
    }
    await saveSection(
      tx,
      ctx.e.enrollment_id,
      'review_info',
      { additional_notes: body.additional_notes ?? '' },
      who,
    );
    return { status: true as const, message: 'Review saved.' };
  });
