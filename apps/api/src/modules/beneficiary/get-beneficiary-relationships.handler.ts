import type { Handler } from '../../kernel/handler';
import { translate } from '../../i18n/messages';
import { RELATIONSHIP_NAMES } from './beneficiary-relationships';

/** The relationship names in the reader's language (a map, which the envelope does not translate). */
export const getBeneficiaryRelationships: Handler<'get-beneficiary-relationships'> = async ({ lang }) => ({
  result: Object.fromEntries(
    Object.entries(RELATIONSHIP_NAMES).map(([key, name]) => [key, translate(name, lang)]),
  ) as typeof RELATIONSHIP_NAMES,
});
