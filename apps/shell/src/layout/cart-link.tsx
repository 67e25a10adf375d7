import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getCartCountQueryOptions } from '@bs/api-client';
import { warmRoute } from '@bs/mf/runtime';
import { useSession } from '@bs/session';
import { CartIcon } from './icons';
import styles from './header.module.css';
import { useT } from '../i18n/messages';
import { useStoreLink } from './use-landing';

/** Cart link with the item count; remotes refresh it by invalidating the cart queries (invalidateCart). */
export function CartLink() {
  const t = useT();
  const enrollmentId = useSession((s) => s.enrollmentId);
  const link = useStoreLink();
  const { data } = useQuery({ ...getCartCountQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
  const count = enrollmentId ? (data?.result ?? 0) : 0;
  const preload = () => warmRoute(link('/cart'));
  return (
    <Link
      to={link('/cart')}
      className={styles.cart}
      aria-label={t('cart.label', { count })}
      onMouseEnter={preload}
      onFocus={preload}
    >
      <CartIcon />
      {/* The space keeps "Cart" and the count separate words, so what is seen ("Cart 2") is part of
          the name a speech user says ("Cart, 2 items"; WCAG 2.5.3), not one run-together "Cart2". */}
      <span className={styles.cartText}>{t('cart.text')}</span>{' '}
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
