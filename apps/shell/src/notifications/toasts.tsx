import { useEffect, useState } from 'react';
import { subscribeNotifications, type Notification } from '@bs/api-client';
import styles from './toasts.module.css';

const AUTO_DISMISS_MS = 10_000;

/** Notifications of the api-client (spec §8: "Success!", "Warning!", "Info!"), dismissible. */
export function Toasts() {
  const [items, setItems] = useState<Notification[]>([]);
  useEffect(
    () =>
      subscribeNotifications((n) => {
        // The same message twice in a row (e.g. several calls failing offline) shows once.
        setItems((list) =>
          list.some((i) => i.title === n.title && i.message === n.message) ? list : [...list, n].slice(-4),
        );
        if (n.title !== 'Warning!')
          setTimeout(() => setItems((list) => list.filter((i) => i.id !== n.id)), AUTO_DISMISS_MS);
      }),
    [],
  );
  const dismiss = (id: number) => setItems((list) => list.filter((i) => i.id !== id));
  return (
    <div className={styles.region} aria-live="polite" aria-label="Notifications" role="region">
      {items.map((n) => (
        <div
          key={n.id}
          className={`${styles.toast} ${styles[n.title === 'Success!' ? 'success' : n.title === 'Warning!' ? 'warning' : 'info']}`}
          role={n.title === 'Warning!' ? 'alert' : 'status'}
        >
          <div>
            <strong className={styles.title}>{n.title}</strong>
            <p className={styles.message}>{n.message}</p>
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismiss(n.id)}
            aria-label={`Dismiss notification: ${n.title}`}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
