import { personalInfoShape, type FieldDefinition } from '@bs/contract';
import { fieldDefinitions, text } from '../enrollment/field-definitions';
import { maskSealedSsn } from '../enrollment/sensitive';
import type { StoredPersonal } from '../enrollment/stored-sections';
import { sectionOf, type WizardContext } from './wizard-context';
import type { DataKey } from '../crypto/data-key';

export const FROM_QUOTE = 'This comes from your quote and cannot be changed here.';

/**
 * Personal Information's fields. Always: names, DOB and gender (read-only, the quote's),
 * marital status, SSN. Weight and height with an underwritten plan; prior coverage with a
 * medical or dental plan. Values: the saved step, else the existing member's record, else (names)
 * the census row of the invitation the enrollment started from.
 */
export function personalFields(ctx: WizardContext, key: DataKey): FieldDefinition[] {
  const s = sectionOf<Partial<StoredPersonal>>(ctx, 'primary_info') ?? {};
  const m = ctx.member;
  const c = ctx.invited;
  const f = ctx.e.filter_info;
  const r = personalInfoShape;
  return fieldDefinitions([
    {
      name: 'first_name',
      shown: true,
      value: s.first_name ?? m?.first_name ?? c?.first_name ?? '',
      rule: r.first_name,
    },
    {
      name: 'last_name',
      shown: true,
      value: s.last_name ?? m?.last_name ?? c?.last_name ?? '',
      rule: r.last_name,
    },
    { name: 'birthdate', shown: true, value: f.dob, readOnly: true, message: FROM_QUOTE },
    { name: 'gender', shown: true, value: f.gender, readOnly: true, message: FROM_QUOTE },
    { name: 'weight', shown: ctx.asksBody, value: text(s.weight), rule: r.weight, message: 'Weight in lbs' },
    { name: 'height_feet', shown: ctx.asksBody, value: text(s.height_feet), rule: r.height_feet },
    { name: 'height_inch', shown: ctx.asksBody, value: text(s.height_inch), rule: r.height_inch },
    { name: 'marital_status', shown: true, value: s.marital_status ?? m?.marital_status ?? null },
    { name: 'ssn', shown: true, value: maskSealedSsn(s.ssn_enc ?? m?.ssn_enc, key) },
    { name: 'prior_coverage_flag', shown: ctx.asksPriorCoverage, value: s.prior_coverage_flag ?? null },
    { name: 'prior_carrier_name', shown: ctx.asksPriorCoverage, value: text(s.prior_carrier_name) },
    {
      name: 'prior_effective_date',
      shown: ctx.asksPriorCoverage,
      value: text(s.prior_effective_date),
      rule: r.prior_effective_date,
    },
    {
      name: 'prior_term_date',
      shown: ctx.asksPriorCoverage,
      value: text(s.prior_term_date),
      rule: r.prior_term_date,
    },
  ]);
}
