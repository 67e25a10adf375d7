import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getPlanCartQueryOptions } from '@bs/api-client';
import { useSession } from '@bs/session';
import { Breadcrumb, Card, EmptyState, PageTitle, Skeleton, buttonClass, useStorePath } from '@bs/ui';
import { CartItemsTable } from './cart-items-table';
import styles from './cart.module.css';
import { OrderInfo } from './order-info';

/** `/cart` (spec §2 Cart): what is in the cart and what it costs. */
export function CartScreen() {
  const to = useStorePath();
  const tempId = useSession((s) => s.tempId);
  const cart = useQuery({ ...getPlanCartQueryOptions(tempId ?? ''), enabled: !!tempId });
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
      {tempId && cart.isLoading ? (
        <Card aria-busy="true" aria-label="Loading your cart">
          <Skeleton height="1.5rem" width="40%" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </Card>
      ) : cart.isError ? (
        <EmptyState title="Your cart could not be loaded." message="Please try again in a moment." />
      ) : items.length === 0 || !cart.data ? (
        <EmptyState title="No items in cart" message="Plans you add will show up here." />
      ) : (
        <div className={styles.layout}>
          <Card>
            <CartItemsTable items={items} />
          </Card>
          <OrderInfo cart={cart.data} />
        </div>
      )}
    </div>
  );
}
