import { API_BASE_PATH, type CallName } from '@bs/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db';
import { trackAllowedMethods } from './http/allowed-methods';
import { basicAuthHook } from './http/basic-auth';
import { clientErrorHandler } from './http/client-errors';
import { registerDocs } from './http/docs';
import { installErrorHandler } from './http/error-handler';
import { errorBody } from './http/errors';
import { requestLogSerializer } from './http/request-log';
import { installCatalogues } from './catalogues';
import { registerCalls } from './register-calls';
import { reuseFrozenAnswers } from './http/reuse-frozen-answers';
import { translate } from './i18n/messages';
import { installRequestLanguage, languageOf } from './i18n/request-language';
import { registerHealth } from './modules/probes/health.route';
import { registerBenchHello } from './modules/bench/bench-hello.route';
import { mayTouchEnrollment } from './kernel/access/enrollment-access';
import { callTable } from './calls';
import { dbCounters } from './kernel/limits/counters';
import { redisCounters } from './kernel/limits/redis-counters';
import { installLimits } from './kernel/limits/install';
import { createMailer } from './kernel/mail/mailer';
import { registerMailPage } from './modules/mail/mail-page.route';
import { registerEdiDownload } from './modules/edi/edi-download.route';
import { registerLifeEventDocument } from './modules/enrollment-windows/life-event-document.route';
import { registerIdCardFile } from './modules/id-cards/id-card-file.route';
import { registerPlanDocumentFile } from './modules/plan-documents/plan-document-file.route';
import { startEdiSchedule } from './modules/edi/edi-schedule';
import { startRetentionSchedule } from './modules/retention/retention-schedule';
import { startLifeEventDeadlineSchedule } from './modules/enrollment-windows/life-event-deadlines';
import { startInvitationReminderSchedule } from './modules/group-enrollment/invitation-window-reminders';
import { hostname } from 'node:os';
import { createVerifiers, type Verifiers } from './kernel/verify/verifiers';
import { registerWeb } from './web';
import { pageRemotes } from './kernel/releases/page-releases';
import { installHttpPlugins } from './web/http-plugins';

// Sensitive values never reach the logs (DESIGN §5); Fastify's request serializer already omits
// headers and bodies, these paths cover anything logged explicitly.
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-release-token"]',
  'headers.authorization',
  'authorization',
  ...[
    'ssn',
    'card_number',
    'account_number',
    'routing_number',
    'security_code',
    'code',
    'password',
    'answers',
  ].flatMap((k) => [k, `*.${k}`]),
  'body',
];

/** The logger of every app: level, the redactions above, and request URLs without ids or tokens. */
export const logOptions = (level: string, stream?: NodeJS.WritableStream) => ({
  level,
  redact: { paths: LOG_REDACT, censor: '[redacted]' },
  serializers: { req: requestLogSerializer },
  ...(stream ? { stream } : {}),
});

/**
 * Fastify's trustProxy for the configured TRUST_PROXY. A hop count becomes "the last n peers are
 * proxies" (Fastify's own number form trusts no peer at all for X-Forwarded-*), so with
 * TRUST_PROXY=1 the client address is the one the load balancer appended to X-Forwarded-For,
 * never one the client wrote there itself.
 */
export const trustProxyOption = (trust: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export const HSTS = 'max-age=31536000; includeSubDomains';

export type BuildAppOptions = {
  db: Db;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** E-mail/phone verification providers; the local ones by default. */
  verify?: Verifiers;
};

export async function buildApp({ db, config, logger, verify }: BuildAppOptions): Promise<FastifyInstance> {
  installCatalogues();
  const app = Fastify({
    // A caller's own logger options (tests) keep the URL redaction unless they replace it.
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { req: requestLogSerializer, ...(logger.serializers ?? {}) } }
        : (logger ?? logOptions(config.logLevel)),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Slow clients: the whole request must arrive within requestTimeout (408), and a socket that
    // stays silent well past it is closed. Node enforces requestTimeout on bodies only when
    // headersTimeout is not longer, and checks every 30 s unless told otherwise. The idle close
    // leaves a wide margin (10 s) so that on a busy machine the 408 always wins the race: an
    // idle close first would end the connection without telling the client why.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 10_000,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler,
    // Router-level failures (bad URL encoding, over-long path parameter) also get the envelope.
    frameworkErrors: (err, req, reply) => {
      const message =
        err.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'A value in the address is too long.'
          : 'The address is not valid.';
      void (reply as unknown as FastifyReply).code(400).send(
        // Routing failed before any hook ran, so the envelope is translated here.
        errorBody([{ target_element: 'request', error_message: translate(message, languageOf(req)) }]),
      );
    },
  });
  const allowedMethods = trackAllowedMethods(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(reuseFrozenAnswers(serializerCompiler));
  installRequestLanguage(app);
  installErrorHandler(app);
  await installHttpPlugins(app);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    // Only over https (directly, or as a trusted proxy says in X-Forwarded-Proto): over plain http
    // the header means nothing, and a local http-only setup must stay reachable.
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });

  // The outbox worker lives as long as the app: closing the app waits for its current round.
  const mailer = createMailer(db, config, app.log);
  app.addHook('onClose', () => mailer.stop());
  if (config.mailPage) registerMailPage(app, db);
  registerEdiDownload(app, db, config);
  registerLifeEventDocument(app, db, config);
  registerPlanDocumentFile(app, db, config);
  // The nightly 834 exports: every instance looks, the database lets one of them run each (ADR 0022).
  if (config.ediScheduleIntervalMs > 0) {
    const stopSchedule = startEdiSchedule(db, config, app.log, `${hostname()}:${process.pid}`);
    app.addHook('onClose', () => stopSchedule());
  }
  // The nightly retention of abandoned enrollments, run by one instance per day (ADR 0029).
  if (config.retentionIntervalMs > 0) {
    const stopRetention = startRetentionSchedule(
      db,
      { intervalMs: config.retentionIntervalMs, at: config.retentionAt },
      app.log,
      `${hostname()}:${process.pid}`,
    );
    app.addHook('onClose', () => stopRetention());
  }

  // Life events' missing documents: reminded once before their day, refused the day after (ADR 0034).
  if (config.lifeEventDeadlinesIntervalMs > 0) {
    const stopDeadlines = startLifeEventDeadlineSchedule(
      db,
      config,
      mailer,
      app.log,
      `${hostname()}:${process.pid}`,
    );
    app.addHook('onClose', () => stopDeadlines());
    // Unfinished invitations, reminded on the group's schedule before their window closes.
    const stopReminders = startInvitationReminderSchedule(db, config, mailer, app.log);
    app.addHook('onClose', () => stopReminders());
  }

  await registerDocs(app, (call) => {
    const entry = callTable[call as CallName];
    return (
      entry && { description: entry.docs[1], rules: entry.rules, enrollmentSource: entry.enrollmentSource }
    );
  });
  // Before the calls: the request limits attach to routes as they are added.
  const counters = config.redisUrl ? redisCounters(config.redisUrl) : dbCounters(db);
  app.addHook('onClose', () => counters.close());
  await installLimits(app, { counters, secret: config.codePepper });
  // The ID card files carry the per-client request limit (ADR 0038): after the limits.
  registerIdCardFile(app, db, config);
  registerHealth(app, db, '/health');
  registerHealth(app, db, `${API_BASE_PATH}/health`);
  await app.register(
    async (api) => {
      api.addHook('onRequest', basicAuthHook(config.basicAuth));
      registerCalls(api, callTable, {
        db,
        config,
        mailer,
        verify: verify ?? createVerifiers(config),
        mayTouchEnrollment: (req, id) => mayTouchEnrollment(req, db, id),
      });
      registerBenchHello(api);
    },
    { prefix: API_BASE_PATH },
  );
  const spaFallback = await registerWeb(app, {
    config,
    db,
    // Each page loads the remote builds the release registry gives its tenant and browser (ADR 0018).
    pageRemotes: (req, reply, tenant, env) => pageRemotes(db, req, reply, tenant, env),
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (!req.url.startsWith('/api/') && (await spaFallback(req, reply))) return reply;
    const allow = allowedMethods(req.url.split('?')[0]);
    if (allow.length)
      return reply
        .code(405)
        .header('allow', allow.join(', '))
        .send(
          errorBody([
            {
              target_element: 'request',
              error_message: `${req.method} is not allowed here; use ${allow.join(' or ')}.`,
            },
          ]),
        );
    return reply
      .code(404)
      .send(
        errorBody([
          { target_element: 'request', error_message: `No route for ${req.method} ${req.url.split('?')[0]}` },
        ]),
      );
  });
  return app;
}
