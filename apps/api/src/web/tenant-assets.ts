import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { errorBody } from '../http/errors';
import { cacheControlFor } from './headers';

const FILE = /^[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp)$/;
const SLUG = /^[a-z0-9][a-z0-9-]{1,62}$/;
const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * Tenant images at /tenant-assets/<slug>/<file>: an image uploaded through the console (the
 * database, ADR 0011) first, else the file of tenants/<slug>/. Same headers as the other static
 * assets, plus a CSP that keeps an SVG opened on its own from running anything (the upload is
 * sanitised too; this is the second lock).
 */
export function registerTenantAssets(app: FastifyInstance, deps: { db: Db; tenantsDir: string }) {
  app.get<{ Params: { slug: string; file: string } }>(
    '/tenant-assets/:slug/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const { slug, file } = req.params;
      const missing = () =>
        reply.code(404).send(
          errorBody([
            {
              target_element: 'request',
              error_message: `No route for ${req.method} ${req.url.split('?')[0]}`,
            },
          ]),
        );
      if (!SLUG.test(slug) || !FILE.test(file)) return missing();
      // A database that is down must not take the folder's images with it: they are served anyway.
      const [row] = await deps.db
        .query<{ content_type: string; content: Uint8Array }>(
          'SELECT content_type, content FROM tenant_assets WHERE slug = $1 AND file_name = $2',
          [slug, file],
        )
        .catch(() => []);
      let body: Buffer;
      let type: string;
      if (row) {
        body = Buffer.from(row.content);
        type = row.content_type;
      } else {
        try {
          body = await readFile(join(deps.tenantsDir, slug, file));
        } catch {
          return missing();
        }
        type = TYPES[file.split('.').pop()!]!;
      }
      return reply
        .header('cache-control', cacheControlFor(file))
        .header('vary', 'Accept-Encoding')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type(type)
        .send(body);
    },
  );
}

/** The stored size of a console-uploaded image (the folder's are read from disk). */
export async function uploadedImageSize(db: Db, slug: string, file: string) {
  const [row] = await db.query<{ width: number | null; height: number | null }>(
    'SELECT width, height FROM tenant_assets WHERE slug = $1 AND file_name = $2',
    [slug, file],
  );
  return row?.width && row.height ? { width: row.width, height: row.height } : null;
}
