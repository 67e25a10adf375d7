import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { useLanguage } from '@bs/i18n';
import { Modal, ServerHtml } from '@bs/ui';
import styles from './header.module.css';
import { useT } from '../after-landing/i18n/messages';
import { useBrandOwner, useBrandingText } from './use-branding';

/**
 * The About popup: the tenant's own about text in the page's language (plain text, copy_i18n), else
 * the agent bio or group "about us" (HTML the API sanitised), marked English on a page in another.
 */
export function AboutDialog({ open, title, onClose }: { open: boolean; title: string; onClose: () => void }) {
  const t = useT();
  const about = useAbout(open);
  const own = useBrandingText('about');
  const [lang] = useLanguage();
  return (
    <Modal open={open} title={title} onClose={onClose}>
      {own.text ? (
        <p className={styles.about}>{own.text}</p>
      ) : about.loading ? (
        <p role="status">{t('about.loading')}</p>
      ) : about.error ? (
        <p>{t('about.error')}</p>
      ) : about.html ? (
        <ServerHtml html={about.html} className={styles.about} lang={lang !== 'en' ? 'en' : undefined} />
      ) : (
        <p>{t('about.empty')}</p>
      )}
    </Modal>
  );
}

/** Agent bio or group "about us" HTML, loaded when the About popup opens (here, not in
 * use-branding.ts: main.js keeps every export of a module it holds that any chunk uses). */
function useAbout(open: boolean) {
  const { isGroup, agentId, groupId, defaultStore } = useBrandOwner();
  const agent = useQuery({
    ...callQueryOptions('get-agent-about-page-info', { query: { agent_id: agentId ?? 0 } }),
    enabled: open && !defaultStore && !isGroup && agentId != null,
  });
  const group = useQuery({
    ...callQueryOptions('get-group-about-page-info', { query: { group_id: groupId ?? 0 } }),
    enabled: open && !defaultStore && isGroup && groupId != null,
  });
  if (defaultStore) return { html: defaultStore.agent_bio, loading: false, error: false };
  return isGroup
    ? { html: group.data?.gweb_aboutus, loading: group.isLoading, error: group.isError }
    : { html: agent.data?.agent_bio, loading: agent.isLoading, error: agent.isError };
}
