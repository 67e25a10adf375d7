import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { openJson } from '../../kernel/crypto/data-key';
import { dropFolderOf, dropName, pruneDropFolder, writeDropFile } from './drop-folder';
import { sealForDrop } from './drop-seal';
import { buildAndRecord } from './edi-file.service';
import { findPartner, partnerRetentions, partnersWithSchedule } from './edi-partner.repository';

const hhmm = (d: Date) => d.toISOString().slice(11, 16);
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The nightly export (ADR 0022), safe with any number of instances and restarts:
 * 1. claim: for each partner due today (its HH:MM UTC has passed), one transaction inserts the
 *    (partner, date) row of edi_runs with ON CONFLICT DO NOTHING, and only the instance whose
 *    insert took builds the file and records it in that same transaction; a crash before the
 *    commit leaves neither claim nor file, so the next round claims again;
 * 2. write: runs with a file but no written_at are locked with FOR UPDATE SKIP LOCKED (one
 *    instance each), the file is written to the drop folder under its fixed name (temporary name,
 *    then rename) and written_at set. A crash after the rename but before written_at rewrites the
 *    same name with the same bytes: still one file. This step also resumes runs a stopped
 *    instance claimed but did not write. The file on disk is never in clear (ADR 0027): encrypted
 *    to the carrier's OpenPGP key, else sealed with the data key.
 * 3. retention: our drop files older than their partner's retention are removed.
 * Returns the paths written in this round.
 */
export async function runDueExports(
  db: Db,
  config: AppConfig,
  who: string,
  now = new Date(),
): Promise<string[]> {
  for (const p of await partnersWithSchedule(db)) {
    if (hhmm(now) < p.schedule_time) continue;
    await db.transaction(async (tx) => {
      const [claimed] = await tx.query(
        `INSERT INTO edi_runs (carrier_id, run_date, claimed_by) VALUES ($1, $2::date, $3)
         ON CONFLICT (carrier_id, run_date) DO NOTHING RETURNING 1 AS ok`,
        [p.carrier_id, day(now), who],
      );
      if (!claimed) return;
      const partner = (await findPartner(tx, p.carrier_id))!;
      const file = await buildAndRecord(tx, config.dataKey, {
        carrier_id: p.carrier_id,
        group_id: null,
        mode: partner.file_mode,
        as_of: day(now),
        created_by: `schedule (${who})`,
      });
      await tx.query('UPDATE edi_runs SET file_id = $3 WHERE carrier_id = $1 AND run_date = $2::date', [
        p.carrier_id,
        day(now),
        file.file_id,
      ]);
    });
  }
  const written = await writePending(db, config);
  await pruneDropFiles(db, config, now);
  return written;
}

/** Step 3 of runDueExports: every partner's folder loses our files older than its retention. */
export async function pruneDropFiles(db: Db, config: AppConfig, now = new Date()): Promise<string[]> {
  const removed: string[] = [];
  for (const p of await partnerRetentions(db))
    removed.push(
      ...(await pruneDropFolder(
        dropFolderOf(config.ediDropRoot, p.carrier_id, p.drop_folder),
        p.retention_days,
        now,
      )),
    );
  return removed;
}

/** Step 2 of runDueExports: writes every recorded but unwritten run, each by one instance. */
export async function writePending(db: Db, config: AppConfig): Promise<string[]> {
  const written: string[] = [];
  for (;;) {
    const path = await db.transaction(async (tx) => {
      const [run] = await tx.query<{
        carrier_id: number;
        run_date: string;
        control_number: number;
        content_enc: string;
        drop_folder: string | null;
        public_key: string | null;
      }>(
        `SELECT r.carrier_id, r.run_date::text AS run_date, f.control_number::int AS control_number, f.content_enc,
                t.drop_folder, t.public_key
           FROM edi_runs r JOIN edi_files f ON f.file_id = r.file_id JOIN trading_partners t ON t.carrier_id = r.carrier_id
          WHERE r.written_at IS NULL
          ORDER BY r.claimed_at LIMIT 1 FOR UPDATE OF r SKIP LOCKED`,
      );
      if (!run) return null;
      const dir = dropFolderOf(config.ediDropRoot, run.carrier_id, run.drop_folder);
      const sealed = await sealForDrop(
        openJson<string>(run.content_enc, config.dataKey),
        run.public_key,
        config.dataKey,
      );
      const name = dropName(run.carrier_id, run.control_number) + sealed.suffix;
      const out = await writeDropFile(dir, name, sealed.data);
      await tx.query('UPDATE edi_runs SET written_at = now() WHERE carrier_id = $1 AND run_date = $2::date', [
        run.carrier_id,
        run.run_date,
      ]);
      return out;
    });
    if (!path) return written;
    written.push(path);
  }
}

/** Looks for due exports every `intervalMs` until stopped; a failed round is logged and retried next time. */
export function startEdiSchedule(
  db: Db,
  config: AppConfig,
  log: { error: (o: object, msg: string) => void },
  who: string,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = runDueExports(db, config, who).catch((err) =>
      log.error({ err }, 'EDI 834 nightly export failed'),
    );
  }, config.ediScheduleIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
