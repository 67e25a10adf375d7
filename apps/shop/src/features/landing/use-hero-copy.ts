import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { useSession } from '@bs/session';

export interface HeroCopy {
  title: string;
  tagline: string;
  loading: boolean;
}

const DEFAULT_COPY = {
  title: 'Find the right benefits for you',
  tagline: 'Compare dental, vision, life and more from trusted carriers, then enroll online in minutes.',
};

/**
 * Which landing appears depends on the stored open type (spec §2): the default store, an agency's
 * or an employer's. Branding comes from the same queries the shell ran, so react-query dedupes them.
 */
export function useHeroCopy(): HeroCopy {
  const openType = useSession((s) => s.open_type);
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const groupId = useSession((s) => s.group_id);
  const agent = useQuery({
    ...callQueryOptions('get-agent-landing-page-info', { query: { agent_id: agentId ?? 0 } }),
    enabled: openType === 'agent' && agentId != null,
  });
  const group = useQuery({
    ...callQueryOptions('get-group-landing-page-info', { query: { group_id: groupId ?? 0 } }),
    enabled: openType === 'group' && groupId != null,
  });
  if (openType === 'agent' && agentId != null) {
    if (!agent.data) return { ...DEFAULT_COPY, loading: agent.isPending };
    return {
      title: `Find the right benefits with ${agent.data.name}`,
      tagline: agent.data.tagline,
      loading: false,
    };
  }
  if (openType === 'group' && groupId != null) {
    if (!group.data) return { ...DEFAULT_COPY, loading: group.isPending };
    return {
      title: `Benefits for employees of ${group.data.name}`,
      tagline: group.data.tagline,
      loading: false,
    };
  }
  return { ...DEFAULT_COPY, loading: false };
}
