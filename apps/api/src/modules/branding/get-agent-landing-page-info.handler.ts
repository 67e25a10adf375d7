import type { Handler } from '../../kernel/handler';
import { agentLanding } from '../../kernel/people/branding.repository';
import { ownerTheme } from './owner-theme';

export const getAgentLandingPageInfo: Handler<'get-agent-landing-page-info'> = async ({
  db,
  query,
  lang,
}) => {
  const info = await agentLanding(db, query.agent_id, lang);
  return { ...info, theme: await ownerTheme(db, 'agent', query.agent_id) };
};
