import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { TAGS } from './call-tags';
import { completeDocument, CONTACT, SERVERS, type CallDescription } from './docs-rules';

/** OpenAPI generated from the same zod schemas the routes validate with; UI at /api/docs. */
export async function registerDocs(
  app: FastifyInstance,
  describe: (call: string) => CallDescription | undefined,
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Benefit Store API',
        version: '1.0.0',
        description: 'Every answer is `{status, data}`; errors carry `[{target_element, error_message}]`.',
        contact: CONTACT,
      },
      servers: SERVERS,
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { clientBasic: { type: 'http', scheme: 'basic' } } },
      security: [{ clientBasic: [] }],
    },
    transform: jsonSchemaTransform,
    // Each call's description and cross-field rules (its module's table), and links that follow an
    // enrollment (docs-rules.ts).
    transformObject: (input) =>
      completeDocument('openapiObject' in input ? input.openapiObject : input.swaggerObject, describe),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
