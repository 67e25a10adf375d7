import type { Handler } from '../../kernel/handler';
import { authorize, requirePrincipal, NOT_ALLOWED } from '../../kernel/access/access';
import { sessionTokenOf } from '../../kernel/access/cookie';
import { hashToken } from '../../kernel/access/session.repository';
import { fieldError } from '../../http/errors';
import { fileOwner } from './edi-files.repository';
import { DOWNLOAD_PATH, issueDownloadToken } from './edi-download-token';

/**
 * POST create-edi-download-link: a one-time, 5-minute link to a file for the platform
 * administrator or the rep serving the file's group (an all-groups file: the administrator only),
 * opening only in the session that asked (ADR 0027). An unknown file is refused like a forbidden
 * one, so file ids cannot be probed.
 */
export const createEdiDownloadLink: Handler<'create-edi-download-link'> = async ({ db, req, body }) => {
  await requirePrincipal({ req, db });
  const owner = await fileOwner(db, body.file_id);
  if (!owner) throw fieldError(403, 'session', NOT_ALLOWED);
  const p = await authorize({ req, db }, 'download-edi', { group_id: owner.group_id });
  // authorize found a live session, so its cookie is there.
  const session = hashToken(sessionTokenOf(req)!);
  const { token, expires_at } = await issueDownloadToken(db, body.file_id, p, session);
  return { url: `${DOWNLOAD_PATH}/${token}`, expires_at };
};
