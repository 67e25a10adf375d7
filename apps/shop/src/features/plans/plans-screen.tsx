import { Link, Navigate } from 'react-router';
import { useSession } from '@bs/session';
import { Breadcrumb, EmptyState, PageTitle, useStorePath } from '@bs/ui';
import styles from './plans.module.css';
import { SearchSummary } from './search-summary';

/**
 * `/plans`: so far the quote basics the plans will be priced for; the listing itself arrives
 * with a later issue. Without a temporary enrollment there is nothing to price: back to the form.
 */
export function PlansScreen() {
  const to = useStorePath();
  const tempId = useSession((s) => s.tempId);
  if (!tempId) return <Navigate to={to('/')} replace />;
  return (
    <div className={styles.page}>
      <div>
        <Breadcrumb items={[{ label: 'Home', to: to('/') }, { label: 'Plans' }]} />
        <PageTitle>Plans</PageTitle>
      </div>
      <SearchSummary tempId={tempId} />
      <EmptyState
        title="The plan listing is not available yet."
        message="Your details are saved. The full list of plans for them is coming soon."
        action={<Link to={to('/cart')}>Go to My Cart</Link>}
      />
    </div>
  );
}
