import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styles from './error-page.module.css';

/** Spec §2 Error page: header and footer are hidden; one way back home. */
export function ErrorPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = 'Page not found · Benefit Store';
    heading.current?.focus();
  }, []);
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        OOPS! Page not found
      </h1>
      <p className={styles.text}>The page you are looking for does not exist or is no longer available.</p>
      <Link to="/" className={styles.home}>
        Back to Homepage
      </Link>
    </main>
  );
}
