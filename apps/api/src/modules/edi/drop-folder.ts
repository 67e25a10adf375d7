import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { invalid } from '../../http/errors';

export const OUTSIDE_ROOT = 'The drop folder must stay inside the drop root.';

/**
 * A partner's drop folder on disk: its configured folder (default carrier-<id>) under the drop
 * root (EDI_DROP_ROOT). The contract's pattern already refuses "..", absolute paths and odd
 * characters; resolving and checking the prefix again keeps a stored value from older rules out.
 */
export function dropFolderOf(root: string, carrierId: number, folder: string | null): string {
  const base = resolve(root);
  const dir = resolve(base, folder || `carrier-${carrierId}`);
  if (!dir.startsWith(base + sep)) throw invalid('drop_folder', OUTSIDE_ROOT);
  return dir;
}

/** The name a file has in the drop folder: the same for the same file, so a rewrite replaces it. */
export const dropName = (carrierId: number, control: number) =>
  `834-${carrierId}-${String(control).padStart(9, '0')}.edi`;

/** Writes under a temporary name and renames: a reader of the folder never sees half a file. */
export async function writeDropFile(dir: string, name: string, content: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `.${name}.${process.pid}.tmp`);
  await writeFile(tmp, content, { mode: 0o600 });
  const path = join(dir, name);
  await rename(tmp, path);
  return path;
}
