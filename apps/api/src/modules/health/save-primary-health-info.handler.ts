import type { Handler } from '../../http/handler';
import { actorOf, recordChange } from '../enrollment/audit.repository';
import { writeSection } from '../enrollment/sections.repository';
import type { StoredHealth } from '../enrollment/stored-sections';
import { requireTab, wizardContext } from '../enrollment/wizard-context';
import { sealJson } from '../questions/data-key';
import { answersRecord } from './health-answers';
import { questionnaire } from './health-questions.repository';

/** Saves the member's health answers (an underwritten plan in the cart), sealed with the data key. */
export const savePrimaryHealthInfo: Handler<'save-primary-health-info'> = async ({ db, body, config, req }) =>
  db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    requireTab(ctx, 'primary_health_info', 'Health questions are not needed for this enrollment.');
    const record = answersRecord(body, await questionnaire(tx, 'primary'), 'health_info.');
    const stored: StoredHealth = { enc: sealJson(record, config.dataKey) };
    await writeSection(tx, ctx.e.enrollment_id, 'health_info', stored);
    await recordChange(tx, ctx.e.enrollment_id, 'health_info', 'save', actorOf(req, ctx.e.eprocess));
    return { status: true as const, message: 'Health information saved.' };
  });
