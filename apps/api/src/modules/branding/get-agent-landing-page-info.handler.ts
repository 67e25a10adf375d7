import type { Handler } from '../../http/handler';
import { agentLanding } from './branding.repository';

export const getAgentLandingPageInfo: Handler<'get-agent-landing-page-info'> = async ({ db, query }) =>
  agentLanding(db, query.agent_id);
