import { requireGroupAccess } from '../../kernel/access/access';
import type { Handler } from '../../kernel/handler';
import { requireGroup, saveContributionVersion } from './pay-terms.service';

/** POST save-contribution-rule: one version of the employer's share, recorded in the history. */
export const saveContributionRuleHandler: Handler<'save-contribution-rule'> = async ({ db, req, body }) => {
  const p = await requireGroupAccess({ req, db }, 'manage-pay-terms', body.group_id);
  await requireGroup(db, body.group_id);
  return saveContributionVersion(db, body, p);
};
