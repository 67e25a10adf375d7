import type { FastifyRequest } from 'fastify';

/** Every input field that names an enrollment (the contract's enrollmentId primitive). */
export const ENROLLMENT_ID_FIELDS = ['enrollment_id'] as const;

/**
 * What a refused enrollment id is replaced with: valid in shape (so validation has nothing to
 * say) but never an enrollment's id (those are 22 characters), so the handler answers exactly
 * what it answers for an id that does not exist, whatever that is for this call.
 */
export const NO_SUCH_ENROLLMENT = 'no-such-enrollment-000000';

export type MayTouchEnrollment = (req: FastifyRequest, id: string) => Promise<boolean>;

/**
 * Runs after validation and before the handler of every call: each enrollment id the request
 * names (in its path, query or body) is put to the one access decision, and a refused one is
 * swapped for NO_SUCH_ENROLLMENT. No call can forget the check, and no answer tells a forbidden
 * id from an unknown one.
 */
export function enrollmentGuard(mayTouch: MayTouchEnrollment) {
  return async (req: FastifyRequest) => {
    for (const input of [req.params, req.query, req.body]) {
      if (!input || typeof input !== 'object') continue;
      const fields = input as Record<string, unknown>;
      for (const name of ENROLLMENT_ID_FIELDS) {
        const id = fields[name];
        if (typeof id === 'string' && !(await mayTouch(req, id))) fields[name] = NO_SUCH_ENROLLMENT;
      }
    }
  };
}
