import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { previewCensus } from './census.service';

/** POST preview-census: an uploaded census checked and compared with the group's; nothing saved but the preview. */
export const previewCensusHandler: Handler<'preview-census'> = async ({ db, req, body, lang }) => {
  const p = await requireGroupAccess({ req, db }, 'manage-census', body.group_id);
  return previewCensus(db, {
    groupId: body.group_id,
    accountId: p.account_id!,
    fileName: body.file_name,
    bytes: Buffer.from(body.content_base64, 'base64'),
    lang,
  });
};
