import type { Handler } from '../../kernel/handler';
import { groupLanding } from '../../kernel/people/branding.repository';

export const getGroupAboutPageInfo: Handler<'get-group-about-page-info'> = async ({ db, query }) => ({
  gweb_aboutus: (await groupLanding(db, query.group_id)).gweb_aboutus,
});
