import type { Handler } from '../../http/handler';
import { pendingAdminCall } from './pending';

/** export-tenant (issue 13): contract landed first; the handler follows. */
export const exportTenant: Handler<'export-tenant'> = async (ctx) => pendingAdminCall(ctx);
