import { ROUTING_UNKNOWN_MESSAGE } from '@bs/contract';
import type { Handler } from '../../kernel/handler';
import { invalid } from '../../http/errors';
import { bankNameOf } from '../../kernel/payment/routing-directory';

/** On blur of the routing number: the contract checks the ABA checksum, the directory names the bank. */
export const validateRoutingNumber: Handler<'validate-routing-number'> = async ({ db, body }) => {
  const bank_name = await bankNameOf(db, body.routing_number);
  if (!bank_name) throw invalid('routing_number', ROUTING_UNKNOWN_MESSAGE);
  return { result: { bank_name } };
};
