import { Modal, ServerHtml } from '@bs/ui';
import styles from './header.module.css';
import { useT } from '../i18n/messages';
import { useAbout } from './use-branding';

/** The About popup: agent bio or group "about us" (HTML the API sanitised). */
export function AboutDialog({ open, title, onClose }: { open: boolean; title: string; onClose: () => void }) {
  const t = useT();
  const about = useAbout(open);
  return (
    <Modal open={open} title={title} onClose={onClose}>
      {about.loading ? (
        <p role="status">{t('about.loading')}</p>
      ) : about.error ? (
        <p>{t('about.error')}</p>
      ) : about.html ? (
        <ServerHtml html={about.html} className={styles.about} />
      ) : (
        <p>{t('about.empty')}</p>
      )}
    </Modal>
  );
}
