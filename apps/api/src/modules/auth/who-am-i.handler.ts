import type { Handler } from '../../kernel/handler';
import { principalOf, whoAmIOf } from '../../kernel/access/principal';

/** Who the session cookie belongs to, and the spec's session keys to set; signed_in false without one. */
export const whoAmI: Handler<'who-am-i'> = async ({ db, req, reply }) => {
  void reply.header('cache-control', 'no-store');
  return whoAmIOf(await principalOf(req, db));
};
