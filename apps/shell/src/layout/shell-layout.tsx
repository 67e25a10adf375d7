import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import styles from './shell-layout.module.css';

/** Header, the routed remote, footer. A remote that fails stays inside <main> (RemoteBoundary). */
export function ShellLayout() {
  return (
    <div className={styles.layout}>
      <a href="#bs-main" className={styles.skip}>
        Skip to content
      </a>
      <Header />
      <main id="bs-main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
