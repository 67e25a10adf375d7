import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InjectedRelease } from '@bs/contract';
import type { Tenant } from '@bs/tenant-config';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { cacheControlFor, contentSecurityPolicy, HTML_SECURITY_HEADERS } from './headers';
import { REMOTE_DIRS, remoteOrigins, remotesSource, type RemotesManifest } from './remotes';
import { injectTenant, resolveStore, tenantHead } from './tenant-html';
import { storeUnavailableHtml, UNAVAILABLE_CSP } from './store-unavailable';
import { registerTenantAssets, uploadedImageSize } from './tenant-assets';
import { htmlLanguage, withHtmlLanguage } from './html-language';
import { answerBootCalls, bootHead, landingAnswers, type BootPage } from './boot-data';
import { localManifestReader } from './remote-preload';
import { imageSizeReader } from './image-size';
import { paintLanding, paintTemplateReader, withPaintedRoot } from './landing-paint';
import { paintValues } from './landing-paint-values';
import { tenantAssetUrl } from '../tenants/load-tenants';
import { routeForPath } from '@bs/mf';
import { SESSION_COOKIE } from '../http/session-cookie';

type StaticOpts = { root: string; prefix: string; allowedPath?: (p: string) => boolean; cors?: boolean };

async function serveDir(app: FastifyInstance, o: StaticOpts): Promise<void> {
  await app.register(fastifyStatic, {
    root: o.root,
    prefix: o.prefix,
    decorateReply: false,
    index: false,
    wildcard: true,
    cacheControl: false, // set below per file type
    preCompressed: true, // the build writes .br and .gz beside each text asset (PrecompressPlugin)
    allowedPath: o.allowedPath ? (p) => o.allowedPath!(p) : undefined,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      res.setHeader('vary', 'Accept-Encoding');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}

const IMAGE = /\.(svg|png|jpe?g|webp)$/i;
const hasExtension = (url: string) => /\.[^/]+$/.test(url.split('?')[0]);

/** Reads index.html again only when the file changed (a rebuilt shell needs no restart). */
function indexReader(file: string) {
  let cached: { mtime: number; html: string } | undefined;
  return () => {
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime) cached = { mtime, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Benefit Store API</title><!--bs:tenant--></head>
<body style="font-family:var(--bs-font-family);color:var(--bs-color-text)"><h1>Benefit Store API</h1>
<p>The shell is not built (set SHELL_DIST or build apps/shell). API docs: <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/**
 * Static web serving for the one-command mode and e2e: the shell with SPA fallback and the
 * tenant theme injected, the remotes manifest, remote builds, tenant assets and plan logos.
 * Returns the handler for unmatched GETs (the app's not-found handler calls it).
 */
/**
 * Which build of each remote a page loads, for its tenant and browser (the release registry,
 * kernel/releases, handed in by the app: the web layer knows no domain). Absent: remotes.json as is.
 */
export type PageRemotesChooser = (
  req: FastifyRequest,
  reply: FastifyReply,
  tenant: string | undefined,
  env: RemotesManifest,
) => Promise<{ remotes: RemotesManifest; releases?: Record<string, InjectedRelease> }>;

export async function registerWeb(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Db; pageRemotes?: PageRemotesChooser },
) {
  const { config, db } = deps;
  const manifest = remotesSource(config);
  const choose: PageRemotesChooser =
    deps.pageRemotes ?? (async (_req, _reply, _t, env) => ({ remotes: env }));

  app.get('/remotes.json', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send(manifest()),
  );
  await serveDir(app, {
    root: config.planLogosDir,
    prefix: '/assets/plan-logos/',
    allowedPath: (p) => IMAGE.test(p),
  });
  registerTenantAssets(app, { db, tenantsDir: config.tenantsDir });
  // The remotes store's immutable release folders (ADR 0018), when this server is their host.
  // Made here when missing, so releases published after start-up are served without a restart.
  if (config.remotesStoreUrl.startsWith('/')) {
    mkdirSync(config.remotesStoreDir, { recursive: true });
    await serveDir(app, { root: config.remotesStoreDir, prefix: `${config.remotesStoreUrl}/` });
  }
  for (const dir of Object.values(REMOTE_DIRS)) {
    const root = join(config.appsDir, dir, 'dist');
    if (existsSync(root)) await serveDir(app, { root, prefix: `/remotes/${dir}/` });
  }
  const shell =
    config.shellDist && existsSync(join(config.shellDist, 'index.html')) ? config.shellDist : undefined;
  // index.html always goes through the fallback below, which injects the tenant.
  // Directories ('/', '/plans' when a folder of that name exists) would answer 403: route them to the SPA too.
  const isDir = (root: string, p: string) => {
    try {
      return statSync(join(root, decodeURIComponent(p))).isDirectory();
    } catch {
      return false;
    }
  };
  if (shell)
    await serveDir(app, {
      root: shell,
      prefix: '/',
      // The painted landing's template is the server's to fill, not a file for browsers.
      allowedPath: (p) => !p.endsWith('index.html') && !p.endsWith('landing-paint.json') && !isDir(shell, p),
    });
  const readIndex = shell ? indexReader(join(shell, 'index.html')) : () => FALLBACK_HTML;
  const readManifest = localManifestReader(config.appsDir, {
    dir: config.remotesStoreDir,
    url: config.remotesStoreUrl,
  });
  const readImageSize = imageSizeReader();
  const readPaintTemplate = shell ? paintTemplateReader(join(shell, 'landing-paint.json')) : () => undefined;

  /** The landing's header and hero painted into #root, when the build has the template (ADR 0032). */
  function painted(
    path: string,
    tenant: Tenant | undefined,
    boot: BootPage,
    lang: ReturnType<typeof htmlLanguage>,
    logoSize: { width: number; height: number } | null,
    nonce: string,
  ) {
    const logo = tenant?.logo ? tenantAssetUrl(tenant.slug, tenant.logo) : undefined;
    const image = tenant?.image ? tenantAssetUrl(tenant.slug, tenant.image) : undefined;
    try {
      const template = readPaintTemplate();
      const values =
        template && paintValues(path, tenant, landingAnswers(boot.calls), lang, { logo, logoSize, image });
      return template && values ? paintLanding(template, lang, values, nonce) : undefined;
    } catch (error) {
      // A template this server cannot read or fill (being rebuilt, another build's) leaves the
      // page to the app.
      app.log.warn({ err: error }, 'landing paint skipped');
      return undefined;
    }
  }

  /** What start-up would fetch first, known here already (ADR 0008). */
  async function bootPage(
    path: string,
    search: string,
    lang: ReturnType<typeof htmlLanguage>,
    remotes: ReturnType<typeof manifest>,
    releases: Record<string, InjectedRelease> | undefined,
  ): Promise<BootPage> {
    const route = routeForPath(path);
    const url = route ? remotes[route.entry.remote] : undefined;
    const json = url ? readManifest(url) : undefined;
    const routeOrigin = url && /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
    return {
      preconnect: [...new Set([...routeOrigin, ...remoteOrigins(remotes)])].slice(0, 3),
      remotes,
      releases,
      manifest: route && url && json ? { url, json, screen: route.entry.screen } : undefined,
      calls: await answerBootCalls(app, path, { basicAuth: config.basicAuth, lang }, search),
    };
  }

  return async function spaFallback(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const path = req.url.split('?')[0];
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      (hasExtension(path) && !path.endsWith('/index.html'))
    )
      return false;
    const nonce = randomBytes(16).toString('base64');
    const lang = htmlLanguage(req);
    const store = await resolveStore(db, path);
    if (store.unavailable) {
      reply
        .code(410)
        .headers(HTML_SECURITY_HEADERS)
        .header('content-security-policy', UNAVAILABLE_CSP)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(storeUnavailableHtml(store.unavailable.name, lang));
      return true;
    }
    const tenant = store.tenant;
    const { remotes, releases } = await choose(req, reply, tenant?.slug, manifest());
    const boot = await bootPage(path, req.url.slice(path.length), lang, remotes, releases);
    const logoSize = tenant?.logo
      ? (readImageSize(join(config.tenantsDir, tenant.slug, tenant.logo)) ??
        (await uploadedImageSize(db, tenant.slug, tenant.logo)))
      : null;
    // Someone signed in sees their own header (their name, Sign out, a staff menu), not a first
    // visit's: the app draws their page, so it never changes under them at takeover.
    const paint = req.cookies?.[SESSION_COOKIE]
      ? undefined
      : painted(path, tenant, boot, lang, logoSize, nonce);
    const head =
      tenantHead(tenant, nonce, logoSize ? { logo_size: logoSize } : {}) +
      bootHead(boot, nonce) +
      (paint?.head ?? '');
    const page = injectTenant(readIndex(), head);
    const html = withHtmlLanguage(paint ? withPaintedRoot(page, paint.root) : page, lang);
    reply
      .code(200)
      .headers(HTML_SECURITY_HEADERS)
      .header('content-security-policy', contentSecurityPolicy(nonce, remoteOrigins(remotes, releases)))
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
    return true;
  };
}
