import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/**
 * The spec's fixed basic authorization header identifies the client deployment; it is not
 * security (DESIGN §5). Missing or wrong -> 401 with the error envelope.
 */
export function basicAuthHook(credentials: string) {
  const expected = Buffer.from(`Basic ${Buffer.from(credentials).toString('base64')}`);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const got = Buffer.from(req.headers.authorization ?? '');
    if (got.length === expected.length && timingSafeEqual(got, expected)) return;
    return reply
      .code(401)
      .header('www-authenticate', 'Basic realm="benefit-store"')
      .send(
        errorBody([
          {
            target_element: 'authorization',
            error_message: 'The client authorization header is missing or not valid.',
          },
        ]),
      );
  };
}
