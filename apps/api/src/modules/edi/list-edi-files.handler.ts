import type { Handler } from '../../kernel/handler';
import { authorize } from '../../kernel/access/access';
import { filesOfCarrier } from './edi-files.repository';

/** GET list-edi-files: a partner's history of files and downloads (platform administrator). */
export const listEdiFiles: Handler<'list-edi-files'> = async ({ db, req, query }) => {
  await authorize({ req, db }, 'manage-edi', {});
  return { files: await filesOfCarrier(db, query.carrier_id) };
};
