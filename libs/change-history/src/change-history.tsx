import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { HistoryPerson } from '@bs/contract';
import { callQueryOptions } from '@bs/api-client';
import { SECTION_OF_TAB } from '@bs/domain';
import { useLanguage } from '@bs/i18n';
import { Alert } from '@bs/ui';
import { Button } from '@bs/ui';
import { EmptyState } from '@bs/ui';
import { SelectField } from '@bs/ui';
import { Skeleton } from '@bs/ui';
import { StackedTable } from '@bs/ui';
import { useT } from './i18n/messages';
import { visuallyHidden } from '@bs/ui';
import styles from './change-history.module.css';
import { FieldName } from './field-name';
import { fieldValue } from './field-value';
import { groupSaves, type Save } from './group-saves';

/** Whose history: one enrollment, or every enrollment of a member. */
export type HistorySubject = { enrollment_id: string } | { user_id: number };

export interface ChangeHistoryProps {
  subject: HistorySubject;
  /** The id of the heading that names the history (the table's caption repeats it for screen readers). */
  caption: string;
  /** A member's history spans enrollments: a link to one enrollment's own history, as a column. */
  enrollmentLink?: (enrollmentId: string) => ReactNode;
}

// The steps the labels know: every wizard section (one map, @bs/domain) and the start, the
// enroller code and the completion, which the audit also records, and coverage changes.
const KNOWN_STEPS: readonly string[] = [
  'filter_info',
  ...Object.values(SECTION_OF_TAB),
  'enroller_code',
  'enrollment',
  // A termination, recorded on the member rather than on an enrollment (ADR 0027).
  'coverage',
  // Changes no enrollment made: a group's calendar, a life event, a carrier's EOI decision.
  'plan-year',
  'open-enrollment-extension',
  'life-event',
  'eoi-decision',
  // An employee's invitation: sent, reminded, revoked, opened, declined (issue 32).
  'invitation',
];
/**
 * Who changed what and when (issue 21), shared by the rep's member view and the platform console:
 * filters by step and person (kept in the URL, so a filtered view can be shared and survives a
 * reload), a table of changes that stacks into labelled rows on a phone, sensitive values only
 * as "changed" (the server never sends them).
 */
export function ChangeHistory({ subject, caption, enrollmentLink }: ChangeHistoryProps) {
  const t = useT();
  const [language] = useLanguage();
  const [params, setParams] = useSearchParams();
  const step = params.get('step') ?? '';
  const person = params.get('person') ?? '';
  const filters = { ...(step ? { step } : {}), ...(person ? { person } : {}) };
  // One hook per call (a union of query options does not type); only the subject's is enabled.
  const userId = 'user_id' in subject ? subject.user_id : null;
  const enrollmentId = 'enrollment_id' in subject ? subject.enrollment_id : null;
  const ofMember = useQuery({
    ...callQueryOptions('get-member-history', { query: { user_id: userId ?? 0, ...filters } }),
    enabled: userId != null,
    placeholderData: keepPreviousData,
  });
  const ofEnrollment = useQuery({
    ...callQueryOptions('get-enrollment-history', {
      query: { enrollment_id: enrollmentId ?? '', ...filters },
    }),
    enabled: enrollmentId != null,
    placeholderData: keepPreviousData,
  });
  const history = userId != null ? ofMember : ofEnrollment;
  const setFilter = (name: 'step' | 'person', value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const stepName = (s: string) => (KNOWN_STEPS.includes(s) ? t(`history.step.${s}`) : s);
  const personName = (p: HistoryPerson) =>
    p.role === 'schedule'
      ? t('history.schedule')
      : p.verified
        ? t('history.personRole', { name: p.name, role: t(`history.role.${p.role}`) })
        : t('history.applicantUnverified');
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  const value = (field: string, v: string | null) =>
    v == null ? <span aria-label={t('history.none')}>—</span> : fieldValue(field, v, t, language);
  /** Every field one save changed: "Address: 55 Peachtree St → 200 Peachtree Street". */
  const changes = (s: Save) =>
    s.changes.length === 0 ? (
      t(`history.action.${s.action}`)
    ) : (
      <ul className={styles.changes}>
        {s.changes.map((c) => (
          <li key={c.id}>
            <span className={styles.field}>
              <FieldName path={c.field ?? ''} />:
            </span>{' '}
            {c.masked ? (
              <em>{t('history.changed')}</em>
            ) : (
              <span className={styles.value}>
                {/* A first entry has no "before": its value alone reads better than "— → 30301". */}
                {c.before != null && (
                  <>
                    <span className={visuallyHidden}>{t('history.srFrom')} </span>
                    {value(c.field ?? '', c.before)}
                    <span aria-hidden="true"> → </span>
                    <span className={visuallyHidden}> {t('history.srTo')} </span>
                  </>
                )}
                {value(c.field ?? '', c.after)}
              </span>
            )}
          </li>
        ))}
      </ul>
    );

  if (history.isPending)
    return (
      <div aria-busy="true" className={styles.loading}>
        <span className={visuallyHidden}>{t('history.loading')}</span>
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" />
      </div>
    );
  if (history.isError)
    return (
      <Alert tone="error">
        {t('history.error')}{' '}
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('history.retry')}
        </Button>
      </Alert>
    );
  const { steps, people } = history.data;
  const saves = groupSaves(history.data.rows);
  return (
    <div className={styles.history}>
      <div className={styles.filters} role="group" aria-label={t('history.filters')}>
        <SelectField
          label={t('history.filterStep')}
          placeholder={t('history.allSteps')}
          value={step}
          onChange={(e) => setFilter('step', e.target.value)}
          options={steps.map((s) => ({ value: s, label: stepName(s) }))}
        />
        <SelectField
          label={t('history.filterPerson')}
          placeholder={t('history.everyone')}
          value={person}
          onChange={(e) => setFilter('person', e.target.value)}
          options={people.map((p) => ({ value: p.key, label: personName(p) }))}
        />
      </div>
      <p role="status" className={styles.count}>
        {t('history.count', { count: saves.length })}
      </p>
      {saves.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title={t('history.emptyTitle')}
          message={step || person ? t('history.emptyFiltered') : t('history.emptyMessage')}
        />
      ) : (
        <StackedTable
          caption={caption}
          rows={saves}
          rowKey={(s) => s.save_id}
          className={styles.table}
          columns={[
            { label: t('history.col.when'), cell: (s) => <time dateTime={s.at}>{when(s.at)}</time> },
            { label: t('history.col.person'), cell: (s) => personName(s.person) },
            { label: t('history.col.step'), cell: (s) => stepName(s.step) },
            { label: t('history.col.changes'), cell: changes },
            ...(enrollmentLink
              ? [
                  {
                    label: t('history.col.enrollment'),
                    // A change to the member itself (a termination) belongs to no enrollment.
                    cell: (s: Save) =>
                      s.enrollment_id ? (
                        enrollmentLink(s.enrollment_id)
                      ) : (
                        <span aria-label={t('history.none')}>—</span>
                      ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </div>
  );
}
