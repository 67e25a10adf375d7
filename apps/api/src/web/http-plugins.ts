import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/|image\/svg\+xml)/;

/**
 * The maintained Fastify plugins for the two HTTP chores every request meets, registered before
 * any route: @fastify/cookie parses the Cookie header once (req.cookies) and writes Set-Cookie
 * (kernel/access/cookie.ts); @fastify/compress compresses API answers and rendered HTML on the fly
 * (static files are precompressed at build and sent by @fastify/static, which it leaves alone).
 * Brotli at a middle quality: most of the saving for little CPU per request. br and gzip only, the
 * same on every Node (zstd exists only on newer ones).
 */
export async function installHttpPlugins(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
