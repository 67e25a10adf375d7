import type { Handler } from '../../kernel/handler';
import { RELATIONSHIP_NAMES } from './beneficiary-relationships';

export const getBeneficiaryRelationships: Handler<'get-beneficiary-relationships'> = async () => ({
  result: RELATIONSHIP_NAMES,
});
