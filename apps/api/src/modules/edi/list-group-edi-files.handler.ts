import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { filesOfGroup } from './edi-files.repository';

/** GET list-group-edi-files: the files of one group, for its rep and the platform administrator. */
export const listGroupEdiFiles: Handler<'list-group-edi-files'> = async ({ db, req, query }) => {
  await requireGroupAccess({ req, db }, 'download-edi', query.group_id);
  return { files: await filesOfGroup(db, query.group_id) };
};
