import type { Handler } from '../../http/handler';
import { pendingAdminCall } from './pending';

/** update-tenant (issue 13): contract landed first; the handler follows. */
export const updateTenant: Handler<'update-tenant'> = async (ctx) => pendingAdminCall(ctx);
