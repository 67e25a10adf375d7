import type { ComparedPlan } from '@bs/contract';
import { planLogoUrl } from '@bs/ui';
import { useT } from '../../shared/compare-tray/i18n/messages';
import { HeldBadge } from '../../shared/held-plans/held-badge';
import { PlanDocuments } from '../../shared/plan-documents/plan-documents';
import { useHeldPlans } from '../../shared/held-plans/use-held-plans';
import { CompareActions } from './compare-actions';
import { useCompareRows } from './compare-rows';
import styles from './compare-table.module.css';

export interface CompareTableProps {
  plans: readonly ComparedPlan[];
  enrollmentId: string | null;
  /** This person's tier (the "Monthly price for your tier" row). */
  tier: string | undefined;
}

/**
 * The comparison: one column per plan, one row per feature, rows that differ marked in words.
 * On a narrow screen the table scrolls sideways inside its own focusable region with the feature
 * column sticky, so each plan keeps a readable width instead of being squeezed.
 */
export function CompareTable({ plans, enrollmentId, tier }: CompareTableProps) {
  const tc = useT();
  const rows = useCompareRows(plans, tier);
  const held = useHeldPlans();
  return (
    <>
      <p className={styles.swipeHint}>{tc('compare.swipeHint')}</p>
      <div className={styles.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="compare-caption" className={styles.caption}>
            {tc('compare.tableCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.feature}>
                {tc('compare.feature')}
              </th>
              {plans.map((p) => (
                <th scope="col" key={p.plan_id} className={styles.planHead}>
                  {p.plan_logo && <img className={styles.logo} src={planLogoUrl(p.plan_logo)} alt="" />}
                  <span>{p.plan_name}</span>
                  <HeldBadge held={held.get(p.plan_id)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.differs ? styles.differs : undefined}>
                <th scope="row" className={styles.feature}>
                  <span>{row.label}</span>
                  {row.differs && <span className={styles.badge}>{tc('compare.differs')}</span>}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={plans[i]!.plan_id}>{cell}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className={styles.feature}>
                {tc('compare.rows.documents')}
              </th>
              {plans.map((p) => (
                <td key={p.plan_id}>
                  <PlanDocuments planId={p.plan_id} compact />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={styles.feature}>
                {tc('compare.rows.actions')}
              </th>
              {plans.map((p) => (
                <td key={p.plan_id}>
                  <CompareActions plan={p} enrollmentId={enrollmentId} />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
