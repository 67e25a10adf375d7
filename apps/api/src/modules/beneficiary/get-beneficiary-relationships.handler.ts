import type { Handler } from '../../http/handler';
import { RELATIONSHIP_NAMES } from './beneficiary-relationships';

export const getBeneficiaryRelationships: Handler<'get-beneficiary-relationships'> = async () => ({
  result: RELATIONSHIP_NAMES,
});
