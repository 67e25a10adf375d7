import type { TradingPartner } from '@bs/contract';
import type { Queryable } from '../../db';
import { notFound } from '../../http/errors';
import { findPartner, partnerGroups } from './edi-partner.repository';

export const NO_CARRIER = 'This carrier was not found.';

/** A carrier's partner settings as the console form reads them (settings null before the first save). */
export async function tradingPartnerOf(db: Queryable, carrierId: number): Promise<TradingPartner> {
  const [carrier] = await db.query<{ name: string }>('SELECT name FROM carriers WHERE carrier_id = $1', [
    carrierId,
  ]);
  if (!carrier) throw notFound('carrier_id', NO_CARRIER);
  const p = await findPartner(db, carrierId);
  const groups = await partnerGroups(db, carrierId);
  const all = await db.query<{ group_id: number; name: string }>(
    'SELECT group_id, name FROM groups ORDER BY name, group_id',
  );
  // The nightly export claims one edi_runs row per carrier and UTC day (edi-schedule.ts).
  const [ran] = await db.query('SELECT 1 AS ok FROM edi_runs WHERE carrier_id = $1 AND run_date = $2::date', [
    carrierId,
    new Date().toISOString().slice(0, 10),
  ]);
  return {
    carrier_id: carrierId,
    carrier_name: carrier.name,
    settings: p
      ? {
          sender_qualifier: p.sender_qualifier as never,
          sender_id: p.sender_id,
          receiver_qualifier: p.receiver_qualifier as never,
          receiver_id: p.receiver_id,
          gs_sender_code: p.gs_sender_code,
          gs_receiver_code: p.gs_receiver_code,
          file_mode: p.file_mode,
          usage_indicator: p.usage_indicator,
          schedule_time: p.schedule_time ?? '',
          drop_folder: p.drop_folder ?? '',
          public_key: p.public_key ?? '',
          retention_days: p.retention_days,
        }
      : null,
    groups: groups.map((g) => ({ group_id: g.group_id, policy_number: g.policy_number })),
    all_groups: all,
    control_number: p?.control_number ?? 0,
    scheduled_today: !!ran,
  };
}
