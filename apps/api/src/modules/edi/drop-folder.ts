import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
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
export async function writeDropFile(
  dir: string,
  name: string,
  content: string | Uint8Array,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `.${name}.${process.pid}.tmp`);
  await writeFile(tmp, content, { mode: 0o600 });
  const path = join(dir, name);
  await rename(tmp, path);
  return path;
}

/** Our files in a drop folder (encrypted, sealed, from before sealing, or a temporary one left by a crash). */
const OURS = /^\.?834-\d+-\d{9}\.edi(\.pgp|\.sealed)?(\.\d+\.tmp)?$/;

/**
 * Removes our files older than `days` from a drop folder (the partner form's retention, ADR 0027):
 * carriers fetch a file within days, and a file kept for ever is a copy of SSNs kept for ever.
 * Other files (the carrier's own) are left alone. A missing folder has nothing to remove.
 */
export async function pruneDropFolder(dir: string, days: number, now = new Date()): Promise<string[]> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const before = now.getTime() - days * 86_400_000;
  const removed: string[] = [];
  for (const name of names.filter((n) => OURS.test(n))) {
    const path = join(dir, name);
    if ((await stat(path)).mtimeMs < before) {
      await unlink(path);
      removed.push(path);
    }
  }
  return removed;
}
