import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { actorOf, recordChange } from '../../kernel/enrollment/audit.repository';
import { dropSection } from '../../kernel/enrollment/sections.repository';
import type { StoredDependent } from '../../kernel/enrollment/stored-sections';
import { sectionOf, wizardContext } from '../../kernel/steps/wizard-context';

/**
 * Tier IO covers the member only: dependents saved while another tier was chosen are removed
 * (review calls this when the enrollment has no dependent step). Other tiers keep theirs.
 */
export const deleteDependentInIO: Handler<'delete-dependent-in-IO'> = async ({ db, body, config, req }) =>
  db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    if (ctx.e.filter_info.tier !== 'IO')
      throw invalid('enrollment_id', 'Dependents are only removed this way for tier IO (Member Only).');
    const saved = sectionOf<StoredDependent[]>(ctx, 'dependent_info') ?? [];
    if (!saved.length) return { status: true as const, message: 'There are no dependents to remove.' };
    await dropSection(tx, ctx.e.enrollment_id, 'dependent_info');
    await recordChange(
      tx,
      ctx.e.enrollment_id,
      'dependent_info',
      'delete',
      actorOf(req, ctx.e.eprocess, config.dataKey),
    );
    return { status: true as const, message: 'Dependents removed.' };
  });
