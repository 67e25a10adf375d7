import type { Queryable } from '../../db';
import { sealJson, type DataKey } from '../../kernel/crypto/data-key';
import { invalid } from '../../http/errors';
import { build834 } from './edi-834-builder';
import type { Maintenance, SponsorEntry } from './edi-834-types';
import { memberEntries, type FileMode } from './edi-entries';
import { coveragesOf, dependentsOf, lifeEventsOf } from './edi-members.repository';
import { findPartner, partnerGroups } from './edi-partner.repository';

export const NO_PARTNER = 'This carrier has no trading partner settings yet.';
export const NO_GROUP_NUMBER = 'This group has no group number with this carrier.';

export type FileCounts = { subscribers: number; dependents: number } & Record<
  'additions' | 'changes' | 'terminations' | 'audits',
  number
>;

export type BuiltFile = {
  file_id: number;
  control_number: number;
  counts: FileCounts;
  content: string;
  created_at: string;
};

const COUNT_OF: Record<Maintenance, keyof FileCounts> = {
  '021': 'additions',
  '001': 'changes',
  '024': 'terminations',
  '030': 'audits',
};

export function countsOf(groups: SponsorEntry[]): FileCounts {
  const c: FileCounts = {
    subscribers: 0,
    dependents: 0,
    additions: 0,
    changes: 0,
    terminations: 0,
    audits: 0,
  };
  for (const g of groups)
    for (const m of g.members) {
      c.subscribers += 1;
      c.dependents += m.people.length - 1;
      c[COUNT_OF[m.maintenance]] += 1;
    }
  return c;
}

/**
 * Builds one 834 for a carrier and a group (or every group with a number at the carrier) and
 * records it, in the caller's transaction: the partner row is locked, its control number raised
 * and the sealed file inserted together, so two builds never share a number and a number is never
 * used without its file. A changes-only file carries what happened since the last file of the
 * partner for the same groups. `now` is the file's time (fixed in golden tests).
 */
export async function buildAndRecord(
  tx: Queryable,
  key: DataKey,
  input: {
    carrier_id: number;
    group_id: number | null;
    mode: FileMode;
    as_of: string;
    created_by: string;
    now?: Date;
  },
): Promise<BuiltFile> {
  const partner = await findPartner(tx, input.carrier_id, true);
  if (!partner) throw invalid('carrier_id', NO_PARTNER);
  const numbered = await partnerGroups(tx, input.carrier_id);
  const groups = input.group_id == null ? numbered : numbered.filter((g) => g.group_id === input.group_id);
  if (!groups.length) throw invalid('group_id', NO_GROUP_NUMBER);
  const [last] = await tx.query<{ created_at: string; as_of: string }>(
    `SELECT created_at::text AS created_at, as_of::text AS as_of FROM edi_files WHERE carrier_id = $1 AND group_id IS NOT DISTINCT FROM $2
     ORDER BY created_at DESC, file_id DESC LIMIT 1`,
    [input.carrier_id, input.group_id],
  );
  const since = input.mode === 'changes' ? (last?.created_at ?? null) : null;
  const rows = await coveragesOf(
    tx,
    input.carrier_id,
    groups.map((g) => g.group_id),
    since,
    input.mode === 'changes' ? { lastAsOf: last?.as_of ?? null, asOf: input.as_of } : null,
  );
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const deps = await dependentsOf(tx, userIds);
  const events = input.mode === 'changes' ? await lifeEventsOf(tx, userIds) : [];
  const sponsors: SponsorEntry[] = groups.map((g) => ({
    sponsor: { name: g.group_name, policy_number: g.policy_number },
    members: memberEntries(
      rows.filter((r) => r.group_id === g.group_id),
      deps,
      input.mode,
      key,
      events,
      input.as_of,
    ),
  }));
  const control = partner.control_number + 1;
  const [{ now }] = (await tx.query<{ now: string }>('SELECT now()::text AS now')) as [{ now: string }];
  const created = input.now ?? new Date(Date.parse(now.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')));
  const content = build834({
    envelope: { ...partner, control_number: control, created },
    action: input.mode,
    as_of: input.as_of,
    reference: String(control),
    payer: { name: partner.carrier_name },
    groups: sponsors,
  });
  const counts = countsOf(sponsors);
  await tx.query('UPDATE trading_partners SET control_number = $2 WHERE carrier_id = $1', [
    input.carrier_id,
    control,
  ]);
  const [row] = await tx.query<{ file_id: number; created_at: string }>(
    `INSERT INTO edi_files (carrier_id, group_id, mode, as_of, changes_since, control_number, content_enc, counts, created_by)
     VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9) RETURNING file_id::int AS file_id, created_at::text AS created_at`,
    [
      input.carrier_id,
      input.group_id,
      input.mode,
      input.as_of,
      since,
      control,
      sealJson(content, key),
      JSON.stringify(counts),
      input.created_by,
    ],
  );
  return { file_id: row!.file_id, control_number: control, counts, content, created_at: row!.created_at };
}
