import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/|image\/svg\+xml)/;

/** br when the client takes it (q > 0), else gzip, else nothing. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses API answers and rendered HTML on the fly (static files are precompressed at build and
 * sent by @fastify/static). Brotli at a middle quality: most of the saving for little CPU per request.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_MIN_BYTES || !COMPRESSIBLE.test(type)) return payload;
    reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding || req.method === 'HEAD') return payload;
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : gzipSync(payload, { level: 6 });
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return body;
  });
}

function appendVary(current: unknown, value: string): string {
  const list = String(current ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.some((v) => v.toLowerCase() === value.toLowerCase())
    ? list.join(', ')
    : [...list, value].join(', ');
}
