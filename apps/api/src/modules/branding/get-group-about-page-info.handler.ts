import type { Handler } from '../../http/handler';
import { groupLanding } from './branding.repository';

export const getGroupAboutPageInfo: Handler<'get-group-about-page-info'> = async ({ db, query }) => ({
  gweb_aboutus: (await groupLanding(db, query.group_id)).gweb_aboutus,
});
