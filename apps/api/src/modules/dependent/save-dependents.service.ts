import { type Dependent, type FieldError, type SaveDependentsBody } from '@bs/contract';
import type { z } from 'zod';
import type { saveDependentsBody } from '@bs/contract';
import type { HandlerContext } from '../../kernel/handler';
import { ApiError, invalid } from '../../http/errors';
import { actorOf } from '../../kernel/enrollment/audit.repository';
import { saveSection } from '../../kernel/enrollment/save-section';
import type { StoredDependent } from '../../kernel/enrollment/stored-sections';
import { requireTab, wizardContext } from '../../kernel/steps/wizard-context';
import { questionnaire } from '../../kernel/underwriting/health-questions.repository';
import { knownDependentHealth, knownDependents, storeDependent } from '../../kernel/steps/dependent-check';
import { requireEnrollmentWindow } from '../../kernel/enrollment-windows/enrollment-gate';
import { minimumRefusal, tierRefusal } from './tier-rules';

export const NOT_NEEDED = 'Dependent information is not needed for this enrollment.';

const identity = (d: Dependent) =>
  [d.primary_info.first_name, d.primary_info.last_name, d.primary_info.birthdate]
    .map((s) => s.trim().toLowerCase())
    .join('|');
const content = (d: Dependent) =>
  JSON.stringify({ ...d, primary_info: { ...d.primary_info, dependent_id: undefined } });

/** An exact repeat (a double submit) is kept once; the same person twice with other details is an error. */
export function dedupeDependents(list: Dependent[]): Dependent[] {
  const kept: Dependent[] = [];
  const errors: FieldError[] = [];
  list.forEach((d, i) => {
    const same = kept.find((k) => identity(k) === identity(d));
    if (!same) return void kept.push(d);
    const a = same.primary_info.dependent_id;
    const b = d.primary_info.dependent_id;
    if (content(same) === content(d) && (!a || !b || a === b)) {
      same.primary_info.dependent_id ??= b;
      return;
    }
    errors.push({
      target_element: `dependents.${i}.primary_info.first_name`,
      error_message: 'This person is already listed.',
    });
  });
  if (errors.length) throw new ApiError(422, errors);
  return kept;
}

/**
 * save-dependent-info (final: the tier minimum must be met) and save-dependent-info-to-temp
 * (after each change: only the tier's maximums). The list replaces the saved one.
 */
export async function saveDependents(
  {
    db,
    body,
    config,
    req,
  }: Pick<HandlerContext<'save-dependent-info'>, 'db' | 'config' | 'req'> & {
    body: z.output<typeof saveDependentsBody>;
  },
  final: boolean,
): Promise<{ status: true; message: string }> {
  return db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    requireTab(ctx, 'dependent_info', NOT_NEEDED);
    const tier = ctx.e.filter_info.tier;
    const list = dedupeDependents(body.dependents);
    list.forEach((d, i) => {
      const before = list.slice(0, i).map((x) => x.primary_info.relationship);
      const refusal = tierRefusal(tier, d.primary_info.relationship, before);
      if (refusal) throw invalid(`dependents.${i}.primary_info.relationship`, refusal);
    });
    if (final) {
      const refusal = minimumRefusal(
        tier,
        list.map((d) => d.primary_info.relationship),
      );
      if (refusal) throw invalid('dependent_info', refusal);
    }
    const q = ctx.tabs.primary_health_info ? await questionnaire(tx, 'dependent') : null;
    const known = await knownDependents(tx, ctx);
    // A group employee adds a spouse or a child only when their window allows it: a birth adds
    // the child, a marriage the spouse (ADR 0034). One already on file is not an addition.
    const added = new Set(
      list
        .filter((d) => !d.primary_info.dependent_id || !known.has(d.primary_info.dependent_id))
        .map((d) => d.primary_info.relationship),
    );
    if (added.has('spouse')) await requireEnrollmentWindow(tx, ctx.e, 'add-spouse');
    if (added.has('child')) await requireEnrollmentWindow(tx, ctx.e, 'add-child');
    const healthOnFile = await knownDependentHealth(tx, ctx);
    const stored: StoredDependent[] = list.map((d, i) =>
      storeDependent(
        d,
        ctx,
        q,
        known,
        config.dataKey,
        {
          primary: `dependents.${i}.primary_info.`,
          health: `dependents.${i}.health_info.`,
        },
        healthOnFile,
      ),
    );
    await saveSection(
      tx,
      ctx.e.enrollment_id,
      'dependent_info',
      stored,
      actorOf(req, ctx.e.eprocess, config.dataKey),
    );
    return { status: true as const, message: 'Dependent information saved.' };
  });
}
export type { SaveDependentsBody };
