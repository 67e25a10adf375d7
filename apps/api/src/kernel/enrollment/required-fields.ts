import { REQUIRED, type FieldError } from '@bs/contract';
import { ApiError } from '../../http/errors';

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Rule: a field the step shows (its definition says required 1) must be filled, even where the
 * contract lets it be absent because other enrollments do not ask it.
 */
export function missingFields(
  values: Record<string, unknown>,
  names: string[],
  prefix: string,
): FieldError[] {
  return names
    .filter((n) => isEmpty(values[n]))
    .map((n) => ({ target_element: `${prefix}${n}`, error_message: REQUIRED }));
}

/** Throws all collected field errors at once (422), so the form shows every problem together. */
export function throwIfAny(errors: FieldError[]): void {
  if (errors.length) throw new ApiError(422, errors);
}
