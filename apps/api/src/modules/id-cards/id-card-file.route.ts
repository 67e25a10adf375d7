import { isLanguage } from '@bs/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { NOT_ALLOWED, requireMemberAccess } from '../../kernel/access/access';
import { fieldError } from '../../http/errors';
import { ID_CARD_PATH, type CardFormat } from './id-card-facts';
import { cardFile } from './id-cards.service';

const ID = /^[1-9]\d{0,9}$/;
/** `<plan_id>.pdf` or `<plan_id>.png`, nothing else. */
const FILE = /^([1-9]\d{0,9})\.(pdf|png)$/;
const TYPES: Record<CardFormat, string> = { pdf: 'application/pdf', png: 'image/png' };

/** `filename="..."` in ASCII and `filename*` in UTF-8 (RFC 6266); card names are ASCII already. */
const attachment = (name: string) =>
  `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * GET /id-cards/:user_id/:plan_id.(pdf|png)?lang=en|es (issue 30, ADR 0038): one ID card, drawn
 * when asked from the member's coverage, for the member signed in only (access 'read-id-cards',
 * the one access decision). Signed out 401; anyone else's card, an unknown member or a plan
 * without a card 403 alike, so nothing can be probed. Always an attachment (never opened in the
 * store's origin), nosniff, a sandbox CSP and no cache: the card holds the member's name and ids.
 * Its labels follow `lang` (the page's language), else Accept-Language.
 */
export function registerIdCardFile(app: FastifyInstance, db: Db, config: AppConfig): void {
  app.get<{ Params: { user_id: string; file: string }; Querystring: { lang?: string } }>(
    `${ID_CARD_PATH}/:user_id/:file`,
    // Drawing a card costs tens of milliseconds: the per-client request limit of the sign-in and
    // mail calls (30 a minute) keeps one browser from keeping a core busy.
    { schema: { hide: true }, config: { rateLimit: {} } },
    async (req, reply) => {
      const [, plan, format] = (FILE.exec(req.params.file) ?? []) as [string, string?, CardFormat?];
      const userId = ID.test(req.params.user_id) ? Number(req.params.user_id) : 0;
      await requireMemberAccess({ req, db }, 'read-id-cards', userId);
      const lang = isLanguage(req.query.lang) ? req.query.lang : req.lang;
      const file =
        plan && format ? await cardFile(db, config, { lang, userId, planId: Number(plan), format }) : null;
      if (!file) throw fieldError(403, 'session', NOT_ALLOWED);
      return reply
        .header('content-type', TYPES[format!])
        .header('content-disposition', attachment(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
}
