export interface QuoteValues {
  name: string;
  email: string;
  message: string;
}
export type QuoteField = keyof QuoteValues;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

export const QUOTE_FIELDS: readonly QuoteField[] = ['name', 'email', 'message'];
export const emptyQuote: QuoteValues = { name: '', email: '', message: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name and e-mail are required (spec §5); the server checks again and its messages win. */
export function validateQuote(v: QuoteValues): QuoteErrors {
  const errors: QuoteErrors = {};
  if (!v.name.trim()) errors.name = 'Please enter a name';
  if (!v.email.trim()) errors.email = 'Please enter an e-mail';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'Please enter a valid e-mail';
  if (v.message.length > 2000) errors.message = 'Please keep the message under 2000 characters';
  return errors;
}
