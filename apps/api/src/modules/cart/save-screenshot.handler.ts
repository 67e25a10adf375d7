import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { requireEnrollment } from '../../kernel/enrollment/enrollment.repository';

/** Decoded screenshots above this size are refused. */
export const MAX_SCREENSHOT_BYTES = 2 * 1024 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Stores a PNG screenshot with the enrollment (one per name; the latest wins). The data URL's
 * label is not trusted: the decoded bytes must start with the PNG signature and fit the limit.
 */
export const saveScreenshot: Handler<'save-screenshot'> = async ({ db, body }) => {
  await requireEnrollment(db, body.enrollment_id);
  const bytes = Buffer.from(body.image.slice(body.image.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_SCREENSHOT_BYTES)
    throw invalid('image', 'The screenshot is too large (at most 2 MB).');
  if (bytes.length < 16 || !bytes.subarray(0, 8).equals(PNG_MAGIC))
    throw invalid('image', 'The screenshot must be a PNG image');
  await db.query(
    `INSERT INTO enrollment_screenshots (enrollment_id, name, image, bytes) VALUES ($1, $2, $3, $4)
     ON CONFLICT (enrollment_id, name) DO UPDATE SET image = EXCLUDED.image, bytes = EXCLUDED.bytes, created_at = now()`,
    [body.enrollment_id, body.name, bytes, bytes.length],
  );
  return { saved: true as const };
};
