import { Modal, SafeHtml } from '@bs/ui';
import styles from './header.module.css';
import { useAbout } from './use-branding';

/** The About popup: agent bio or group "about us" (server HTML, sanitised by SafeHtml). */
export function AboutDialog({ open, title, onClose }: { open: boolean; title: string; onClose: () => void }) {
  const about = useAbout(open);
  return (
    <Modal open={open} title={title} onClose={onClose}>
      {about.loading ? (
        <p role="status">Loading…</p>
      ) : about.error ? (
        <p>We could not load this information. Please try again later.</p>
      ) : about.html ? (
        <SafeHtml html={about.html} className={styles.about} />
      ) : (
        <p>No information is available yet.</p>
      )}
    </Modal>
  );
}
