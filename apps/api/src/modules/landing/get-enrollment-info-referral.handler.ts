import type { Handler } from '../../kernel/handler';
import { notFound } from '../../http/errors';

/** Unknown referral id -> error (client goes to /404); a retired link answers valid_referral_link false. */
export const getEnrollmentInfoReferral: Handler<'get-enrollment-info-referral'> = async ({ db, query }) => {
  const [r] = await db.query<{
    agent_id: number;
    group_id: number;
    portal_id: number;
    referrer_name: string;
    active: boolean;
  }>('SELECT agent_id, group_id, portal_id, referrer_name, active FROM referrals WHERE referral_id = $1', [
    query.referral_id.trim(),
  ]);
  if (!r) throw notFound('referral_id', 'This referral link is not valid.');
  return {
    agent_id: r.agent_id,
    group_id: r.group_id,
    portal_id: r.portal_id,
    valid_referral_link: r.active,
    referrer_info: { name: r.active ? r.referrer_name : '' },
  };
};
