import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteLoadError } from './errors';
import { fetchRemotesManifest, parseRemotesManifest } from './manifest';

describe('parseRemotesManifest', () => {
  const base = 'https://store.example/acme/cart';

  it('resolves each known remote against the page and ignores unknown names', () => {
    const m = parseRemotesManifest(
      {
        shop: '/remotes/shop/mf-manifest.json',
        cart_quote: 'https://cdn.example/cart/mf-manifest.json',
        legacy: '/x.json',
      },
      base,
    );
    expect(m).toEqual({
      shop: 'https://store.example/remotes/shop/mf-manifest.json',
      cart_quote: 'https://cdn.example/cart/mf-manifest.json',
    });
  });

  it('leaves out a remote without a usable URL so only that remote fails', () => {
    expect(
      parseRemotesManifest({ shop: '', member_admin: 42, enrollment_wizard: 'ew/mf-manifest.json' }, base),
    ).toEqual({
      enrollment_wizard: 'https://store.example/acme/ew/mf-manifest.json',
    });
  });

  it.each([null, [], 'remotes', 3])('rejects %j as BS-MF-004', (bad) => {
    const err = (() => {
      try {
        parseRemotesManifest(bad, base);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(RemoteLoadError);
    expect((err as RemoteLoadError).code).toBe('BS-MF-004');
  });
});

describe('fetchRemotesManifest', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/remotes.json') {
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ shop: '/remotes/shop/mf-manifest.json' }));
      } else if (req.url === '/broken.json') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{not json');
      } else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((ok) => server.close(ok)));

  it('reads remotes.json from a real server', async () => {
    expect(await fetchRemotesManifest(`${origin}/remotes.json`)).toEqual({
      shop: `${origin}/remotes/shop/mf-manifest.json`,
    });
  });

  it.each(['/missing.json', '/broken.json'])('turns %s into BS-MF-004', async (path) => {
    await expect(fetchRemotesManifest(`${origin}${path}`)).rejects.toMatchObject({ code: 'BS-MF-004' });
  });
});
