import type { ReactNode } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '@bs/contract';
import { paymentTypesFor } from '@bs/domain';
import { useT } from '../../i18n/messages';
import styles from './review.module.css';

/** Server field names the review can label, in the order shown; anything else is internal. */
const ORDER = [
  'first_name',
  'middle_name',
  'last_name',
  'birthdate',
  'gender',
  'weight',
  'height_feet',
  'height_inch',
  'marital_status',
  'ssn',
  'prior_coverage_flag',
  'prior_carrier_name',
  'prior_effective_date',
  'prior_term_date',
  'email_address',
  'phone_number',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'with_validation',
  'name',
  'phone',
  'average_work_week',
  'employment_start_date',
  'occupation',
  'compensation_type',
  'employment_status',
  'emp_industry',
  'emp_num_employed',
  'emp_vac_policy',
  'emp_barg_unit',
  'holiday_policy',
  'relationship',
  'beneficiary_percentage',
  'primary_info',
  'health_info',
  'condition_questions',
  'medication_question',
  'question_text',
  'yes_no_flag',
  'conditions',
  'health_condition',
  'date_of_onset',
  'date_of_recovery',
  'is_treatment',
  'is_medicate',
  'd_last_seen',
  'symptoms',
  'medications',
  'medication',
  'dosage',
  'medical_condition',
  'notes',
  'payment_method',
  'account_name',
  'account_number',
  'routing_number',
  'bank_name',
  'account_type',
  'account_holder_type',
  'name_on_cc',
  'first_name_on_cc',
  'last_name_on_cc',
  'card_number',
  'expiration_month',
  'expiration_year',
  'question',
  'answer',
  'date',
  'agent_name',
  'agent_code',
  'group_name',
  'group_code',
  'user_name',
  'additional_notes',
  'signer_name',
  'signed_at',
  'signature',
];
const LABELLED = new Set(ORDER);
const YES_NO = new Set(['with_validation', 'yes_no_flag', 'is_treatment', 'is_medicate']);

const blank = (v: unknown) => v == null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * One step's saved values as the server gives them (SSN, card and account numbers arrive
 * masked and are shown as they are), labelled with the wizard's field names.
 */
export function SavedValues({ value }: { value: unknown }) {
  const t = useT();
  const text = (key: string, v: unknown): ReactNode => {
    if (key === 'gender' && (v === 0 || v === 1 || v === 2 || v === '0' || v === '1' || v === '2'))
      return t(`fields.gender.${String(v) as '0' | '1' | '2'}`);
    if (key === 'marital_status' && ['0', '1', '2', '3'].includes(String(v)))
      return t(`personal.marital.${String(v) as '0' | '1' | '2' | '3'}`);
    if (YES_NO.has(key) || key === 'prior_coverage_flag')
      return Number(v) === 1 ? t('review.yes') : t('review.no');
    if (key === 'signature') return v ? t('review.signed') : '';
    if (key === 'signed_at')
      return new Date(String(v)).toLocaleString(document.documentElement.lang || undefined);
    if (key === 'payment_method' && (PAYMENT_METHODS as readonly unknown[]).includes(v))
      return t(`billing.type.${paymentTypesFor(v as PaymentMethod)[0]!}`);
    if (key === 'account_type' && (v === 'checking' || v === 'savings'))
      return t(`billing.accountTypes.${v}`);
    if (key === 'account_holder_type' && (v === 'individual' || v === 'company'))
      return t(`billing.holderTypes.${v}`);
    if (typeof v === 'object' && v) return <SavedValues value={v} />;
    return String(v);
  };
  if (Array.isArray(value))
    return (
      <ol className={styles.items}>
        {value.map((item, i) => (
          <li key={i}>
            <p className={styles.itemTitle}>{t('review.item', { n: i + 1 })}</p>
            <SavedValues value={item} />
          </li>
        ))}
      </ol>
    );
  if (typeof value !== 'object' || value === null) return <p className={styles.value}>{String(value)}</p>;
  const entries = Object.entries(value)
    .filter(([k, v]) => LABELLED.has(k) && !blank(v))
    .sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return (
    <dl className={styles.values}>
      {entries.map(([k, v]) => (
        <div key={k} className={styles.pair}>
          <dt>{k === 'signature' ? t('review.field.signed') : t(`review.field.${k}`)}</dt>
          <dd>{k === 'holiday_policy' ? holidays(v) : text(k, v)}</dd>
        </div>
      ))}
    </dl>
  );
}

// Holiday policy is a map of 0/1 flags: the chosen ones are listed by name.
const holidays = (v: unknown) =>
  typeof v === 'object' && v
    ? Object.entries(v)
        .filter(([, on]) => Number(on) === 1)
        .map(([name]) => name.replace(/_/g, ' '))
        .join(', ')
    : String(v);
