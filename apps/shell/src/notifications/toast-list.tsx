import type { Notification } from '@bs/api-client';
import styles from './toasts.module.css';
import { useT } from '../i18n/messages';

export interface ToastListProps {
  items: readonly Notification[];
  onDismiss: (id: number) => void;
}

/** The notices inside the notifications region (toasts.tsx), each with its close button. */
export function ToastList({ items, onDismiss }: ToastListProps) {
  const t = useT();
  const title = (n: Notification) =>
    n.title === 'Success!'
      ? t('toast.success')
      : n.title === 'Warning!'
        ? t('toast.warning')
        : t('toast.info');
  return items.map((n) => (
    <div
      key={n.id}
      className={`${styles.toast} ${styles[n.title === 'Success!' ? 'success' : n.title === 'Warning!' ? 'warning' : 'info']}`}
    >
      <div>
        <strong className={styles.title}>{title(n)}</strong>
        <p className={styles.message}>{n.message}</p>
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={() => onDismiss(n.id)}
        aria-label={t('toast.dismiss', { title: title(n) })}
      >
        ×
      </button>
    </div>
  ));
}
