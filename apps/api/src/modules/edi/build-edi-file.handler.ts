import type { Handler } from '../../kernel/handler';
import { authorize } from '../../kernel/access/access';
import { buildAndRecord } from './edi-file.service';
import { fileById } from './edi-files.repository';

/** POST build-edi-file: builds and keeps one 834 now (platform administrator). */
export const buildEdiFile: Handler<'build-edi-file'> = async ({ db, req, body, config }) => {
  const p = await authorize({ req, db }, 'manage-edi', {});
  const built = await db.transaction((tx) =>
    buildAndRecord(tx, config.dataKey, { ...body, group_id: body.group_id ?? null, created_by: p.email }),
  );
  return (await fileById(db, built.file_id))!;
};
