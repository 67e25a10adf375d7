import type { HealthQuestions } from '@bs/contract';
import { prune } from '../../shared/step-kit/prune';
import {
  healthCheckPayload,
  healthPayload,
  healthValues,
  type HealthValues,
} from '../../shared/health/health-values';
import type { Relationship } from './dependent-rules';

export interface DependentPrimary {
  [key: string]: unknown;
  dependent_id?: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  birthdate: string;
  ssn: string;
  relationship: Relationship | '';
  weight: string;
  height_feet: string;
  height_inch: string;
  gender: number | '';
}

export interface DependentValues {
  [key: string]: unknown;
  primary_info: DependentPrimary;
  /** Present when health questions are required (spec §3). */
  health_info?: HealthValues;
}

export type Catalogue = HealthQuestions['result'];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const isRec = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function emptyDependent(
  relationship: Relationship | '',
  catalogue: Catalogue | null,
): DependentValues {
  return {
    primary_info: {
      first_name: '',
      middle_name: '',
      last_name: '',
      birthdate: '',
      ssn: '',
      relationship,
      weight: '',
      height_feet: '',
      height_inch: '',
      gender: '',
    },
    ...(catalogue ? { health_info: healthValues(catalogue, null) } : {}),
  };
}

/** A saved or existing dependent (dependentRecord) as the form holds it. */
export function fromDependentRecord(record: unknown, catalogue: Catalogue | null): DependentValues {
  const r = isRec(record) ? record : {};
  const p = isRec(r.primary_info) ? r.primary_info : r;
  const gender =
    p.gender === 0 || p.gender === 1
      ? p.gender
      : p.gender === '0' || p.gender === '1'
        ? Number(p.gender)
        : '';
  const relationship = p.relationship === 'spouse' || p.relationship === 'child' ? p.relationship : '';
  return {
    primary_info: {
      ...(p.dependent_id ? { dependent_id: text(p.dependent_id) } : {}),
      first_name: text(p.first_name),
      middle_name: text(p.middle_name),
      last_name: text(p.last_name),
      birthdate: text(p.birthdate ?? p.dob),
      ssn: text(p.ssn),
      relationship,
      weight: text(p.weight),
      height_feet: text(p.height_feet),
      height_inch: text(p.height_inch),
      gender,
    },
    // Answers only when this dependent gave some: an existing member's dependents come without,
    // and the person is asked to edit them (spec §2 note) rather than being sent as all-No.
    ...(catalogue && isRec(r.health_info) ? { health_info: healthValues(catalogue, r.health_info) } : {}),
  };
}

/** The dependent as the schema checks it: blank values removed (spec §5), employed '0'. */
export function dependentCheckPayload(v: DependentValues) {
  return {
    primary_info: { ...prune(v.primary_info), employed: '0' },
    ...(v.health_info ? { health_info: healthCheckPayload(v.health_info) } : {}),
  };
}

/** The dependent as sent, with the form rows of its sent medication rows. */
export function dependentPayload(v: DependentValues) {
  const health = v.health_info ? healthPayload(v.health_info) : null;
  return {
    payload: {
      primary_info: { ...prune(v.primary_info), employed: '0' },
      ...(health ? { health_info: health.payload } : {}),
    },
    rowOf: health?.rowOf ?? [],
  };
}

export const dependentName = (d: DependentValues) =>
  `${d.primary_info.first_name} ${d.primary_info.last_name}`.trim();
