import type { Handler } from '../../http/handler';
import { pendingAdminCall } from './pending';

/** upload-tenant-image (issue 13): contract landed first; the handler follows. */
export const uploadTenantImage: Handler<'upload-tenant-image'> = async (ctx) => pendingAdminCall(ctx);
