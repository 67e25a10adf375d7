import type { Handler } from '../../http/handler';
import { agentLanding } from './branding.repository';

export const getAgentAboutPageInfo: Handler<'get-agent-about-page-info'> = async ({ db, query }) => ({
  agent_bio: (await agentLanding(db, query.agent_id)).agent_bio,
});
