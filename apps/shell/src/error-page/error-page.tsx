import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styles from './error-page.module.css';
import { useT } from '../i18n/messages';

/** Spec §2 Error page: header and footer are hidden; one way back home. */
export function ErrorPage() {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = t('notFound.documentTitle');
    heading.current?.focus();
  }, [t]);
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link to="/" className={styles.home}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
