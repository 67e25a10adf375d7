import { Link, useLocation } from 'react-router';
import { categoryLabel } from '@bs/domain';
import { categoryName } from '@bs/ui';
import { warmRoute } from '@bs/mf/runtime';
import { sessionStore } from '@bs/session';
import { useT } from '../i18n/messages';
import styles from './header.module.css';

import { useMenu } from './use-branding';
import { useStoreLink } from './use-landing';

/** The categories the server lists for the agent or group, in its order (shopping §2 Plan listing). */
export function CategoryMenu({
  id,
  open,
  onNavigate,
}: {
  id: string;
  open: boolean;
  onNavigate: () => void;
}) {
  const menu = useMenu();
  const t = useT();
  const link = useStoreLink();
  const location = useLocation();
  const current = location.pathname.endsWith('/plans')
    ? new URLSearchParams(location.search).get('type')
    : null;
  if (!menu.length) return null;
  return (
    <nav
      id={id}
      aria-label={t('menu.categories')}
      className={`${styles.menu} ${open ? styles.menuOpen : ''}`}
    >
      <ul className={styles.menuList}>
        {menu.map((key) => {
          const label = categoryName(key);
          const to = link(`/plans?type=${encodeURIComponent(key)}`);
          return (
            <li key={key}>
              <Link
                to={to}
                className={styles.menuLink}
                aria-current={current === key ? 'page' : undefined}
                onMouseEnter={() => warmRoute(to)}
                onFocus={() => warmRoute(to)}
                onClick={() => {
                  sessionStore.getState().set({ menuSelectedItem: { key, value: categoryLabel(key) } });
                  onNavigate();
                }}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
