import type { Handler } from '../../http/handler';
import { pendingAdminCall } from './pending';

/** set-tenant-status (issue 13): contract landed first; the handler follows. */
export const setTenantStatus: Handler<'set-tenant-status'> = async (ctx) => pendingAdminCall(ctx);
