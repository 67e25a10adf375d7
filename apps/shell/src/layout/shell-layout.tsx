import { useRef } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { useOwnerTheme } from '../theme/use-owner-theme';
import styles from './shell-layout.module.css';
import { useT } from '../i18n/messages';
import { useBranding } from './use-branding';
import { useRouteFocus } from './use-route-focus';
import { useWarmNextOnIdle } from './use-warm-next';

/** Header, the routed remote, footer. A remote that fails stays inside <main> (RemoteBoundary). */
export function ShellLayout() {
  useOwnerTheme(useBranding().ownerTheme);
  useWarmNextOnIdle();
  const t = useT();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <div className={styles.layout}>
      <a href="#bs-main" className={styles.skip}>
        {t('skip')}
      </a>
      <Header />
      <main id="bs-main" ref={main} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
