import type { Handler } from '../../kernel/handler';
import { actorOf } from '../../kernel/enrollment/audit.repository';
import { missingFields, throwIfAny } from '../../kernel/enrollment/required-fields';
import { saveSection } from '../../kernel/enrollment/save-section';
import { resolveSsn } from '../../kernel/enrollment/sensitive';
import type { StoredPersonal } from '../../kernel/enrollment/stored-sections';
import { sectionOf, wizardContext } from '../../kernel/steps/wizard-context';

/**
 * Saves Personal Information. DOB and gender stay the quote's (read-only); weight and height
 * are required and kept only when asked, prior coverage likewise. The SSN is sealed; the mask
 * sent back keeps the saved (or the existing member's) number. A repeat changes nothing.
 */
export const savePersonalInfo: Handler<'save-personal-info'> = async ({ db, body, config, req }) =>
  db.transaction(async (tx) => {
    const ctx = await wizardContext(tx, body.enrollment_id, true);
    const saved = sectionOf<Partial<StoredPersonal>>(ctx, 'primary_info') ?? {};
    throwIfAny([
      ...missingFields(body, ctx.asksBody ? ['weight', 'height_feet', 'height_inch'] : [], 'primary_info.'),
      ...missingFields(body, ctx.asksPriorCoverage ? ['prior_coverage_flag'] : [], 'primary_info.'),
    ]);
    const hadCarrier = ctx.asksPriorCoverage && body.prior_coverage_flag === 1;
    const stored: StoredPersonal = {
      first_name: body.first_name,
      last_name: body.last_name,
      birthdate: ctx.e.filter_info.dob,
      gender: ctx.e.filter_info.gender,
      weight: ctx.asksBody ? (body.weight ?? '') : '',
      height_feet: ctx.asksBody ? (body.height_feet ?? '') : '',
      height_inch: ctx.asksBody ? (body.height_inch ?? '') : '',
      marital_status: body.marital_status,
      ssn_enc: resolveSsn(body.ssn, saved.ssn_enc ?? ctx.member?.ssn_enc, config.dataKey, 'primary_info.ssn'),
      prior_coverage_flag: ctx.asksPriorCoverage ? (body.prior_coverage_flag ?? null) : null,
      prior_carrier_name: hadCarrier ? (body.prior_carrier_name ?? '') : '',
      prior_effective_date: hadCarrier ? (body.prior_effective_date ?? '') : '',
      prior_term_date: hadCarrier ? (body.prior_term_date ?? '') : '',
    };
    await saveSection(
      tx,
      ctx.e.enrollment_id,
      'primary_info',
      stored,
      actorOf(req, ctx.e.eprocess, config.dataKey),
    );
    return { status: true as const, message: 'Personal information saved.' };
  });
