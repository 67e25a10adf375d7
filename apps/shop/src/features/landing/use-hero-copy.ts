import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { useSession } from '@bs/session';
import { useT } from '../../i18n/messages';
import { useTenantCopy } from '../../tenant/use-tenant-copy';

export interface HeroCopy {
  title: string;
  tagline: string;
  loading: boolean;
}

/**
 * Which landing appears depends on the stored open type (spec §2): the default store, an agency's
 * or an employer's. Branding comes from the same queries the shell ran, so react-query dedupes them.
 * A tenant's own hero title for the current language (tenant.json copy / copy_i18n) wins.
 */
export function useHeroCopy(): HeroCopy {
  const t = useT();
  const tenantTitle = useTenantCopy('hero_title');
  const tenantTagline = useTenantCopy('hero_tagline');
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
  const own = (copy: { title: string; tagline: string; loading: boolean }): HeroCopy => ({
    title: tenantTitle ?? copy.title,
    tagline: tenantTagline ?? copy.tagline,
    loading: copy.loading,
  });
  const fallback = { title: t('landing.title'), tagline: t('landing.tagline') };
  if (openType === 'agent' && agentId != null) {
    if (!agent.data) return own({ ...fallback, loading: agent.isPending });
    return own({
      title: t('landing.agentTitle', { name: agent.data.name }),
      tagline: agent.data.tagline,
      loading: false,
    });
  }
  if (openType === 'group' && groupId != null) {
    if (!group.data) return own({ ...fallback, loading: group.isPending });
    return own({
      title: t('landing.groupTitle', { name: group.data.name }),
      tagline: group.data.tagline,
      loading: false,
    });
  }
  return own({ ...fallback, loading: false });
}
