import type { Queryable } from '../../db';

export type PartnerRow = {
  carrier_id: number;
  carrier_name: string;
  sender_qualifier: string;
  sender_id: string;
  receiver_qualifier: string;
  receiver_id: string;
  gs_sender_code: string;
  gs_receiver_code: string;
  file_mode: 'full' | 'changes';
  usage_indicator: 'T' | 'P';
  schedule_time: string | null;
  drop_folder: string | null;
  /** The carrier's armored OpenPGP public key; null: drop files are sealed with the data key. */
  public_key: string | null;
  retention_days: number;
  control_number: number;
};

export type PartnerGroupRow = { group_id: number; group_name: string; policy_number: string };

const PARTNER_COLUMNS = `t.carrier_id, c.name AS carrier_name, t.sender_qualifier, t.sender_id, t.receiver_qualifier,
  t.receiver_id, t.gs_sender_code, t.gs_receiver_code, t.file_mode, t.usage_indicator, t.schedule_time, t.drop_folder,
  t.public_key, t.retention_days, t.control_number::int AS control_number`;

export async function findPartner(
  db: Queryable,
  carrierId: number,
  lock = false,
): Promise<PartnerRow | undefined> {
  const [row] = await db.query<PartnerRow>(
    `SELECT ${PARTNER_COLUMNS} FROM trading_partners t JOIN carriers c ON c.carrier_id = t.carrier_id
     WHERE t.carrier_id = $1${lock ? ' FOR UPDATE OF t' : ''}`,
    [carrierId],
  );
  return row;
}

export const partnerGroups = (db: Queryable, carrierId: number) =>
  db.query<PartnerGroupRow>(
    `SELECT g.group_id, g.name AS group_name, tg.policy_number FROM trading_partner_groups tg
     JOIN groups g ON g.group_id = tg.group_id WHERE tg.carrier_id = $1 ORDER BY g.group_id`,
    [carrierId],
  );

/** Carriers with their partner settings (null when none yet) and how many plans name them. */
export const listCarriers = (db: Queryable) =>
  db.query<{ carrier_id: number; name: string; plan_count: number; configured: boolean }>(
    `SELECT c.carrier_id, c.name, (SELECT count(*)::int FROM plans p WHERE p.carrier_id = c.carrier_id) AS plan_count,
       EXISTS (SELECT 1 FROM trading_partners t WHERE t.carrier_id = c.carrier_id) AS configured
     FROM carriers c ORDER BY c.name`,
  );

export const partnersWithSchedule = (db: Queryable) =>
  db.query<{ carrier_id: number; schedule_time: string }>(
    'SELECT carrier_id, schedule_time FROM trading_partners WHERE schedule_time IS NOT NULL ORDER BY carrier_id',
  );

/** Every partner's drop folder and retention, for the nightly removal of old drop files. */
export const partnerRetentions = (db: Queryable) =>
  db.query<{ carrier_id: number; drop_folder: string | null; retention_days: number }>(
    'SELECT carrier_id, drop_folder, retention_days FROM trading_partners ORDER BY carrier_id',
  );
