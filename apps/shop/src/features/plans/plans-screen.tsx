import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CardPrice } from '@bs/contract';
import { useLanguage } from '@bs/i18n';
import { getSession, useSession } from '@bs/session';
import { Alert, Breadcrumb, EmptyState, PageTitle, SelectField, Skeleton, useStorePath } from '@bs/ui';
import { listingPricesQueryOptions } from '../../api/listing-queries';
import { useT } from '../../shared/after-landing/i18n/messages';
import { useT as useCompareT } from '../../shared/compare-tray/i18n/messages';
import { useStoreTitle } from '../../tenant/use-store-title';
import { BasicDetailsModal } from '../../shared/basic-details/basic-details-modal';
import { EnrollingUnder } from '../../shared/basic-details/enrolling-under';
import { SearchSummary } from '../../shared/basic-details/search-summary';
import { CompareTray } from '../../shared/compare-tray/compare-tray';
import { CategoryFilter } from './category-filter';
import { PlanSections } from './plan-sections';
import { PLAN_SORTS, sortOf, sortPlans } from './plan-sort';
import styles from './plans.module.css';
import { usePlanListing } from './use-plan-listing';

/** `/plans` (spec §2 Plan listing): whom for, the quote basics, the category filter and the plans. */
export function PlansScreen() {
  const t = useT();
  const to = useStorePath();
  const enrollmentId = useSession((s) => s.enrollmentId);
  const [params] = useSearchParams();
  const type = params.get('type');
  const [editing, setEditing] = useState(false);
  useStoreTitle(t('plans.title'));
  return (
    <div className={styles.page}>
      <div>
        <Breadcrumb items={[{ label: t('nav.home'), to: to('/') }, { label: t('nav.plans') }]} />
        <PageTitle subtitle={<EnrollingUnder />}>{t('plans.title')}</PageTitle>
      </div>
      <SearchSummary enrollmentId={enrollmentId} onEdit={() => setEditing(true)} />
      {/* A menu click (new type) starts a fresh selection. */}
      <Listing key={type ?? ''} initial={initialSelection(type)} />
      {enrollmentId && (
        <BasicDetailsModal open={editing} enrollmentId={enrollmentId} onClose={() => setEditing(false)} />
      )}
      <CompareTray />
    </div>
  );
}

/** The type query parameter pre-selects a category, else the remembered menu item (spec §2). */
function initialSelection(type: string | null): string[] {
  if (type) return [type];
  const remembered = getSession().menuSelectedItem?.key;
  return remembered ? [remembered] : [];
}

/** The listing's order, kept in the URL's `sort` (a reload or a shared link keeps it). */
function useSortParam() {
  const [params, setParams] = useSearchParams();
  const sort = sortOf(params.get('sort'));
  const setSort = (next: string) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next === 'featured') out.delete('sort');
        else out.set('sort', next);
        return out;
      },
      { replace: true },
    );
  return { sort, setSort };
}

/** Until the listing has shown once since the page loaded. */
let firstScreenOfPage = true;

function Listing({ initial }: { initial: string[] }) {
  const t = useT();
  const tc = useCompareT();
  const [language] = useLanguage();
  const enrollmentId = useSession((s) => s.enrollmentId);
  const listing = usePlanListing(initial);
  const { sort, setSort } = useSortParam();
  // One call prices every card of the selection (issue 19); the basics changing invalidates it.
  const prices = useQuery({
    ...listingPricesQueryOptions(enrollmentId ?? '', listing.selected),
    enabled: !!enrollmentId,
  });
  const byPlan = new Map<number, CardPrice>((prices.data?.prices ?? []).map((p) => [p.plan_id, p]));
  const plans = sortPlans(listing.plans, sort, byPlan, language);
  // The cards are most of the screen's work. On the page's first screen, whose plans came with
  // the page (boot data), the first pass shows the skeletons, as while the plans load, so the
  // heading and the quote basics paint without waiting for every card; the cards follow in a
  // second, time-sliced pass (a deferred render yields to the browser) instead of one long task.
  // A later visit (back from a plan) renders its cached cards at once: no skeleton flash, and the
  // scroll position it comes back to is there.
  const firstPass = useDeferredValue(false, firstScreenOfPage);
  useEffect(() => {
    firstScreenOfPage = false;
  }, []);
  return (
    <div className={styles.layout}>
      <CategoryFilter
        categories={listing.categories}
        selected={listing.selected}
        onChange={listing.setSelected}
        loading={listing.loading}
      />
      <div className={styles.results} aria-busy={firstPass || listing.loading || undefined}>
        <div className={styles.toolbar}>
          <SelectField
            className={styles.sort}
            label={tc('sortBy')}
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            options={PLAN_SORTS.map((s) => ({ value: s, label: tc(`sort.${s}`) }))}
          />
        </div>
        {listing.noneForSelection && <Alert tone="info">{t('plans.noneForSelection')}</Alert>}
        {listing.failed ? (
          <Alert tone="error">{t('plans.loadError')}</Alert>
        ) : firstPass || listing.loading || (listing.selected.length > 0 && !listing.plans.length) ? (
          <div className={styles.skeletons}>
            <Skeleton height="1.5rem" width="12rem" />
            <Skeleton height="10rem" />
            <Skeleton height="10rem" />
          </div>
        ) : plans.length ? (
          <PlanSections
            plans={plans}
            prices={enrollmentId ? byPlan : undefined}
            pricesLoading={prices.isPending}
          />
        ) : (
          <EmptyState title={t('plans.noneForSelection')} />
        )}
      </div>
    </div>
  );
}
