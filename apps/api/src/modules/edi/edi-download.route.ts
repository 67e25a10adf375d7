import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { principalOf } from '../../kernel/access/principal';
import { sessionTokenOf } from '../../kernel/access/cookie';
import { hashToken } from '../../kernel/access/session.repository';
import { openJson } from '../../kernel/crypto/data-key';
import { notFound } from '../../http/errors';
import { DOWNLOAD_PATH, spendDownloadToken } from './edi-download-token';

export const LINK_SPENT = 'This download link has expired or was already used. Please ask for a new one.';

/**
 * GET /edi-files/:token: the file behind a one-time link (create-edi-download-link). A plain
 * browser navigation, so it sits outside /api/v1's client header; the token opens the file only
 * with the session cookie of the person who asked for it (ADR 0027): signed out, or another
 * session, gets the same answer as a spent link and leaves the link unspent.
 * Served as an attachment that no cache keeps.
 */
export function registerEdiDownload(app: FastifyInstance, db: Db, config: AppConfig): void {
  app.get<{ Params: { token: string } }>(
    `${DOWNLOAD_PATH}/:token`,
    { schema: { hide: true } },
    async (req, reply) => {
      const file = await db.transaction(async (tx) => {
        // principalOf reads only a live session (not expired, not idle).
        const who = await principalOf(req, tx);
        if (!who) return undefined;
        const session = hashToken(sessionTokenOf(req)!);
        const spent = await spendDownloadToken(tx, req.params.token, session, who);
        if (!spent) return undefined;
        const [row] = await tx.query<{ content_enc: string; control_number: number; name: string }>(
          `SELECT f.content_enc, f.control_number::int AS control_number, c.name
           FROM edi_files f JOIN carriers c ON c.carrier_id = f.carrier_id WHERE f.file_id = $1`,
          [spent.file_id],
        );
        return row;
      });
      if (!file) throw notFound('token', LINK_SPENT);
      const slug = file.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return reply
        .header('content-type', 'application/edi-x12; charset=utf-8')
        .header('content-disposition', `attachment; filename="834-${slug}-${file.control_number}.edi"`)
        .header('cache-control', 'no-store')
        .send(openJson<string>(file.content_enc, config.dataKey));
    },
  );
}
