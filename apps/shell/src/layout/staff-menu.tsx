import { Link, useLocation } from 'react-router';
import { warmRoute } from '@bs/mf/runtime';
import { useT } from '../after-landing/i18n/messages';
import styles from './header.module.css';
import type { StaffRole } from './staff-area';
import { currentItem, staffMenuOf } from './staff-menus';
import { splitLanding } from '../startup/start-up';
import { useStoreLink } from './use-landing';

/**
 * The staff menu (issue 32, ADR 0036): in place of the shop's categories on a rep's, a group
 * administrator's and the console's pages, the pages the role may open. The same bar as the
 * category menu, so the header's Menu button opens it on a phone.
 */
export function StaffMenu({
  id,
  open,
  role,
  onNavigate,
}: {
  id: string;
  open: boolean;
  role: StaffRole;
  onNavigate: () => void;
}) {
  const t = useT();
  const link = useStoreLink();
  const items = staffMenuOf(role);
  const current = currentItem(items, splitLanding(useLocation().pathname).below);
  return (
    <nav
      id={id}
      aria-label={t('staffMenu.label')}
      className={`${styles.menu} ${open ? styles.menuOpen : ''}`}
    >
      <ul className={styles.menuList}>
        {items.map((item) => {
          const to = link(item.path);
          return (
            <li key={item.key}>
              <Link
                to={to}
                className={styles.menuLink}
                aria-current={current === item ? 'page' : undefined}
                onMouseEnter={() => warmRoute(to)}
                onFocus={() => warmRoute(to)}
                onClick={onNavigate}
              >
                {t(`staffMenu.${item.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
