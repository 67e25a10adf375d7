import { useLanguage } from '@bs/i18n';
import { Modal, ServerHtml } from '@bs/ui';
import styles from './header.module.css';
import { useT } from '../after-landing/i18n/messages';
import { useAbout, useBrandingText } from './use-branding';

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
