import type { Handler } from '../../kernel/handler';
import { authorize } from '../../kernel/access/access';
import { invalid, notFound } from '../../http/errors';
import { carrierKey } from './drop-seal';
import { NO_CARRIER, tradingPartnerOf } from './trading-partner.service';

export const UNKNOWN_GROUP = 'This group was not found.';
export const GROUP_TWICE = 'Each group can have one number only.';
/** Drop files are kept a month unless the partner form says otherwise (ADR 0027). */
export const DEFAULT_RETENTION_DAYS = 30;

/**
 * POST save-trading-partner: a carrier's settings and its group numbers, replaced whole in one
 * transaction. The control number is never reset here: it only grows with the files.
 */
export const saveTradingPartner: Handler<'save-trading-partner'> = async ({ db, req, body }) => {
  await authorize({ req, db }, 'manage-edi', {});
  const ids = body.groups.map((g) => g.group_id);
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (twice >= 0) throw invalid(`groups.${twice}.group_id`, GROUP_TWICE);
  // The nightly job must be able to encrypt to the key: refused now, beside the field, not at 2 a.m.
  if (body.public_key) await carrierKey(body.public_key);
  await db.transaction(async (tx) => {
    const [carrier] = await tx.query('SELECT 1 FROM carriers WHERE carrier_id = $1', [body.carrier_id]);
    if (!carrier) throw notFound('carrier_id', NO_CARRIER);
    const known = await tx.query<{ group_id: number }>(
      'SELECT group_id FROM groups WHERE group_id = ANY($1::int[])',
      [ids],
    );
    const missing = ids.findIndex((id) => !known.some((k) => k.group_id === id));
    if (missing >= 0) throw invalid(`groups.${missing}.group_id`, UNKNOWN_GROUP);
    await tx.query(
      `INSERT INTO trading_partners (carrier_id, sender_qualifier, sender_id, receiver_qualifier, receiver_id,
         gs_sender_code, gs_receiver_code, file_mode, usage_indicator, schedule_time, drop_folder, public_key, retention_days)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)
       ON CONFLICT (carrier_id) DO UPDATE SET sender_qualifier=EXCLUDED.sender_qualifier, sender_id=EXCLUDED.sender_id,
         receiver_qualifier=EXCLUDED.receiver_qualifier, receiver_id=EXCLUDED.receiver_id,
         gs_sender_code=EXCLUDED.gs_sender_code, gs_receiver_code=EXCLUDED.gs_receiver_code, file_mode=EXCLUDED.file_mode,
         usage_indicator=EXCLUDED.usage_indicator, schedule_time=EXCLUDED.schedule_time, drop_folder=EXCLUDED.drop_folder,
         public_key=EXCLUDED.public_key, retention_days=EXCLUDED.retention_days, updated_at=now()`,
      [
        body.carrier_id,
        body.sender_qualifier,
        body.sender_id,
        body.receiver_qualifier,
        body.receiver_id,
        body.gs_sender_code,
        body.gs_receiver_code,
        body.file_mode,
        body.usage_indicator,
        body.schedule_time || null,
        body.drop_folder || null,
        body.public_key || null,
        body.retention_days ?? DEFAULT_RETENTION_DAYS,
      ],
    );
    await tx.query('DELETE FROM trading_partner_groups WHERE carrier_id = $1', [body.carrier_id]);
    await tx.query(
      `INSERT INTO trading_partner_groups (carrier_id, group_id, policy_number)
       SELECT $1, x.group_id, x.policy_number FROM jsonb_to_recordset($2::jsonb) AS x(group_id int, policy_number text)`,
      [body.carrier_id, JSON.stringify(body.groups)],
    );
  });
  return tradingPartnerOf(db, body.carrier_id);
};
