import { createHash } from 'node:crypto';
import { TENANT_IMAGE_MAX_BYTES, TENANT_IMAGE_MAX_SIDE } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { imageSize } from '../../web/image-size';
import { tenantAssetUrl } from '../../tenants/load-tenants';
import { requireTenantScope, whoOf } from './tenant-access';
import { uploadPool } from '../../kernel/workers/upload-pool';
import { countUpload } from '../../kernel/workers/upload-guard';
import { findTenant, recordChange, saveAsset } from './tenant.repository';

export const IMAGE_TOO_LARGE = 'This image is larger than 512 KB.';
export const IMAGE_TOO_WIDE = 'This image is larger than 4000 pixels on a side.';
export const IMAGE_UNREADABLE = 'This file is not a readable PNG, JPEG or WebP image of the chosen type.';

const EXT = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
const MAGIC: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47,
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8,
  'image/webp': (b) =>
    b.length > 12 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP',
};

/**
 * POST upload-tenant-image: stores a logo or hero image for a tenant under a content-hashed name
 * (the store keeps using the old one until update-tenant or create-tenant names the new one).
 * An SVG is stored as DOMPurify made it (svg-sanitise.ts, in an upload worker), and refused when
 * it held anything active or external; raster images must be what their type says, at most 512 KB
 * and 4000 px a side (only their header is read: no pixel is decoded, so they stay on the event
 * loop). Field errors name the form's field (logo, image).
 */
export const uploadTenantImage: Handler<'upload-tenant-image'> = async (ctx) => {
  const { slug, field, content_type } = ctx.body;
  const record = await findTenant(ctx.db, slug);
  const { principal } = await requireTenantScope(ctx, record);
  let bytes = Buffer.from(ctx.body.content_base64, 'base64');
  if (bytes.length > TENANT_IMAGE_MAX_BYTES) throw invalid(field, IMAGE_TOO_LARGE);
  await countUpload(ctx, 'image', principal.account_id ?? 0, field);
  let size: { width: number; height: number } | null;
  if (content_type === 'image/svg+xml') {
    const clean = await uploadPool().run<{ svg: string } | { problem: string }>(
      'svg',
      { text: bytes.toString('utf8') },
      field,
    );
    if ('problem' in clean) throw invalid(field, clean.problem);
    bytes = Buffer.from(clean.svg, 'utf8');
    size = imageSize(bytes);
  } else {
    if (!MAGIC[content_type]!(bytes)) throw invalid(field, IMAGE_UNREADABLE);
    size = imageSize(bytes);
    if (!size) throw invalid(field, IMAGE_UNREADABLE);
    if (size.width > TENANT_IMAGE_MAX_SIDE || size.height > TENANT_IMAGE_MAX_SIDE)
      throw invalid(field, IMAGE_TOO_WIDE);
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const file_name = `${field === 'logo' ? 'logo' : 'hero'}-${hash}.${EXT[content_type]}`;
  await ctx.db.transaction(async (tx) => {
    await saveAsset(tx, {
      slug,
      file_name,
      content_type,
      content: bytes,
      width: size?.width ?? null,
      height: size?.height ?? null,
    });
    if (record)
      await recordChange(tx, {
        slug,
        who: whoOf(principal),
        action: 'upload',
        changes: [{ field, before: null, after: file_name }],
      });
  });
  return {
    file_name,
    url: tenantAssetUrl(slug, file_name),
    bytes: bytes.length,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
};
