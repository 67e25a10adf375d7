import {
  API_BASE_PATH,
  INJECTED_BOOT_ELEMENT_ID,
  routeOf,
  type CallName,
  type DefaultInfo,
  type InjectedBoot,
  type LandingInfo,
  type LandingPage,
  type InjectedRelease,
} from '@bs/contract';
import { routeForPath, screenAssets, type FederationManifest } from '@bs/mf';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@bs/domain';
import { menuCall, menuOf, type StartupCall } from './boot-call';
import { screenCalls, type StoreBindings } from './screen-calls';
import { safeJson } from './tenant-html';
import { STORE_PAGES } from '../http/store-pages';
import type { RemotesManifest } from './remotes';

export type { StartupCall } from './boot-call';

/**
 * What the shell's start-up asks for before the first screen (apps/shell startup/start-up.ts):
 * a landing slug's page, else the default store's bindings; and the footer's ticket link.
 * The error page and continue-by-code load nothing.
 */
export function startupCalls(pathname: string): StartupCall[] {
  const route = routeForPath(pathname);
  if (!route) return [];
  const calls: StartupCall[] = [{ name: 'get-ticket-link', args: {} }];
  if (route.entry.screen === STORE_PAGES.continueEnrollment) return calls;
  if (route.landing)
    calls.push({ name: 'validate-landing-page', args: { query: { landing_page: route.landing } } });
  else calls.push({ name: 'get-default-info', args: {} });
  return calls;
}

/**
 * What the landing asks once the landing page is known: the agent's or group's landing info of
 * that page (apps/shop use-hero-copy) and its category menu (the shell's header, use-branding),
 * on the screens that show the hero. The server paints both (landing-paint.ts); with them in the
 * boot data the app's first render shows the same header, menu included.
 */
export function heroCalls(pathname: string, page: unknown): StartupCall[] {
  const screen = routeForPath(pathname)?.entry.screen;
  if (screen !== 'landing' && screen !== 'home') return [];
  const p = page as { type?: string; agent_id?: unknown; group_id?: unknown } | undefined;
  if (p?.type === 'agent' && typeof p.agent_id === 'number') {
    const args = { query: { agent_id: p.agent_id } };
    return [{ name: 'get-agent-landing-page-info', args }, menuCall('agent', p.agent_id)];
  }
  if (p?.type === 'group' && typeof p.group_id === 'number') {
    const args = { query: { group_id: p.group_id } };
    return [{ name: 'get-group-landing-page-info', args }, menuCall('group', p.group_id)];
  }
  return [];
}

/** What the landing shows, from the answers its page carries (the server paints it: landing-paint.ts). */
export interface LandingAnswers {
  page?: LandingPage;
  defaultInfo?: DefaultInfo;
  /** The agent's or group's landing info and menu, for the landing page's type. */
  owner?: LandingInfo;
  menu?: string[];
  ticket?: string;
}

export function landingAnswers(calls: (StartupCall & { data: unknown })[]): LandingAnswers {
  const data = <T>(name: CallName) => calls.find((c) => c.name === name)?.data as T | undefined;
  const page = data<LandingPage>('validate-landing-page');
  const group = page?.type === 'group';
  return {
    page,
    defaultInfo: data<DefaultInfo>('get-default-info'),
    owner: data<LandingInfo>(group ? 'get-group-landing-page-info' : 'get-agent-landing-page-info'),
    menu: menuOf(calls),
    ticket: data<string>('get-ticket-link'),
  };
}

/**
 * The answers a page carries: start-up's calls, then the hero's once the landing page is known,
 * and the first reads of the plans listing or the plan detail once the store is (screen-calls.ts).
 */
export async function answerBootCalls(
  app: FastifyInstance,
  pathname: string,
  opts: { basicAuth: string; lang: Language },
  search = '',
): Promise<(StartupCall & { data: unknown })[]> {
  const first = await answerStartupCalls(app, startupCalls(pathname), opts);
  const page = first.find((c) => c.name === 'validate-landing-page')?.data;
  const store = (page ?? first.find((c) => c.name === 'get-default-info')?.data) as StoreBindings | undefined;
  const second = await answerStartupCalls(
    app,
    [...heroCalls(pathname, page), ...screenCalls(pathname, search, store)],
    opts,
  );
  const menu = menuOf(second);
  const third = menu ? await answerStartupCalls(app, screenCalls(pathname, search, store, menu), opts) : [];
  return [...first, ...second, ...third];
}

/**
 * Answers the calls in-process, through the API's own routes (same validation, envelope and
 * language as the browser would get). A call that does not succeed is left out: the browser
 * asks for it itself and shows what it always shows (a not-found landing leads to /404).
 */
export async function answerStartupCalls(
  app: FastifyInstance,
  calls: StartupCall[],
  opts: { basicAuth: string; lang: Language },
): Promise<(StartupCall & { data: unknown })[]> {
  const headers = {
    authorization: `Basic ${Buffer.from(opts.basicAuth).toString('base64')}`,
    'accept-language': opts.lang,
  };
  const answers = await Promise.all(
    calls.map(async (call) => {
      const query = Object.entries(call.args.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]);
      const qs = new URLSearchParams(query).toString();
      const path = routeOf(call.name).path.replace(/:(\w+)/g, (_, k: string) =>
        encodeURIComponent(String(call.args.params?.[k] ?? '')),
      );
      const url = `${API_BASE_PATH}${path}${qs ? `?${qs}` : ''}`;
      try {
        const res = await app.inject({ method: 'GET', url, headers });
        const body = res.json() as { status?: string; data?: unknown };
        return res.statusCode === 200 && body.status === 'success' ? { ...call, data: body.data } : null;
      } catch {
        return null;
      }
    }),
  );
  return answers.filter((a) => a !== null);
}

export interface BootPage {
  remotes: RemotesManifest;
  /** Which release each remote's URL is, and where the shell falls back to (ADR 0018). */
  releases?: Record<string, InjectedRelease>;
  /** The route's remote's mf-manifest.json, when this server can read it. */
  manifest?: { url: string; json: FederationManifest; screen: string };
  calls: (StartupCall & { data: unknown })[];
  /**
   * Origins other than the page's that the page's remotes load from (a CDN, docs/deploy.md), the
   * route's remote's first: the browser opens its connection while the shell's scripts download.
   */
  preconnect?: string[];
}

/**
 * The head of a store page beyond the tenant (ADR 0008): preloads of the route's remote (its
 * entry, exposed module and screen chunk download while the shell's own scripts do) and the
 * boot data that spares start-up its first round trips (remotes.json, the remote's manifest,
 * the first API answers). JSON only, under the page's nonce: the CSP allows no inline script.
 */
export function bootHead(page: BootPage, nonce: string): string {
  const preloads = page.manifest
    ? screenAssets(page.manifest.url, page.manifest.json, page.manifest.screen)
    : [];
  // Remote files are fetched without credentials (CORS for manifests, plain <script> for chunks):
  // both a credential-less connection and a plain one may be needed, so both are opened.
  const connect = (page.preconnect ?? []).flatMap((o) => [
    `<link rel="preconnect" href="${escapeAttr(o)}" crossorigin>`,
    `<link rel="preconnect" href="${escapeAttr(o)}">`,
  ]);
  const links = preloads.map((p) => `<link rel="preload" as="${p.as}" href="${escapeAttr(p.href)}">`);
  const data: InjectedBoot = {
    remotes: page.remotes,
    ...(page.releases && { releases: page.releases }),
    ...(page.manifest && { manifests: { [page.manifest.url]: page.manifest.json } }),
    calls: page.calls,
  };
  return (
    connect.join('') +
    links.join('') +
    `<script id="${INJECTED_BOOT_ELEMENT_ID}" type="application/json" nonce="${nonce}">${safeJson(data)}</script>`
  );
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
