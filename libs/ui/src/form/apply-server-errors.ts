import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf } from '../map-field-errors';
import { t } from '../i18n/messages';
import { fieldPaths, pathForTarget } from './field-paths';

export interface ApplyServerErrorsOptions {
  /** Server names that differ from the form's (validate-phone-numverify's `phone` -> `phone_number`). */
  alias?: Readonly<Record<string, string>>;
  /** Move focus to the first field the server named (on by default). */
  focus?: boolean;
}

/**
 * Puts a failed call's field errors (spec §8: a list of {target_element, error_message}) onto the
 * react-hook-form fields they name, indexed ones included, so each shows beside its input. The
 * values stay as typed. Returns the message for the form as a whole: the first error no field
 * matches, or the failure's own message when it carried no field errors (network, server).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues' | 'setFocus'>,
  { alias, focus = true }: ApplyServerErrorsOptions = {},
): string | null {
  const list = fieldErrorsOf(error);
  if (!list) return error instanceof Error && error.message ? error.message : t('genericError');
  const paths = fieldPaths(form.getValues());
  const set = new Set<string>();
  const other: string[] = [];
  for (const e of list) {
    const path = pathForTarget(e.target_element, paths, alias);
    if (!path) other.push(e.error_message);
    else if (!set.has(path)) {
      set.add(path);
      form.setError(path as FieldPath<T>, { type: 'server', message: e.error_message });
    }
  }
  const [first] = set;
  if (focus && first) {
    // Groups (holiday_policy, conditions.0) have no element of their own to focus.
    try {
      form.setFocus(first as FieldPath<T>);
    } catch {
      /* nothing focusable at that path */
    }
  }
  return other[0] ?? (set.size ? null : t('genericError'));
}
