import { API_BASE_PATH } from '@bs/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db';
import { basicAuthHook } from './http/basic-auth';
import { registerDocs } from './http/docs';
import { installErrorHandler } from './http/error-handler';
import { errorBody } from './http/errors';
import { registerCalls } from './http/register-calls';
import { registerHealth } from './modules/health/health.route';
import { handlers } from './modules/handlers';
import { createMailer } from './modules/mail/mailer';
import { registerMailPage } from './modules/mail/mail-page.route';
import { registerWeb } from './web';

// Sensitive values never reach the logs (DESIGN §5); Fastify's request serializer already omits
// headers and bodies, these paths cover anything logged explicitly.
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
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

export type BuildAppOptions = { db: Db; config: AppConfig; logger?: FastifyServerOptions['logger'] };

export async function buildApp({ db, config, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024,
    // Router-level failures (bad URL encoding, over-long path parameter) also get the envelope.
    frameworkErrors: (err, _req, reply) => {
      const message =
        err.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'A value in the address is too long.'
          : 'The address is not valid.';
      void (reply as unknown as FastifyReply)
        .code(400)
        .send(errorBody([{ target_element: 'request', error_message: message }]));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  // The outbox worker lives as long as the app: closing the app waits for its current round.
  const mailer = createMailer(db, config, app.log);
  app.addHook('onClose', () => mailer.stop());
  if (config.mailPage) registerMailPage(app, db);

  await registerDocs(app);
  registerHealth(app, db, '/health');
  registerHealth(app, db, `${API_BASE_PATH}/health`);
  await app.register(
    async (api) => {
      api.addHook('onRequest', basicAuthHook(config.basicAuth));
      registerCalls(api, handlers, { db, config, mailer });
    },
    { prefix: API_BASE_PATH },
  );
  const spaFallback = await registerWeb(app, { config, db });

  app.setNotFoundHandler(async (req, reply) => {
    if (!req.url.startsWith('/api/') && (await spaFallback(req, reply))) return reply;
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
