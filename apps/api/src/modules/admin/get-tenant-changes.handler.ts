import type { Handler } from '../../http/handler';
import { pendingAdminCall } from './pending';

/** get-tenant-changes (issue 13): contract landed first; the handler follows. */
export const getTenantChanges: Handler<'get-tenant-changes'> = async (ctx) => pendingAdminCall(ctx);
