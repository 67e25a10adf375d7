import type { Handler } from '../../http/handler';
import { pendingAdminCall } from './pending';

/** list-tenants (issue 13): contract landed first; the handler follows. */
export const listTenants: Handler<'list-tenants'> = async (ctx) => pendingAdminCall(ctx);
