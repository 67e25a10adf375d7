import { t } from './i18n/messages';
import type { FieldError } from '@bs/contract';

/** The server said no with field errors (spec §8): each belongs beside the field it names. */
export class ApiFieldError extends Error {
  readonly errors: FieldError[];
  readonly status: number;
  constructor(errors: FieldError[], status: number) {
    super(errors[0]?.error_message ?? t('notAccepted'));
    this.name = 'ApiFieldError';
    this.errors = errors;
    this.status = status;
  }
  /** The message for one field; names match on the last path segment too (primary_info.first_name ~ first_name). */
  forField(name: string): string | undefined {
    const hit = this.errors.find((e) => e.target_element === name || e.target_element.endsWith(`.${name}`));
    return hit?.error_message;
  }
  first(): string {
    return this.message;
  }
}

/** The request never got an answer we could read (offline, server down, not JSON). */
export class ApiNetworkError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ApiNetworkError';
  }
}

export const isFieldError = (e: unknown): e is ApiFieldError => e instanceof ApiFieldError;
