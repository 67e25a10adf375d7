import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { useOwnerTheme } from '../theme/use-owner-theme';
import styles from './shell-layout.module.css';
import { useBranding } from './use-branding';

/** Header, the routed remote, footer. A remote that fails stays inside <main> (RemoteBoundary). */
export function ShellLayout() {
  useOwnerTheme(useBranding().ownerTheme);
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
