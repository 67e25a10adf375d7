import { useState } from 'react';
import { ApiFieldError } from '@bs/api-client';
import { formatLongDate, formatMoney } from '@bs/i18n';
import { useSession } from '@bs/session';
import { Alert, EmptyState, PageTitle, Skeleton, StaffPage, useDocumentTitle } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { EoiAnswers } from './eoi-answers';
import { EoiDecisionForm } from './eoi-decision-form';
import { dollars, useEoiPending } from './use-eoi-cases';
import styles from './eoi-cases.module.css';

/**
 * `/eoi-cases` (issue 30, ADR 0035): the cases pending evidence of insurability in the rep's book
 * (the platform administrator: every book), oldest first with their age, each with the form that
 * records the carrier's decision. The server decides who may list and decide.
 */
export function EoiCasesScreen() {
  const t = useT();
  useDocumentTitle(t('eoi.title'));
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID) ?? null;
  const list = useEoiPending(agentId == null ? null : Number(agentId));
  const [recorded, setRecorded] = useState<string | null>(null);
  const money = (n: number) => dollars(n, formatMoney);
  const refused =
    list.error instanceof ApiFieldError && (list.error.status === 401 || list.error.status === 403);
  return (
    <StaffPage>
      <PageTitle subtitle={t('eoi.lead')}>{t('eoi.title')}</PageTitle>
      <div aria-live="polite">{recorded && <Alert tone="success">{recorded}</Alert>}</div>
      {list.isError ? (
        <Alert tone="error">{refused ? t('eoi.notAllowed') : t('eoi.loadError')}</Alert>
      ) : !list.data ? (
        <Skeleton height="10rem" />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('eoi.empty')} message={t('eoi.emptyHint')} />
      ) : (
        <ul className={styles.list} aria-label={t('eoi.listLabel')}>
          {list.data.items.map((c) => (
            <li key={c.case_id} className={styles.item}>
              <div className={styles.facts}>
                <h2 className={styles.name} id={`eoi-${c.case_id}`}>
                  {c.member_name}
                </h2>
                <span>{c.plan_name}</span>
                <span className={styles.age}>{t('eoi.age', { count: c.age_days })}</span>
                <span className={styles.muted}>
                  {t('eoi.opened', {
                    opened: formatLongDate(c.opened_on),
                    expires: formatLongDate(c.expires_on),
                  })}
                </span>
                <dl className={styles.amounts}>
                  <dt>{t('eoi.elected')}</dt>
                  <dd>{money(c.elected)}</dd>
                  <dt>{t('eoi.approvedNow')}</dt>
                  <dd>{money(c.approved_now)}</dd>
                  <dt>{t('eoi.pending')}</dt>
                  <dd>{money(c.pending)}</dd>
                </dl>
                <span className={styles.muted}>
                  {t('eoi.why', { reasons: c.reasons.map((r) => t(`eoi.reasons.${r}`)).join(', ') })}
                </span>
                {agentId == null && (
                  <span className={styles.muted}>{t('eoi.book', { agent: c.agent_id })}</span>
                )}
              </div>
              <EoiDecisionForm item={c} onDecided={setRecorded} />
              <EoiAnswers caseId={c.case_id} name={c.member_name} />
            </li>
          ))}
        </ul>
      )}
    </StaffPage>
  );
}
