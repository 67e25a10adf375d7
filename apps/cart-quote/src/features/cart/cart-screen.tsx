import { Link } from 'react-router';
import { useSession } from '@bs/session';
import { Breadcrumb, Card, EmptyState, PageTitle, Skeleton, buttonClass, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { CartContents } from './cart-contents';
import { useCartData } from './use-cart-data';
import styles from './cart.module.css';

/** `/cart` (spec §2 Cart): what is in the cart, what it costs from which date, quote and checkout. */
export function CartScreen() {
  const t = useT();
  const to = useStorePath();
  const enrollmentId = useSession((s) => s.enrollmentId);
  const data = useCartData(enrollmentId);
  const { cart } = data;
  const items = cart.data?.result ?? [];
  return (
    <div className={styles.page}>
      <div>
        <Breadcrumb
          items={[
            { label: t('breadcrumb.home'), to: to('/') },
            { label: t('breadcrumb.plans'), to: to('/plans') },
            { label: t('breadcrumb.cart') },
          ]}
        />
        <PageTitle
          actions={
            <Link to={to('/plans')} className={buttonClass('secondary')}>
              {t('continueShopping')}
            </Link>
          }
        >
          {t('title')}
        </PageTitle>
      </div>
      {data.loading ? (
        <div className={styles.layout} aria-busy="true" aria-label={t('loading')}>
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
          title={t('loadError.title')}
          message={t('loadError.message')}
          action={
            <button type="button" className={buttonClass('secondary')} onClick={() => void cart.refetch()}>
              {t('loadError.retry')}
            </button>
          }
        />
      ) : !enrollmentId || !cart.data || items.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          message={t('empty.message')}
          action={
            <Link to={to('/plans')} className={buttonClass('primary')}>
              {t('empty.browse')}
            </Link>
          }
        />
      ) : (
        <CartContents enrollmentId={enrollmentId} cart={cart.data} data={data} />
      )}
    </div>
  );
}
