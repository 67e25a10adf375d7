import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from 'node:http';

const dir = mkdtempSync(join(tmpdir(), 'bs-static-'));
const body = `console.log(${JSON.stringify('y'.repeat(4000))});`;
writeFileSync(join(dir, 'chunk.0a1b2c3d4e.js'), body);
writeFileSync(join(dir, 'chunk.0a1b2c3d4e.js.br'), brotliCompressSync(body));
const port = 4390 + Math.floor(Math.random() * 8);

const fetchRaw = (path, headers) =>
  new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
    }).on('error', reject);
  });

describe('tools/serve-static.mjs', () => {
  let child;
  beforeAll(async () => {
    child = spawn('node', ['tools/serve-static.mjs', '--dir', dir, '--port', String(port)], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 50; i++) {
      try {
        await fetchRaw('/chunk.0a1b2c3d4e.js', {});
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  afterAll(() => child.kill());

  it('sends the brotli copy the build wrote to a client that takes it, with the original type and caching', async () => {
    const r = await fetchRaw('/chunk.0a1b2c3d4e.js', { 'accept-encoding': 'gzip, br' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toContain('javascript');
    expect(r.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(r.body).toString()).toBe(body);
    const plain = await fetchRaw('/chunk.0a1b2c3d4e.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(body);
  });
});
