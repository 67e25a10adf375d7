import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { useSession } from '@bs/session';
import { Card, EmptyState, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { PlanCard } from '../plan-card/plan-card';
import styles from './featured-plans.module.css';

/** Spec §7: featured plans for the portal, by agent for reps and agency stores, else by group. */
function useFeaturedPlansQuery() {
  // One selector per value: a selector returning a fresh object would re-render forever.
  const portalId = useSession((st) => st.portal_id);
  const agentId = useSession((st) => st.agent_id ?? st.AGENT_ID);
  const groupId = useSession((st) => st.group_id);
  const byAgent = useSession((st) => st.eprocess === 'rep' || st.open_type === 'agent');
  const query = {
    portal_id: portalId ?? undefined,
    agent_id: byAgent ? (agentId ?? undefined) : undefined,
    group_id: byAgent ? undefined : (groupId ?? undefined),
  };
  const known = query.portal_id != null || query.agent_id != null || query.group_id != null;
  return useQuery({ ...callQueryOptions('get-featured-plans', { query }), enabled: known });
}

export function FeaturedPlans() {
  const t = useT();
  const plans = useFeaturedPlansQuery();
  return (
    <section
      className={styles.section}
      aria-labelledby="featured-plans-title"
      aria-busy={plans.isLoading || undefined}
    >
      <h2 id="featured-plans-title" className={styles.heading}>
        {t('featured.title')}
      </h2>
      <p className={styles.sub}>{t('featured.intro')}</p>
      {plans.isLoading ? (
        <ul className={styles.grid} aria-label={t('featured.loading')}>
          {[0, 1, 2].map((i) => (
            <Card as="li" key={i}>
              <Skeleton height="4rem" width="60%" />
              <Skeleton height="1.25rem" />
              <Skeleton height="3rem" />
            </Card>
          ))}
        </ul>
      ) : plans.data?.length ? (
        <ul className={styles.grid}>
          {plans.data.map((p) => (
            <PlanCard key={p.plan_id} plan={p} />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('featured.emptyTitle')} message={t('featured.emptyMessage')} headingLevel="h3" />
      )}
    </section>
  );
}
