import type { Handler } from '../../kernel/handler';
import { groupLanding } from '../../kernel/people/branding.repository';
import { ownerTheme } from './owner-theme';

export const getGroupLandingPageInfo: Handler<'get-group-landing-page-info'> = async ({
  db,
  query,
  lang,
}) => {
  const info = await groupLanding(db, query.group_id, lang);
  return { ...info, theme: await ownerTheme(db, 'group', query.group_id) };
};
