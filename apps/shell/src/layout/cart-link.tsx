import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getCartCountQueryOptions } from '@bs/api-client';
import { preloadRemote } from '@bs/mf/runtime';
import { useSession } from '@bs/session';
import { CartIcon } from './icons';
import styles from './header.module.css';
import { useStoreLink } from './use-landing';

/** Cart link with the item count; remotes refresh it by invalidating the cart queries (invalidateCart). */
export function CartLink() {
  const tempId = useSession((s) => s.tempId);
  const link = useStoreLink();
  const { data } = useQuery({ ...getCartCountQueryOptions(tempId ?? ''), enabled: !!tempId });
  const count = tempId ? (data?.result ?? 0) : 0;
  const preload = () => preloadRemote('cart_quote');
  return (
    <Link
      to={link('/cart')}
      className={styles.cart}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      onMouseEnter={preload}
      onFocus={preload}
    >
      <CartIcon />
      <span className={styles.cartText}>Cart</span>
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
