import type { Handler } from '../../kernel/handler';
import { requireGroupAccess } from '../../kernel/access/access';
import { countUpload, oneAtATime } from '../../kernel/workers/upload-guard';
import { previewCensus } from './census.service';

/** POST preview-census: an uploaded census checked and compared with the group's; nothing saved but the preview. */
export const previewCensusHandler: Handler<'preview-census'> = async ({ db, req, reply, body, lang }) => {
  const p = await requireGroupAccess({ req, db }, 'manage-census', body.group_id);
  // Reading a file is the costly part of the store: one at a time per group, a budget per person.
  await countUpload({ req, reply }, 'census', p.account_id!, 'content_base64');
  return oneAtATime({ req, reply }, `census:${body.group_id}`, 'content_base64', () =>
    previewCensus(db, {
      groupId: body.group_id,
      accountId: p.account_id!,
      fileName: body.file_name,
      bytes: Buffer.from(body.content_base64, 'base64'),
      lang,
    }),
  );
};
