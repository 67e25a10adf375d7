import type { Handler } from '../../http/handler';
import { pendingAdminCall } from './pending';

/** create-tenant (issue 13): contract landed first; the handler follows. */
export const createTenant: Handler<'create-tenant'> = async (ctx) => pendingAdminCall(ctx);
