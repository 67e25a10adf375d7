import type { Beneficiary, FieldError } from '@bs/contract';
import { ApiError } from '../../http/errors';
import { newPersonId } from '../../kernel/enrollment/person-ids';
import { resolveSsn } from '../../kernel/enrollment/sensitive';
import type { StoredBeneficiary } from '../../kernel/enrollment/stored-sections';
import type { DataKey } from '../../kernel/crypto/data-key';

const identity = (b: Beneficiary) =>
  [b.first_name, b.last_name, b.birthdate].map((s) => s.trim().toLowerCase()).join('|');
const content = (b: Beneficiary) => JSON.stringify({ ...b, beneficiary_id: undefined });

/**
 * Idempotent list: an exact repeat of an entry (a double submit) is kept once; the same person
 * listed twice with different details is an error on the second entry.
 */
export function dedupeBeneficiaries(list: Beneficiary[]): Beneficiary[] {
  const kept: Beneficiary[] = [];
  const errors: FieldError[] = [];
  list.forEach((b, i) => {
    const same = kept.find((k) => identity(k) === identity(b));
    if (!same) return void kept.push(b);
    if (
      content(same) === content(b) &&
      (!b.beneficiary_id || !same.beneficiary_id || b.beneficiary_id === same.beneficiary_id)
    ) {
      same.beneficiary_id ??= b.beneficiary_id;
      return;
    }
    errors.push({
      target_element: `beneficiaries.${i}.first_name`,
      error_message: 'This person is already listed.',
    });
  });
  if (errors.length) throw new ApiError(422, errors);
  return kept;
}

/**
 * The stored form of a beneficiary: a known id is kept (its sealed SSN is what a mask refers
 * to), an unknown or absent one gets a new id; the SSN is sealed.
 */
export function storeBeneficiary(
  b: Beneficiary,
  known: Map<string, string | null>,
  key: DataKey,
  target: string,
): StoredBeneficiary {
  const id = b.beneficiary_id && known.has(b.beneficiary_id) ? b.beneficiary_id : newPersonId('b');
  return {
    beneficiary_id: id,
    first_name: b.first_name,
    middle_name: b.middle_name ?? '',
    last_name: b.last_name,
    birthdate: b.birthdate,
    ssn_enc: resolveSsn(b.ssn, b.beneficiary_id ? known.get(b.beneficiary_id) : undefined, key, target),
    relationship: b.relationship,
    beneficiary_percentage: b.beneficiary_percentage,
  };
}
