import { DEFAULT_LANGUAGE, pickLanguage, type Language } from '@bs/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localizeEnvelope } from './localize-envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of every text this request answers (Accept-Language; English by default). */
    lang: Language;
  }
}

/** The request's language, decided once from Accept-Language (the api-client always sends it). */
export const languageOf = (req: Pick<FastifyRequest, 'headers'>): Language =>
  pickLanguage(req.headers['accept-language']);

/**
 * Decides `req.lang` before anything else runs and translates every envelope on its way out
 * (field errors, 404/500, messages in success data), so handlers keep writing English. API answers
 * say which language they are in and that it depends on Accept-Language (caches keep one per language).
 * Install it before any route or plugin so every context inherits the hooks.
 */
export function installRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (req, reply) => {
    req.lang = languageOf(req);
    if (req.url.startsWith('/api/'))
      reply.header('content-language', req.lang).header('vary', 'Accept-Language');
  });
  app.addHook('preSerialization', async (req, _reply, payload: unknown) =>
    localizeEnvelope(payload, req.lang),
  );
}
