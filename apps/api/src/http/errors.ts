import type { FieldError } from '@bs/contract';

/**
 * A failure the client should show beside a field. Handlers throw it; the error handler turns it
 * into `{status:'error', data:[{target_element, error_message}]}` with its HTTP status.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly fields: FieldError[],
  ) {
    super(fields.map((f) => `${f.target_element}: ${f.error_message}`).join('; '));
    this.name = 'ApiError';
  }
}

export const fieldError = (statusCode: number, target_element: string, error_message: string) =>
  new ApiError(statusCode, [{ target_element, error_message }]);
export const notFound = (target: string, message: string) => fieldError(404, target, message);
export const invalid = (target: string, message: string) => fieldError(422, target, message);

export const errorBody = (data: FieldError[]) => ({ status: 'error' as const, data });
