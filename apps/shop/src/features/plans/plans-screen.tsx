import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getSession, useSession } from '@bs/session';
import { Alert, Breadcrumb, EmptyState, PageTitle, Skeleton, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { useDocumentTitle } from '../../tenant/use-document-title';
import { BasicDetailsModal } from '../basic-details/basic-details-modal';
import { EnrollingUnder } from '../basic-details/enrolling-under';
import { SearchSummary } from '../basic-details/search-summary';
import { CategoryFilter } from './category-filter';
import { PlanSections } from './plan-sections';
import styles from './plans.module.css';
import { usePlanListing } from './use-plan-listing';

/** `/plans` (spec §2 Plan listing): whom for, the quote basics, the category filter and the plans. */
export function PlansScreen() {
  const t = useT();
  const to = useStorePath();
  const tempId = useSession((s) => s.tempId);
  const [params] = useSearchParams();
  const type = params.get('type');
  const [editing, setEditing] = useState(false);
  useDocumentTitle(t('plans.title'));
  return (
    <div className={styles.page}>
      <div>
        <Breadcrumb items={[{ label: t('nav.home'), to: to('/') }, { label: t('nav.plans') }]} />
        <PageTitle subtitle={<EnrollingUnder />}>{t('plans.title')}</PageTitle>
      </div>
      <SearchSummary tempId={tempId} onEdit={() => setEditing(true)} />
      {/* A menu click (new type) starts a fresh selection. */}
      <Listing key={type ?? ''} initial={initialSelection(type)} />
      {tempId && <BasicDetailsModal open={editing} tempId={tempId} onClose={() => setEditing(false)} />}
    </div>
  );
}

/** The type query parameter pre-selects a category, else the remembered menu item (spec §2). */
function initialSelection(type: string | null): string[] {
  if (type) return [type];
  const remembered = getSession().menuSelectedItem?.key;
  return remembered ? [remembered] : [];
}

function Listing({ initial }: { initial: string[] }) {
  const t = useT();
  const listing = usePlanListing(initial);
  return (
    <div className={styles.layout}>
      <CategoryFilter
        categories={listing.categories}
        selected={listing.selected}
        onChange={listing.setSelected}
        loading={listing.loading}
      />
      <div className={styles.results} aria-busy={listing.loading || undefined}>
        {listing.noneForSelection && <Alert tone="info">{t('plans.noneForSelection')}</Alert>}
        {listing.failed ? (
          <Alert tone="error">{t('plans.loadError')}</Alert>
        ) : listing.loading || (listing.selected.length > 0 && !listing.plans.length) ? (
          <div className={styles.skeletons}>
            <Skeleton height="1.5rem" width="12rem" />
            <Skeleton height="10rem" />
            <Skeleton height="10rem" />
          </div>
        ) : listing.plans.length ? (
          <PlanSections plans={listing.plans} />
        ) : (
          <EmptyState title={t('plans.noneForSelection')} />
        )}
      </div>
    </div>
  );
}
