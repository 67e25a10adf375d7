import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MemberRow } from '@bs/contract';
import { useSession } from '@bs/session';
import { Alert, Button, EmptyState, PageTitle, Skeleton, StaffPage } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { MissingContextNotice } from '../../shared/missing-context-notice';
import { dayOf } from '../../shared/life-event/calendar-day';
import { LifeEventPanel } from '../../shared/life-event/life-event-panel';
import { EnrollTierModal } from './enroll-tier-modal';
import { MemberSearch } from './member-search';
import { MemberTable } from './member-table';
import { Pager } from '../../shared/pager/pager';
import { useEnrollExisting } from './use-enroll-existing';
import { useMemberBook, type BookKind } from './use-member-book';
import styles from './current-members.module.css';

const pageOf = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * Current members (spec §2: /agent-select-member, /group-select-member): search box, 5 rows a
 * page with an abbreviated pager, Enroll Now with a tier. Search and page live in the URL, so
 * Back returns to the same page of results. The agent or group comes from the session.
 */
export function CurrentMembersScreen({ kind }: { kind: BookKind }) {
  const t = useT();
  const eprocess = useSession((s) => s.eprocess);
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const groupId = useSession((s) => s.group_id);
  const ownerId = kind === 'agent' ? (eprocess === 'rep' ? agentId : null) : groupId;
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageOf(params.get('page'));
  const book = useMemberBook(kind, ownerId, search, page);
  const [enrolling, setEnrolling] = useState<MemberRow | null>(null);
  const [reporting, setReporting] = useState<MemberRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const enroll = useEnrollExisting(kind);
  const results = useRef<HTMLHeadingElement>(null);

  const go = (next: { search?: string; page?: number }, focusResults = false) => {
    const s = next.search ?? search;
    const p = next.page ?? 1;
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (s) out.set('search', s);
        else out.delete('search');
        if (p > 1) out.set('page', String(p));
        else out.delete('page');
        return out;
      },
      { replace: false },
    );
    // After paging, keyboard and screen-reader users land on the new results, not a vanished button.
    if (focusResults) requestAnimationFrame(() => results.current?.focus());
  };

  if (ownerId == null)
    return kind === 'agent' ? (
      <MissingContextNotice title={t('missing.agentTitle')} message={t('missing.agentMessage')} />
    ) : (
      <MissingContextNotice title={t('missing.groupTitle')} message={t('missing.groupMessage')} />
    );

  const data = book.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  return (
    <StaffPage>
      <PageTitle subtitle={kind === 'agent' ? t('members.agentLead') : t('members.groupLead')}>
        {t('members.title')}
      </PageTitle>
      <MemberSearch value={search} onSearch={(text) => go({ search: text, page: 1 })} />
      <section aria-labelledby="member-results" aria-busy={book.isFetching || undefined}>
        <h2 id="member-results" ref={results} tabIndex={-1} className={styles.results} aria-live="polite">
          {data
            ? `${t('members.count', { count: data.total })}${
                data.rows.length
                  ? ` · ${t('members.showing', {
                      from: (data.page - 1) * data.per_page + 1,
                      to: (data.page - 1) * data.per_page + data.rows.length,
                      total: data.total,
                    })}`
                  : ''
              }`
            : book.isError
              ? ''
              : t('members.loading')}
        </h2>
        {book.isError && !data ? (
          <Alert tone="error">
            {t('members.loadError')}{' '}
            <Button variant="link" onClick={() => void book.refetch()}>
              {t('members.retry')}
            </Button>
          </Alert>
        ) : !data ? (
          <div className={styles.skeletons}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height="3rem" />
            ))}
          </div>
        ) : data.rows.length === 0 ? (
          search ? (
            <EmptyState
              headingLevel="h3"
              title={t('members.emptyTitle')}
              message={t('members.emptyMessage')}
            />
          ) : (
            <EmptyState
              headingLevel="h3"
              title={t('members.emptyBookTitle')}
              message={t('members.emptyBookMessage')}
            />
          )
        ) : (
          <>
            {notice && <Alert tone="success">{notice}</Alert>}
            {reporting && (
              <LifeEventPanel
                key={reporting.user_id}
                who={{ member_user_id: reporting.user_id }}
                name={reporting.name}
                onClose={() => setReporting(null)}
                onReported={(r, label) => {
                  // An event that asks for a document keeps its panel open to take it.
                  if (r.documents === 'none') setReporting(null);
                  setNotice(
                    t('members.eventReported', {
                      kind: label,
                      date: dayOf(r.event_date),
                      name: reporting.name,
                    }),
                  );
                }}
              />
            )}
            <MemberTable
              rows={data.rows}
              caption={t('members.tableCaption', { page: data.page, pages })}
              onEnroll={setEnrolling}
              onReportEvent={(m) => {
                setNotice(null);
                setReporting(m);
              }}
            />
          </>
        )}
        {data && <Pager page={page} pages={pages} onPage={(p) => go({ page: p }, true)} />}
      </section>
      <EnrollTierModal member={enrolling} onClose={() => setEnrolling(null)} onEnroll={enroll} />
    </StaffPage>
  );
}
