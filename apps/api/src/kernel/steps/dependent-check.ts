import { REQUIRED, type Dependent, type FieldError } from '@bs/contract';
import type { Queryable } from '../../db';
import { ApiError } from '../../http/errors';
import { memberDependents } from '../enrollment/existing-member.repository';
import { newPersonId } from '../enrollment/person-ids';
import { resolveSsn } from '../enrollment/sensitive';
import type { StoredDependent } from '../enrollment/stored-sections';
import { sectionOf, type WizardContext } from './wizard-context';
import { sealJson, type DataKey } from '../crypto/data-key';
import { answersRecord } from '../underwriting/health-answers';
import type { Questionnaire } from '../underwriting/health-questions.repository';
import { ageRefusal } from './age-rules';

/** Dependent id -> sealed SSN of the saved list and the existing member's dependents on file. */
export async function knownDependents(
  db: Queryable,
  ctx: WizardContext,
): Promise<Map<string, string | null>> {
  const known = new Map<string, string | null>();
  for (const [id, d] of await dependentsOnFile(db, ctx)) known.set(id, d.ssn_enc);
  return known;
}

/**
 * Dependent id -> sealed health answers on file (the member's record, then the saved list).
 * Staff are never shown them (ADR 0026), so a dependent they send back without answers keeps
 * the ones on file instead of losing them or making the step refuse the family it prefilled.
 */
export async function knownDependentHealth(
  db: Queryable,
  ctx: WizardContext,
): Promise<Map<string, string | null>> {
  const known = new Map<string, string | null>();
  for (const [id, d] of await dependentsOnFile(db, ctx)) known.set(id, d.health_enc);
  return known;
}

async function dependentsOnFile(db: Queryable, ctx: WizardContext) {
  const all = new Map<string, { ssn_enc: string | null; health_enc: string | null }>();
  if (ctx.member)
    for (const d of await memberDependents(db, ctx.member.user_id))
      all.set(d.dependent_id, { ssn_enc: d.ssn_enc, health_enc: d.health_enc });
  for (const d of sectionOf<StoredDependent[]>(ctx, 'dependent_info') ?? [])
    all.set(d.primary_info.dependent_id, { ssn_enc: d.primary_info.ssn_enc, health_enc: d.health_enc });
  return all;
}

export type DependentNames = { primary: string; health: string };

/**
 * One dependent as stored, or its field errors: age fits the relationship, weight and height
 * when health questions are asked, the health answers (required then, dropped otherwise), the
 * SSN sealed (a mask keeps the known number). `names` prefixes the error targets.
 */
export function storeDependent(
  d: Dependent,
  ctx: WizardContext,
  q: Questionnaire | null,
  known: Map<string, string | null>,
  key: DataKey,
  names: DependentNames,
  healthOnFile?: Map<string, string | null>,
): StoredDependent {
  const p = d.primary_info;
  const errors: FieldError[] = [];
  const err = (target: string, message: string) =>
    errors.push({ target_element: target, error_message: message });
  const age = ageRefusal(p.relationship, p.birthdate);
  if (age) err(`${names.primary}birthdate`, age);
  if (ctx.asksBody)
    for (const k of ['weight', 'height_feet', 'height_inch'] as const)
      if (!p[k]) err(`${names.primary}${k}`, REQUIRED);
  let health: string | null = null;
  const keptHealth = p.dependent_id ? healthOnFile?.get(p.dependent_id) : undefined;
  if (q) {
    if (!d.health_info && keptHealth) health = keptHealth;
    else if (!d.health_info)
      err(`${names.health}condition_questions.0.yes_no_flag`, 'Please answer this question.');
    else {
      try {
        health = sealJson(answersRecord(d.health_info, q, names.health), key);
      } catch (e) {
        if (e instanceof ApiError) errors.push(...e.fields);
        else throw e;
      }
    }
  }
  let ssn: string | null = null;
  try {
    ssn = resolveSsn(
      p.ssn,
      p.dependent_id ? known.get(p.dependent_id) : undefined,
      key,
      `${names.primary}ssn`,
    );
  } catch (e) {
    if (e instanceof ApiError) errors.push(...e.fields);
    else throw e;
  }
  if (errors.length) throw new ApiError(422, errors);
  return {
    primary_info: {
      dependent_id: p.dependent_id && known.has(p.dependent_id) ? p.dependent_id : newPersonId('d'),
      first_name: p.first_name,
      middle_name: p.middle_name ?? '',
      last_name: p.last_name,
      birthdate: p.birthdate,
      ssn_enc: ssn,
      relationship: p.relationship,
      weight: ctx.asksBody ? (p.weight ?? '') : '',
      height_feet: ctx.asksBody ? (p.height_feet ?? '') : '',
      height_inch: ctx.asksBody ? (p.height_inch ?? '') : '',
      gender: p.gender,
      employed: '0',
    },
    health_enc: health,
  };
}
