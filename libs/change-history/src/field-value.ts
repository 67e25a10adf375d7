import en from './i18n/en.json';

/** Fields whose stored values are flags (0/1, true/false, Y/N): shown as "Yes" or "No". */
const FLAGS = new Set([
  'agreed',
  'employed',
  'first_enroll',
  'is_physical_address',
  'is_smoker',
  'outside_window',
  'prior_coverage_flag',
  'with_validation',
]);
const YES = new Set(['1', 'true', 'y', 'yes']);
const NO = new Set(['0', 'false', 'n', 'no']);
/** Fields whose values are codes with a label of their own in the reader's language. */
const CODED = en.history.value as unknown as Record<string, Record<string, string> | string>;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A changed field's value as a person reads it (issue 32: no `stmt`, no 0/1): flags as Yes/No,
 * coded values (payment type, who signed, a decision's status) by their label, times in the
 * reader's language; anything else as entered.
 */
export function fieldValue(
  path: string,
  value: string,
  t: (key: string) => string,
  language: string,
): string {
  const key = path.split('.').pop() ?? '';
  const lower = value.toLowerCase();
  if (FLAGS.has(key) && (YES.has(lower) || NO.has(lower)))
    return t(YES.has(lower) ? 'history.value.yes' : 'history.value.no');
  const codes = CODED[key];
  if (typeof codes === 'object' && value in codes) return t(`history.value.${key}.${value}`);
  if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)))
    return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(value));
  return value;
}
