import type { Queryable } from '../../db';
import { memberBeneficiaries } from '../enrollment/existing-member.repository';
import type { StoredBeneficiary } from '../enrollment/stored-sections';
import { sectionOf, type WizardContext } from './wizard-context';

/** Beneficiary id -> sealed SSN, of the saved list and the existing member's list on file. */
export async function knownBeneficiaries(
  db: Queryable,
  ctx: WizardContext,
): Promise<Map<string, string | null>> {
  const known = new Map<string, string | null>();
  if (ctx.member)
    for (const b of await memberBeneficiaries(db, ctx.member.user_id)) known.set(b.beneficiary_id, b.ssn_enc);
  for (const b of sectionOf<StoredBeneficiary[]>(ctx, 'benificiary_info') ?? [])
    known.set(b.beneficiary_id, b.ssn_enc);
  return known;
}
