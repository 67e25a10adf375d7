import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import type { StoredDependent } from '../../kernel/enrollment/stored-sections';
import { sectionOf, wizardContext } from '../../kernel/steps/wizard-context';
import { questionnaire } from '../../kernel/underwriting/health-questions.repository';
import { knownDependentHealth, knownDependents, storeDependent } from '../../kernel/steps/dependent-check';
import { tierRefusal } from './tier-rules';

/**
 * One dependent of the add/edit form against the enrollment: the tier (next to the saved
 * dependents other than this one), age, weight/height and health answers when health questions
 * are asked. Errors name primary_info.<field> and condition_questions.<n>... (spec §5).
 */
export const validateSingleDependent: Handler<'validate-single-dependent'> = async ({ db, body, config }) => {
  const ctx = await wizardContext(db, body.enrollment_id);
  const others = (sectionOf<StoredDependent[]>(ctx, 'dependent_info') ?? [])
    .filter((d) => d.primary_info.dependent_id !== body.primary_info.dependent_id)
    .map((d) => d.primary_info.relationship);
  const refusal = tierRefusal(ctx.e.filter_info.tier, body.primary_info.relationship, others);
  if (refusal) throw invalid('primary_info.relationship', refusal);
  const q = ctx.tabs.primary_health_info ? await questionnaire(db, 'dependent') : null;
  storeDependent(
    body,
    ctx,
    q,
    await knownDependents(db, ctx),
    config.dataKey,
    { primary: 'primary_info.', health: '' },
    await knownDependentHealth(db, ctx),
  );
  return { status: true as const, message: 'The dependent is valid.' };
};
