import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@bs/i18n';
import { Card, planLogoUrl, useStorePath } from '@bs/ui';
import { relatedPlansQueryOptions } from '../../api/plan-queries';
import { planPath } from '../../shared/plan-card/plan-path';
import { useT } from '../../shared/after-landing/i18n/messages';
import styles from './plan-detail.module.css';

/** Suggested Products: related plans the visitor can buy, each with its lowest price and a link. */
export function SuggestedProducts({ enrollmentId, planId }: { enrollmentId: string; planId: number }) {
  const t = useT();
  const to = useStorePath();
  const related = useQuery(relatedPlansQueryOptions(enrollmentId, planId));
  if (!related.data?.length) return null;
  return (
    <Card as="section" aria-labelledby="suggested-title">
      <h2 id="suggested-title" className={styles.sideTitle}>
        {t('suggested.title')}
      </h2>
      <ul className={styles.suggested}>
        {related.data.map((p) => (
          <li key={p.plan_id} className={styles.suggestedItem}>
            {p.plan_logo && <img src={planLogoUrl(p.plan_logo)} alt="" className={styles.suggestedLogo} />}
            <div>
              <Link to={to(planPath(p.plan_id, p.plan_name))} className={styles.suggestedName}>
                {p.plan_name}
              </Link>
              <p className={styles.muted}>{t('suggested.from', { price: formatMoney(p.price) })}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
