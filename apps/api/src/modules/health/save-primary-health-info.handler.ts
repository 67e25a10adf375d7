import type { Handler } from '../../kernel/handler';
import { actorOf } from '../../kernel/enrollment/audit.repository';
import { saveSection } from '../../kernel/enrollment/save-section';
import type { StoredHealth } from '../../kernel/enrollment/stored-sections';
import { requireTab, wizardContext } from '../../kernel/steps/wizard-context';
import { sealJson } from '../../kernel/crypto/data-key';
import { answersRecord } from '../../kernel/underwriting/health-answers';
import { questionnaire } from '../../kernel/underwriting/health-questions.repository';

/** Saves the member's health answers (an underwritten plan in the cart), sealed with the data key. */
export const savePrimaryHealthInfo: Handler<'save-primary-health-info'> = async ({ db, body, config, req }) =>
  db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    requireTab(ctx, 'primary_health_info', 'Health questions are not needed for this enrollment.');
    const record = answersRecord(body, await questionnaire(tx, 'primary'), 'health_info.');
    const stored: StoredHealth = { enc: sealJson(record, config.dataKey) };
    await saveSection(
      tx,
      ctx.e.enrollment_id,
      'health_info',
      stored,
      actorOf(req, ctx.e.eprocess, config.dataKey),
    );
    return { status: true as const, message: 'Health information saved.' };
  });
