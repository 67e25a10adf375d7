import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@bs/api-client';
import type { MemberCoverage } from '@bs/contract';
import { formatLongDate, formatMoney, useLanguage } from '@bs/i18n';
import { Alert, Button, Card, Skeleton, saveBase64File } from '@bs/ui';
import { useT } from '../../i18n/messages';
import styles from './your-coverage.module.css';

type Plan = MemberCoverage['plans'][number];

/** Whole dollars of cover as people read them: $200,000 (as the store's EOI note writes them). */
const cover = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/**
 * "Your coverage" on the member's home (issue 30): each plan in force or about to be, with its
 * start, monthly price in force and policy, a life plan's amount of cover in force and pending
 * evidence of insurability (ADR 0039), and the plan's documents (SBC, certificate, brochure) to
 * download in the page's language. The member's own data only (get-member-coverage, 'view-member').
 */
export function YourCoverage({ userId }: { userId: number }) {
  const t = useT();
  const [language] = useLanguage();
  // The documents follow the page's language: one cache entry per language.
  const coverage = useQuery({
    queryKey: ['get-member-coverage', userId, language],
    queryFn: ({ signal }) => apiCall('get-member-coverage', { query: { user_id: userId } }, { signal }),
  });
  return (
    <Card as="section" aria-labelledby="your-coverage-title" className={styles.section}>
      <h2 id="your-coverage-title" className={styles.title}>
        {t('coverage.title')}
      </h2>
      {coverage.isPending ? (
        <Skeleton height="5rem" />
      ) : coverage.isError ? (
        <Alert tone="error">{t('coverage.error')}</Alert>
      ) : coverage.data.plans.length === 0 ? (
        <p className={styles.muted}>{t('coverage.none')}</p>
      ) : (
        <ul className={styles.plans}>
          {coverage.data.plans.map((p) => (
            <CoveragePlan key={p.plan_id} plan={p} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function CoveragePlan({ plan }: { plan: Plan }) {
  const t = useT();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (documentId: number) => {
    setFailed(false);
    setBusy(documentId);
    try {
      const f = await apiCall('get-plan-document-file', { query: { document_id: documentId } });
      saveBase64File(f.content_base64, f.file_name, f.content_type);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className={styles.plan}>
      <h3 className={styles.name}>{plan.plan_name}</h3>
      <p className={styles.muted}>
        {[
          t(`coverage.status.${plan.status}`),
          plan.effective_date && t('coverage.since', { date: formatLongDate(plan.effective_date) }),
          plan.monthly_cents != null &&
            t('coverage.monthly', { amount: formatMoney(plan.monthly_cents / 100) }),
          t('coverage.policy', { id: plan.policy_id }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {plan.amount_in_force != null && (
        <p className={styles.amounts}>
          <span>{t('coverage.inForce', { amount: cover(plan.amount_in_force) })}</span>
          {plan.amount_pending > 0 && (
            <span className={styles.pending}>
              {t('coverage.pendingEoi', { amount: cover(plan.amount_pending) })}
            </span>
          )}
        </p>
      )}
      {plan.documents.length > 0 && (
        <ul className={styles.documents} aria-label={t('coverage.documents', { plan: plan.plan_name })}>
          {plan.documents.map((d) => (
            <li key={d.document_id}>
              <Button
                variant="secondary"
                loading={busy === d.document_id}
                onClick={() => void download(d.document_id)}
              >
                {t(`coverage.kinds.${d.kind}`)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failed && <Alert tone="error">{t('coverage.downloadFailed')}</Alert>}
    </li>
  );
}
