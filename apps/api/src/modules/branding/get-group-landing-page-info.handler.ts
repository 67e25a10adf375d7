import type { Handler } from '../../http/handler';
import { groupLanding } from './branding.repository';
import { ownerTheme } from './owner-theme';

export const getGroupLandingPageInfo: Handler<'get-group-landing-page-info'> = async ({ db, query }) => {
  const info = await groupLanding(db, query.group_id);
  return { ...info, theme: await ownerTheme(db, 'group', query.group_id) };
};
