import { useEffect, useState } from 'react';
import { subscribeNotifications, type Notification } from '@bs/api-client';
import styles from './toasts.module.css';
import { ToastList } from './toast-list';
import { useT } from '../i18n/messages';

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
  const t = useT();
  const dismiss = (id: number) => setItems((list) => list.filter((i) => i.id !== id));
  // The region is the one live region of the notifications and is always in the page, so each new
  // notice is read once, title first ("Warning! ..."); the notices carry no live role of their own,
  // which would have them read twice.
  return (
    <div className={styles.region} aria-live="polite" aria-label={t('toast.region')} role="region">
      {/* In main.js, not a chunk: a notice is often about the network, when no chunk can come. */}
      <ToastList items={items} onDismiss={dismiss} />
    </div>
  );
}
