import { Link, useLocation } from 'react-router';
import { categoryLabel } from '@bs/domain';
import { preloadRemote } from '@bs/mf/runtime';
import { sessionStore } from '@bs/session';
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
  const link = useStoreLink();
  const location = useLocation();
  const current = location.pathname.endsWith('/plans')
    ? new URLSearchParams(location.search).get('type')
    : null;
  if (!menu.length) return null;
  return (
    <nav id={id} aria-label="Plan categories" className={`${styles.menu} ${open ? styles.menuOpen : ''}`}>
      <ul className={styles.menuList}>
        {menu.map((key) => {
          const label = categoryLabel(key);
          return (
            <li key={key}>
              <Link
                to={link(`/plans?type=${encodeURIComponent(key)}`)}
                className={styles.menuLink}
                aria-current={current === key ? 'page' : undefined}
                onMouseEnter={() => preloadRemote('shop')}
                onFocus={() => preloadRemote('shop')}
                onClick={() => {
                  sessionStore.getState().set({ menuSelectedItem: { key, value: label } });
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
