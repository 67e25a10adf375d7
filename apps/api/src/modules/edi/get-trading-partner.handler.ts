import type { Handler } from '../../kernel/handler';
import { authorize } from '../../kernel/access/access';
import { tradingPartnerOf } from './trading-partner.service';

/** GET get-trading-partner: one carrier's settings for the console form (platform administrator). */
export const getTradingPartner: Handler<'get-trading-partner'> = async ({ db, req, query }) => {
  await authorize({ req, db }, 'manage-edi', {});
  return tradingPartnerOf(db, query.carrier_id);
};
