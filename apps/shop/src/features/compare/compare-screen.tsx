import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { COMPARE_MAX, COMPARE_MIN } from '@bs/contract/compare-limits';
import { useSession } from '@bs/session';
import { Alert, Breadcrumb, EmptyState, PageTitle, Skeleton, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { useT as useCompareT } from '../../shared/compare-tray/i18n/messages';
import { planComparisonQueryOptions } from '../../api/listing-queries';
import { useStoreTitle } from '../../tenant/use-store-title';
import { BasicDetailsModal } from '../../shared/basic-details/basic-details-modal';
import { SearchSummary } from '../../shared/basic-details/search-summary';
import { storedFiltersQueryOptions } from '../../shared/open-enrollment/stored-filters-query';
import { CompareTable } from './compare-table';
import { CompareTray } from '../../shared/compare-tray/compare-tray';
import { planIdsOf } from '../../shared/compare-tray/compare-path';
import styles from './compare.module.css';

// Chart.js comes with this chunk only when the compare screen shows a chart.
const PriceChart = lazy(() => import(/* webpackChunkName: "compare-chart" */ './price-chart'));

/**
 * `/compare?plans=1001,1002` (issue 19): the plans of the URL side by side, priced for the
 * visitor's quote basics (editable here: a change re-prices the table), with a chart of the
 * price per tier. The URL, not the tray, says what is compared, so a shared link shows the same.
 */
export function CompareScreen() {
  const t = useT();
  const tc = useCompareT();
  const to = useStorePath();
  const [params] = useSearchParams();
  const ids = planIdsOf(params.get('plans'));
  const enrollmentId = useSession((s) => s.enrollmentId);
  const [editing, setEditing] = useState(false);
  const valid = ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX;
  const comparison = useQuery({ ...planComparisonQueryOptions(ids, enrollmentId), enabled: valid });
  const filters = useQuery({ ...storedFiltersQueryOptions(enrollmentId ?? ''), enabled: !!enrollmentId });
  useStoreTitle(tc('compare.title'));
  const plans = comparison.data?.plans ?? [];
  return (
    <div className={styles.page}>
      <div>
        <Breadcrumb
          items={[
            { label: t('nav.home'), to: to('/') },
            { label: t('nav.plans'), to: to('/plans') },
            { label: tc('compare.title') },
          ]}
        />
        <PageTitle>{tc('compare.title')}</PageTitle>
      </div>
      <SearchSummary enrollmentId={enrollmentId} onEdit={() => setEditing(true)} />
      {!valid ? (
        <EmptyState
          title={ids.length > COMPARE_MAX ? tc('compare.tooMany') : tc('compare.pickMore')}
          action={<Link to={to('/plans')}>{tc('compare.backToPlans')}</Link>}
        />
      ) : comparison.isError ? (
        <Alert tone="error">{tc('compare.loadError')}</Alert>
      ) : comparison.isPending ? (
        <Skeleton height="24rem" />
      ) : (
        <>
          <CompareTable plans={plans} enrollmentId={enrollmentId} tier={filters.data?.tier ?? undefined} />
          {/* Only when there is a monthly price to draw (not for basics that price nothing yet). */}
          {plans.some((p) => p.tiers.some((x) => x.fee_type === 'monthly')) && (
            <Suspense fallback={<Skeleton height="18rem" />}>
              <PriceChart plans={plans} />
            </Suspense>
          )}
        </>
      )}
      {enrollmentId && (
        <BasicDetailsModal open={editing} enrollmentId={enrollmentId} onClose={() => setEditing(false)} />
      )}
      <CompareTray />
    </div>
  );
}
