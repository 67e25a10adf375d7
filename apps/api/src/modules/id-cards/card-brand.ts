import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db';
import { tenantForEnrollment } from '../../kernel/mail/mail-brand';
import { uploadPool } from '../../kernel/workers/upload-pool';
import type { CardBrand } from './card-layout';
import type { MemberRow } from './id-cards.repository';

type Theme = { theme?: { primary?: string; accent?: string } };
const HEX = /^#[0-9a-fA-F]{6}$/;
const ASSET = /^\/tenant-assets\/([a-z0-9][a-z0-9-]{1,62})\/([a-z0-9][a-z0-9._-]*\.(?:svg|png|jpe?g|webp))$/;

/** Rastered logos by the hash of their bytes: a logo is decoded once per process, not per card. */
const rastered = new Map<string, Buffer | null>();

/** The logo's bytes: an image uploaded through the console first, else the tenant folder's file. */
async function logoBytes(db: Queryable, config: AppConfig, logo: string): Promise<Buffer | null> {
  const m = ASSET.exec(logo);
  if (!m) return null;
  const [row] = await db.query<{ content: Uint8Array }>(
    'SELECT content FROM tenant_assets WHERE slug = $1 AND file_name = $2',
    [m[1], m[2]],
  );
  if (row) return Buffer.from(row.content);
  return readFile(join(config.tenantsDir, m[1]!, m[2]!)).catch(() => null);
}

async function logoPng(db: Queryable, config: AppConfig, logo: string): Promise<Buffer | undefined> {
  const bytes = await logoBytes(db, config, logo);
  if (!bytes) return undefined;
  const key = createHash('sha256').update(bytes).digest('hex');
  if (!rastered.has(key)) {
    const png = await uploadPool()
      .run<Uint8Array | null>('cardLogo', { bytes }, 'logo')
      .catch(() => null);
    if (rastered.size > 50) rastered.clear();
    rastered.set(key, png ? Buffer.from(png) : null);
  }
  return rastered.get(key) ?? undefined;
}

/**
 * The brand a member's cards carry: the tenant of the member's group (the employer's store), else
 * of their agent, else the default store, as the group's mails are branded (kernel/mail/mail-brand).
 */
export async function cardBrand(db: Queryable, config: AppConfig, m: MemberRow): Promise<CardBrand> {
  const tenant = await tenantForEnrollment(db, {
    open_type: 'group',
    eprocess: 'group',
    group_id: m.group_id,
    agent_id: m.agent_id,
  });
  const theme = (tenant?.config as Theme | undefined)?.theme;
  return {
    name: tenant?.name ?? 'Benefit Store',
    primary: theme?.primary && HEX.test(theme.primary) ? theme.primary : '#1f5fae',
    accent: theme?.accent && HEX.test(theme.accent) ? theme.accent : '#f2a900',
    logoPng: tenant?.logo ? await logoPng(db, config, tenant.logo) : undefined,
  };
}
