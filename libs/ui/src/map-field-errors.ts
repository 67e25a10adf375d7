import { t } from './i18n/messages';

export interface FieldErrorLike {
  target_element: string;
  error_message: string;
}

export interface MappedErrors {
  /** Messages keyed by form field, shown beside that field. */
  fields: Record<string, string>;
  /** Messages for targets the form has no field for, shown above the buttons. */
  formError: string | null;
}

// Duck-typed rather than `instanceof ApiFieldError`: a federated remote may hold its own copy of
// the api-client module, and a class check across copies fails.
export function fieldErrorsOf(error: unknown): FieldErrorLike[] | null {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  return errors.filter(
    (e): e is FieldErrorLike => typeof e?.target_element === 'string' && typeof e?.error_message === 'string',
  );
}

/**
 * Turns a server field-error answer into messages beside the named fields. A target matches a
 * field by name or by its last path segment (primary_info.zip ~ zip); the first message per field
 * wins (spec: "the first server error message is shown").
 */
export function mapFieldErrors(error: unknown, fields: readonly string[]): MappedErrors {
  const list = fieldErrorsOf(error);
  if (!list) {
    const message = error instanceof Error && error.message ? error.message : t('genericError');
    return { fields: {}, formError: message };
  }
  const out: Record<string, string> = {};
  const other: string[] = [];
  for (const e of list) {
    const field = fields.find((f) => e.target_element === f || e.target_element.endsWith(`.${f}`));
    if (field) out[field] ??= e.error_message;
    else other.push(e.error_message);
  }
  return { fields: out, formError: other[0] ?? null };
}

/** The first message of a failure (spec §5 zip check: "the first server error message is shown"). */
export function firstErrorMessage(error: unknown): string {
  const list = fieldErrorsOf(error);
  if (list?.length) return list[0].error_message;
  return error instanceof Error && error.message ? error.message : t('genericError');
}
