import { existsSync } from 'node:fs';
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
  /** Secret whose SHA-256 is the AES-256-GCM key of sensitive values at rest (health answers). */
  dataKey: string;
  tenantsDir: string;
  planLogosDir: string;
  shellDist?: string;
  remotesJson?: string;
  remotesFile?: string;
  appsDir: string;
  logLevel: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const defaultShell = join(repoRoot, 'apps/shell/dist');
  return {
    port: Number(env.PORT ?? 4200),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.PGLITE_DIR ?? join(repoRoot, '.data/pglite'),
    basicAuth: env.API_BASIC_AUTH ?? 'benefit-store-web:public',
    ticketUrl: env.TICKET_URL ?? 'https://support.benefit-store.example/tickets/new',
    codePepper: env.CODE_PEPPER ?? 'dev-only-pepper-set-CODE_PEPPER-in-production',
    dataKey: env.DATA_KEY ?? 'dev-only-data-key-set-DATA_KEY-in-production',
    tenantsDir: env.TENANTS_DIR ?? join(repoRoot, 'tenants'),
    planLogosDir: join(apiRoot, 'assets/plan-logos'),
    shellDist: env.SHELL_DIST ?? (existsSync(join(defaultShell, 'index.html')) ? defaultShell : undefined),
    remotesJson: env.REMOTES_JSON || undefined,
    remotesFile: env.REMOTES_FILE || undefined,
    appsDir: join(repoRoot, 'apps'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
