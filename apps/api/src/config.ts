import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { apiRoot, repoRoot } from './paths';

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl?: string;
  pgliteDir: string;
  /** `user:password` whose base64 the client sends as `Authorization: Basic ...`. */
  basicAuth: string;
  ticketUrl: string;
  /** Secret mixed into continue-code hashes, so a leaked table alone cannot be brute-forced offline. */
  codePepper: string;
  /**
   * Secrets whose SHA-256 are the AES-256-GCM keys of sensitive values at rest (SSNs, health
   * answers, card and bank numbers): `current` seals, `previous` (DATA_KEYS_PREVIOUS) still open
   * values sealed before a rotation (`npm run data-key:rotate` re-seals them under `current`).
   */
  dataKey: DataKeys;
  /**
   * Which peers may speak for the client in X-Forwarded-For/-Proto: false (none, the default), a
   * number of proxy hops in front of the API, or the proxies' addresses/CIDRs. Never "everyone".
   */
  trustProxy: TrustProxy;
  /** NODE_ENV=production: own secrets required, no mail page (checked by loadConfig). */
  production: boolean;
  tenantsDir: string;
  planLogosDir: string;
  shellDist?: string;
  remotesJson?: string;
  remotesFile?: string;
  appsDir: string;
  /** The remotes store (ADR 0018): immutable release folders <remote>/<version>/, served at /releases/. */
  remotesStoreDir: string;
  /** Where browsers fetch those folders: /releases (this server) or a CDN / object store origin. */
  remotesStoreUrl: string;
  /** The token CI sends (x-release-token) to publish and switch releases; unset = none accepted. */
  releaseToken?: string;
  logLevel: string;
  /** Absolute origin of the store, for links and images in e-mails (never taken from the Host header). */
  publicUrl: string;
  /** SMTP server of the outbox worker (nodemailer URL); unset = mails are stored and shown at /mail. */
  smtpUrl?: string;
  mailFrom: string;
  /** How often the outbox worker looks for due mail, and the first retry delay (doubling per attempt). */
  outboxIntervalMs: number;
  outboxRetryBaseMs: number;
  /** The local mail page (/mail), a development aid: only with MAIL_PAGE=1, never in production. */
  mailPage: boolean;
  /** PostgreSQL: give up connecting, and running one statement, after this long (no hung requests). */
  dbConnectTimeoutMs: number;
  dbQueryTimeoutMs: number;
  /** A client must send its whole request within this time (slow clients hold no socket forever). */
  requestTimeoutMs: number;
  /** SIGTERM/SIGINT: the hard deadline of the graceful stop. */
  shutdownTimeoutMs: number;
  /** DNS servers of the e-mail MX check (`ip` or `ip:port`); unset = the system's resolvers. */
  dnsServers?: string[];
  /** The MX check's deadline: past it the address is accepted (DNS must never block a person). */
  mxTimeoutMs: number;
  /** A domain known to have mail servers: when even it does not resolve, DNS is taken as unreachable. */
  mxProbeDomain: string;
  /** Redis for the limits' counters (modules/limits); unset = the database's rate_limits table. */
  redisUrl?: string;
  /** EDI_DROP_ROOT: the folder under which each trading partner's drop folder lies (ADR 0022). */
  ediDropRoot: string;
  /** EDI_SCHEDULE_INTERVAL_MS: how often an instance looks for a due nightly 834 export; 0 = never. */
  ediScheduleIntervalMs: number;
  /** RETENTION_INTERVAL_MS: how often an instance looks for the due retention run (ADR 0029); 0 = never. */
  retentionIntervalMs: number;
  /** RETENTION_TIME: the UTC time (HH:MM) from which each day's retention run is due. */
  retentionAt: string;
  /** LIFE_EVENT_DEADLINES_INTERVAL_MS: how often an instance reminds and expires life events' missing documents (ADR 0034); 0 = never. */
  lifeEventDeadlinesIntervalMs: number;
};

export type DataKeys = { current: string; previous: readonly string[] };
export type TrustProxy = false | number | string[];

/** A setting that would make this deployment unsafe or cannot work: the server does not start. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

// The development defaults: public (they are in this file), so production refuses them.
export const DEV_CODE_PEPPER = 'dev-only-pepper-set-CODE_PEPPER-in-production';
export const DEV_DATA_KEY = 'dev-only-data-key-set-DATA_KEY-in-production';
const MIN_SECRET_LENGTH = 32;
const MAKE_SECRET = 'make one with `openssl rand -base64 32` and set the same value on every instance';

function productionSecret(name: string, value: string | undefined, devDefault: string): void {
  if (!value)
    throw new ConfigError(`${name} is not set; NODE_ENV=production needs its own secret: ${MAKE_SECRET}.`);
  if (value === devDefault)
    throw new ConfigError(
      `${name} is the public development default; NODE_ENV=production needs its own secret: ${MAKE_SECRET}.`,
    );
  if (value.length < MIN_SECRET_LENGTH)
    throw new ConfigError(
      `${name} is ${value.length} characters; NODE_ENV=production needs at least ${MIN_SECRET_LENGTH}: ${MAKE_SECRET}.`,
    );
}

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

// Names proxy-addr (Fastify's trustProxy) knows besides addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isRange = (s: string) => {
  if (PROXY_RANGE_NAMES.has(s)) return true;
  const [addr, bits, extra] = s.split('/');
  const v = isIP(addr ?? '');
  if (!v || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (v === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset (trust nobody), a hop count (`1` behind one load balancer) or the proxies'
 * addresses (`10.0.0.0/8,192.168.1.5`). `true` is refused: trusting every hop lets a client put
 * any address in X-Forwarded-For and so escape every per-address limit.
 */
export function parseTrustProxy(v: string | undefined): TrustProxy {
  const value = (v ?? '').trim();
  if (!value || value === 'false' || value === '0') return false;
  if (/^(true|all|\*)$/i.test(value))
    throw new ConfigError(
      `TRUST_PROXY=${value} would trust every X-Forwarded-For entry, so a client could choose its own address and escape the per-address limits. ` +
        'Set the number of proxies in front of the API (TRUST_PROXY=1 behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5).',
    );
  if (/^\d+$/.test(value)) return Number(value);
  const ranges = list(value);
  const bad = ranges.filter((r) => !isRange(r));
  if (bad.length)
    throw new ConfigError(
      `TRUST_PROXY has ${bad.map((b) => `"${b}"`).join(', ')}, which is not a hop count, an IP address or a CIDR range (e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.0/8,192.168.1.5).`,
    );
  return ranges;
}

const positive = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v && Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * The configuration from the environment. Throws ConfigError (main prints it and exits 1) for a
 * setting that is unsafe: with NODE_ENV=production a missing, default or short DATA_KEY or
 * CODE_PEPPER, or MAIL_PAGE=1; anywhere, TRUST_PROXY=true.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const defaultShell = join(repoRoot, 'apps/shell/dist');
  const production = env.NODE_ENV === 'production';
  const mailPage = env.MAIL_PAGE === '1';
  if (production) {
    productionSecret('DATA_KEY', env.DATA_KEY, DEV_DATA_KEY);
    productionSecret('CODE_PEPPER', env.CODE_PEPPER, DEV_CODE_PEPPER);
    if (env.RELEASE_TOKEN && env.RELEASE_TOKEN.length < 32)
      throw new ConfigError(
        'RELEASE_TOKEN is shorter than 32 characters: anyone who guesses it can switch what every store loads. Use openssl rand -base64 32.',
      );
    if (mailPage)
      throw new ConfigError(
        'MAIL_PAGE=1 with NODE_ENV=production: the mail page shows sign-in links, reset codes and receipts to anyone. Unset MAIL_PAGE and set SMTP_URL.',
      );
  }
  return {
    port: Number(env.PORT ?? 4200),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR ?? join(repoRoot, '.data/pglite'),
    basicAuth: env.API_BASIC_AUTH ?? 'benefit-store-web:public',
    ticketUrl: env.TICKET_URL ?? 'https://support.benefit-store.example/tickets/new',
    codePepper: env.CODE_PEPPER || DEV_CODE_PEPPER,
    dataKey: { current: env.DATA_KEY || DEV_DATA_KEY, previous: list(env.DATA_KEYS_PREVIOUS) },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production,
    tenantsDir: env.TENANTS_DIR ?? join(repoRoot, 'tenants'),
    planLogosDir: join(apiRoot, 'assets/plan-logos'),
    shellDist: env.SHELL_DIST ?? (existsSync(join(defaultShell, 'index.html')) ? defaultShell : undefined),
    remotesJson: env.REMOTES_JSON || undefined,
    remotesFile: env.REMOTES_FILE || undefined,
    appsDir: join(repoRoot, 'apps'),
    remotesStoreDir: env.REMOTES_STORE_DIR || join(repoRoot, '.data/remotes-store'),
    remotesStoreUrl: (env.REMOTES_STORE_URL || '/releases').replace(/\/+$/, ''),
    releaseToken: env.RELEASE_TOKEN || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 4200}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Benefit Store <no-reply@benefit-store.example>',
    outboxIntervalMs: positive(env.OUTBOX_INTERVAL_MS, 2000),
    outboxRetryBaseMs: positive(env.OUTBOX_RETRY_BASE_MS, 5000),
    mailPage,
    dbConnectTimeoutMs: positive(env.DB_CONNECT_TIMEOUT_MS, 3000),
    dbQueryTimeoutMs: positive(env.DB_QUERY_TIMEOUT_MS, 5000),
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, 30_000),
    shutdownTimeoutMs: positive(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    dnsServers: env.DNS_SERVERS
      ? env.DNS_SERVERS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
    mxTimeoutMs: positive(env.MX_TIMEOUT_MS, 1500),
    mxProbeDomain: env.MX_PROBE_DOMAIN || 'gmail.com',
    redisUrl: env.REDIS_URL || undefined,
    ediDropRoot: env.EDI_DROP_ROOT || join(repoRoot, '.data/edi-drop'),
    ediScheduleIntervalMs:
      env.EDI_SCHEDULE_INTERVAL_MS === '0' ? 0 : positive(env.EDI_SCHEDULE_INTERVAL_MS, 60_000),
    retentionIntervalMs: env.RETENTION_INTERVAL_MS === '0' ? 0 : positive(env.RETENTION_INTERVAL_MS, 60_000),
    retentionAt: retentionTime(env.RETENTION_TIME),
    lifeEventDeadlinesIntervalMs:
      env.LIFE_EVENT_DEADLINES_INTERVAL_MS === '0'
        ? 0
        : positive(env.LIFE_EVENT_DEADLINES_INTERVAL_MS, 900_000),
  };
}

/** RETENTION_TIME as HH:MM (UTC); 03:30 by default, a quiet hour for most of the Americas. */
function retentionTime(value: string | undefined): string {
  if (!value) return '03:30';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(value))
    throw new ConfigError('RETENTION_TIME must be HH:MM (UTC), e.g. 03:30');
  return value;
}
