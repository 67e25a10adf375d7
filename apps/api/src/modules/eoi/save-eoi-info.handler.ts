import type { Handler } from '../../kernel/handler';
import { actorOf } from '../../kernel/enrollment/audit.repository';
import { saveSection } from '../../kernel/enrollment/save-section';
import type { StoredHealth } from '../../kernel/enrollment/stored-sections';
import { requireTab, wizardContext } from '../../kernel/steps/wizard-context';
import { sealJson } from '../../kernel/crypto/data-key';
import { answersRecord } from '../../kernel/underwriting/health-answers';
import { eoiQuestionnaire } from '../../kernel/eoi/eoi-questions.repository';

export const EOI_NOT_NEEDED = 'Evidence of insurability is not needed for this enrollment.';

/**
 * POST save-eoi-info (ADR 0039): the applicant's answers to the EOI step, checked like the health
 * questions (every question answered once, a yes with its details) and kept sealed in the
 * enrollment's eoi_info section until completion seals them with each case. Only while an
 * election leaves an amount pending: nothing is kept that is not needed.
 */
export const saveEoiInfo: Handler<'save-eoi-info'> = async ({ db, body, config, req }) =>
  db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    requireTab(ctx, 'eoi_info', EOI_NOT_NEEDED);
    const record = answersRecord(body, await eoiQuestionnaire(tx, ctx.eoiPlans), 'eoi_info.');
    const stored: StoredHealth = { enc: sealJson(record, config.dataKey) };
    await saveSection(
      tx,
      ctx.e.enrollment_id,
      'eoi_info',
      stored,
      actorOf(req, ctx.e.eprocess, config.dataKey),
    );
    return { status: true as const, message: 'Evidence of insurability answers saved.' };
  });
