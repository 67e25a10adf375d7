import type { Handler } from '../../http/handler';
import { groupLanding } from './branding.repository';

export const getGroupLandingPageInfo: Handler<'get-group-landing-page-info'> = async ({ db, query }) =>
  groupLanding(db, query.group_id);
