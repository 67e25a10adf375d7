import type { Handler } from '../../http/handler';
import { pendingAdminCall } from './pending';

/** get-tenant (issue 13): contract landed first; the handler follows. */
export const getTenant: Handler<'get-tenant'> = async (ctx) => pendingAdminCall(ctx);
