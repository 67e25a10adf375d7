#!/usr/bin/env node
// Tiny static server for e2e: serves one remote's build from its own origin, like a CDN would.
//   node tools/serve-static.mjs --dir apps/shop/dist --port 4201 [--host 127.0.0.1]
// CORS is open (the shell on another origin fetches mf-manifest.json and chunks); cache headers
// match the API's web plugin: entry points no-cache, content-hashed files immutable.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, extname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values: o } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string', default: '4201' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
if (!o.dir) {
  console.error('Usage: node tools/serve-static.mjs --dir <folder> --port <port> [--host 127.0.0.1]');
  process.exit(1);
}
const root = resolve(o.dir);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const NO_CACHE = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
]);
const HASHED = /[.-](?=[0-9a-f]*\d)[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
const cacheControl = (file) => {
  const name = basename(file).replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(name)) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
};

const server = createServer((req, res) => {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-methods', 'GET, HEAD, OPTIONS');
  res.setHeader('access-control-allow-headers', '*');
  res.setHeader('x-content-type-options', 'nosniff');
  if (req.method === 'OPTIONS') return res.writeHead(204).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end('Method not allowed');
  let path;
  try {
    path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  } catch {
    return res.writeHead(400).end('Bad request');
  }
  let file = resolve(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return res.writeHead(403).end('Forbidden');
  let stat;
  try {
    stat = statSync(file);
    if (stat.isDirectory()) {
      file = join(file, 'index.html');
      stat = statSync(file);
    }
  } catch {
    return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  }
  // The build writes .br and .gz beside text assets (tools/rspack/precompress-plugin.mjs).
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let encoding;
  for (const [name, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!accepts.includes(name)) continue;
    try {
      const s = statSync(file + ext);
      [file, stat, encoding] = [file + ext, s, name];
      break;
    } catch {
      /* no precompressed copy */
    }
  }
  res.writeHead(200, {
    'content-type': type,
    'content-length': stat.size,
    'cache-control': cacheControl(file),
    'last-modified': stat.mtime.toUTCString(),
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
});

server.listen(Number(o.port), o.host, () => console.log(`serving ${root} on http://${o.host}:${o.port}`));
// Stop taking connections and let requests in flight finish, but never wait on a browser's
// keep-alive sockets or a stalled client for long: a test's teardown waits on this exit.
for (const sig of ['SIGINT', 'SIGTERM'])
  process.once(sig, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  });
