import { Link } from 'react-router';
import { useSession } from '@bs/session';
import { Breadcrumb, Card, EmptyState, PageTitle, Skeleton, buttonClass, useStorePath } from '@bs/ui';
import { CartContents } from './cart-contents';
import { useCartData } from './use-cart-data';
import styles from './cart.module.css';

/** `/cart` (spec §2 Cart): what is in the cart, what it costs from which date, quote and checkout. */
export function CartScreen() {
  const to = useStorePath();
  const tempId = useSession((s) => s.tempId);
  const data = useCartData(tempId);
  const { cart } = data;
  const items = cart.data?.result ?? [];
  return (
    <div className={styles.page}>
      <div>
        <Breadcrumb
          items={[{ label: 'Home', to: to('/') }, { label: 'Plans', to: to('/plans') }, { label: 'Cart' }]}
        />
        <PageTitle
          actions={
            <Link to={to('/plans')} className={buttonClass('secondary')}>
              Continue Shopping
            </Link>
          }
        >
          My Cart
        </PageTitle>
      </div>
      {data.loading ? (
        <div className={styles.layout} aria-busy="true" aria-label="Loading your cart">
          <Card className={styles.items}>
            <Skeleton height="1.5rem" width="40%" />
            <Skeleton height="3rem" />
            <Skeleton height="3rem" />
          </Card>
          <Card className={styles.order}>
            <Skeleton height="1.5rem" width="50%" />
            <Skeleton height="2.75rem" />
            <Skeleton height="4rem" />
          </Card>
        </div>
      ) : cart.isError && !cart.data ? (
        <EmptyState
          title="Your cart could not be loaded."
          message="Please try again in a moment."
          action={
            <button type="button" className={buttonClass('secondary')} onClick={() => void cart.refetch()}>
              Try again
            </button>
          }
        />
      ) : !tempId || !cart.data || items.length === 0 ? (
        <EmptyState
          title="No items in cart"
          message="Plans you add will show up here."
          action={
            <Link to={to('/plans')} className={buttonClass('primary')}>
              Browse plans
            </Link>
          }
        />
      ) : (
        <CartContents tempId={tempId} cart={cart.data} data={data} />
      )}
    </div>
  );
}
