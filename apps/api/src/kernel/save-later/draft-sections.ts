import type { SaveLaterTab, saveLaterDrafts } from '@bs/contract';
import type { z } from 'zod';
import { stateCode } from '../address/us-states';
import { knownBeneficiaries } from '../steps/known-beneficiaries';
import { knownDependents } from '../steps/dependent-check';
import { holidayFlags } from '../steps/employer-fields';
import { newPersonId } from '../enrollment/person-ids';
import { writeSection, type SectionName } from '../enrollment/sections.repository';
import { resolveSsn } from '../enrollment/sensitive';
import { sectionOf, type WizardContext } from '../steps/wizard-context';
import { sealJson, type DataKey } from '../crypto/data-key';
import type { Queryable } from '../../db';

type Drafts = { [T in SaveLaterTab]: z.output<(typeof saveLaterDrafts)[T]> };
type Draft = Drafts[SaveLaterTab];

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/**
 * Keeps a half-filled step (save-later) in its section, in the section's stored form: given
 * fields over the saved ones, SSNs sealed (a mask keeps the saved number), health answers
 * sealed, the quote's DOB, gender, state and zip kept. Rules tying fields together wait for the
 * step's own save. Agreement and billing drafts are not kept (their steps save them).
 */
export async function keepDraft(
  db: Queryable,
  ctx: WizardContext,
  tab: SaveLaterTab,
  data: Draft,
  key: DataKey,
) {
  const id = ctx.e.enrollment_id;
  const f = ctx.e.filter_info;
  const saved = <T>(name: string) => sectionOf<T>(ctx, name);
  const write = (name: SectionName, value: unknown) => writeSection(db, id, name, value);
  switch (tab) {
    case 'primary_info': {
      const d = data as Drafts['primary_info'];
      const before = saved<Record<string, unknown>>('primary_info') ?? {};
      const { ssn, ...rest } = d;
      const ssn_enc =
        ssn === undefined
          ? ((before.ssn_enc as string | null | undefined) ?? null)
          : resolveSsn(
              ssn,
              (before.ssn_enc as string | undefined) ?? ctx.member?.ssn_enc,
              key,
              'primary_info.ssn',
            );
      return write('primary_info', {
        ...before,
        ...defined(rest),
        birthdate: f.dob,
        gender: f.gender,
        ssn_enc,
      });
    }
    case 'contact_info': {
      const before = saved<Record<string, unknown>>('contact_info') ?? {};
      return write('contact_info', {
        ...before,
        ...defined(data as Drafts['contact_info']),
        state: f.state,
        zip: f.zip,
      });
    }
    case 'employer_info': {
      const d = data as Drafts['employer_info'];
      const before = saved<Record<string, unknown>>('employer_info') ?? {};
      return write('employer_info', {
        ...before,
        ...defined(d),
        ...(d.state !== undefined && { state: stateCode(d.state) ?? d.state }),
        holiday_policy: holidayFlags(d.holiday_policy ?? (before.holiday_policy as Record<string, number>)),
      });
    }
    case 'benificiary_info': {
      const d = data as Drafts['benificiary_info'];
      if (!d.beneficiaries) return;
      const known = await knownBeneficiaries(db, ctx);
      return write(
        'benificiary_info',
        d.beneficiaries.map(({ ssn, beneficiary_id, ...b }, i) => ({
          ...defined(b),
          beneficiary_id: beneficiary_id && known.has(beneficiary_id) ? beneficiary_id : newPersonId('b'),
          ssn_enc: resolveSsn(
            ssn,
            beneficiary_id ? known.get(beneficiary_id) : undefined,
            key,
            `beneficiaries.${i}.ssn`,
          ),
        })),
      );
    }
    case 'health_info':
    case 'eoi_info':
      return write(tab, { enc: sealJson(data, key) });
    case 'dependent_info': {
      const d = data as Drafts['dependent_info'];
      if (!d.dependents) return;
      const known = await knownDependents(db, ctx);
      return write(
        'dependent_info',
        d.dependents.map(({ primary_info: { ssn, dependent_id, ...p }, health_info }, i) => ({
          primary_info: {
            ...defined(p),
            employed: '0',
            dependent_id: dependent_id && known.has(dependent_id) ? dependent_id : newPersonId('d'),
            ssn_enc: resolveSsn(
              ssn,
              dependent_id ? known.get(dependent_id) : undefined,
              key,
              `dependents.${i}.primary_info.ssn`,
            ),
          },
          health_enc: health_info ? sealJson(health_info, key) : null,
        })),
      );
    }
    case 'review_info':
      return write('review_info', {
        ...(saved<object>('review_info') ?? {}),
        ...defined(data as Drafts['review_info']),
      });
    default:
      return;
  }
}
