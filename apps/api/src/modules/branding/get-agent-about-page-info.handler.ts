import type { Handler } from '../../kernel/handler';
import { agentLanding } from '../../kernel/people/branding.repository';

export const getAgentAboutPageInfo: Handler<'get-agent-about-page-info'> = async ({ db, query }) => ({
  agent_bio: (await agentLanding(db, query.agent_id)).agent_bio,
});
