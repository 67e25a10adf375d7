import { t } from '../../i18n/messages';

export interface QuoteValues {
  name: string;
  email: string;
  message: string;
}
export type QuoteField = keyof QuoteValues;
/** compare_plans: a server error on the comparison (a plan no longer offered) shows at its box. */
export type QuoteErrors = Partial<Record<QuoteField | 'compare_plans', string>>;

export const QUOTE_FIELDS: readonly (QuoteField | 'compare_plans')[] = [
  'name',
  'email',
  'message',
  'compare_plans',
];
export const emptyQuote: QuoteValues = { name: '', email: '', message: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MESSAGE_MAX = 2000;

/**
 * Name and e-mail are required (spec §5); the server checks again and its messages win. The texts
 * are in the language of the moment the visitor pressed Preview or Send.
 */
export function validateQuote(v: QuoteValues): QuoteErrors {
  const errors: QuoteErrors = {};
  if (!v.name.trim()) errors.name = t('quote.error.name');
  if (!v.email.trim()) errors.email = t('quote.error.email');
  else if (!EMAIL.test(v.email.trim())) errors.email = t('quote.error.emailInvalid');
  if (v.message.length > MESSAGE_MAX) errors.message = t('quote.error.messageTooLong', { max: MESSAGE_MAX });
  return errors;
}
