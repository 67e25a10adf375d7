import type { BeneficiaryRecord, DependentRecord, HealthInfoRecord } from '@bs/contract';
import { openJson, type DataKey } from '../crypto/data-key';
import { maskSealedSsn } from './sensitive';

/** Sections as stored: SSNs only as ssn_enc (sealed), health answers only sealed (enc). */
export type StoredPersonal = {
  first_name: string;
  last_name: string;
  birthdate: string;
  gender: number;
  weight: string;
  height_feet: string;
  height_inch: string;
  marital_status: number;
  ssn_enc: string | null;
  prior_coverage_flag: number | null;
  prior_carrier_name: string;
  prior_effective_date: string;
  prior_term_date: string;
};
export type StoredContact = {
  email_address: string;
  phone_number: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  with_validation: number;
};
export type StoredBeneficiary = Omit<BeneficiaryRecord, 'ssn'> & { ssn_enc: string | null };
export type StoredDependent = {
  primary_info: Omit<DependentRecord['primary_info'], 'ssn'> & { ssn_enc: string | null };
  /** The dependent's sealed health answers (null when not asked). */
  health_enc: string | null;
};
export type StoredHealth = { enc: string };

/** Every view masks SSNs and opens health answers: the shapes answers carry. */
export function viewPersonal(s: Partial<StoredPersonal>, key: DataKey) {
  const { ssn_enc, ...rest } = s;
  return { ...rest, ssn: maskSealedSsn(ssn_enc, key) };
}
export function viewBeneficiary(b: StoredBeneficiary, key: DataKey): BeneficiaryRecord {
  const { ssn_enc, ...rest } = b;
  return { ...rest, ssn: maskSealedSsn(ssn_enc, key) };
}
export function viewHealth(h: StoredHealth | null | undefined, key: DataKey): HealthInfoRecord | null {
  return h?.enc ? openJson<HealthInfoRecord>(h.enc, key) : null;
}
export function viewDependent(d: StoredDependent, key: DataKey): DependentRecord {
  const { ssn_enc, ...rest } = d.primary_info;
  return {
    primary_info: { ...rest, ssn: maskSealedSsn(ssn_enc, key) },
    health_info: d.health_enc ? openJson<HealthInfoRecord>(d.health_enc, key) : null,
  };
}

/** A section answered by get-enrollment-temp-info, with SSNs masked and answers opened. */
export function viewSection(name: string, value: unknown, key: DataKey): unknown {
  if (value == null) return null;
  switch (name) {
    case 'primary_info':
      return viewPersonal(value as StoredPersonal, key);
    case 'benificiary_info':
      return (value as StoredBeneficiary[]).map((b) => viewBeneficiary(b, key));
    case 'dependent_info':
      return (value as StoredDependent[]).map((d) => viewDependent(d, key));
    case 'health_info':
    case 'eoi_info':
      return viewHealth(value as StoredHealth, key);
    default:
      return value;
  }
}

/** A dependent as staff see it: that health questions were answered, not the answers (ADR 0026). */
export function withheldDependentHealth(d: DependentRecord): DependentRecord {
  return { ...d, health_info: null, health_answered: d.health_info != null };
}
