import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CENSUS_STATUSES, type BoardRow, type CensusStatus } from '@bs/contract';
import { useSession } from '@bs/session';
import {
  Alert,
  Button,
  buttonClass,
  EmptyState,
  PageTitle,
  Skeleton,
  StaffPage,
  useStorePath,
  useDocumentTitle,
} from '@bs/ui';
import { useT } from '../../i18n/messages';
import { Pager } from '../../shared/pager/pager';
import { MissingContextNotice } from '../../shared/missing-context-notice';
import { BoardActions } from './board-actions';
import { BoardFilters } from './board-filters';
import { BoardSummary } from './board-summary';
import { BoardTable } from './board-table';
import { GroupPicker } from '../../shared/group-picker/group-picker';
import { dayOf } from '../../shared/life-event/calendar-day';
import { LifeEventPanel } from '../../shared/life-event/life-event-panel';
import { SelectAll } from './select-all';
import { useEnrollmentBoard, useRevokeInvitation } from './use-enrollment-board';
import styles from './enrollment-board.module.css';

const pageOf = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
const statusOf = (v: string | null) =>
  (CENSUS_STATUSES as readonly string[]).includes(v ?? '') ? (v as CensusStatus) : undefined;

/**
 * `/enrollment-board` (issue 20): the group's census with each employee's progress, for the
 * group's administrator (their group) or a rep (a group of their book, chosen here). Search,
 * status, page and the rep's group live in the URL, so Back returns to the same view.
 */
export function EnrollmentBoardScreen() {
  const t = useT();
  useDocumentTitle(t('board.title'));
  const eprocess = useSession((s) => s.eprocess);
  const sessionGroup = useSession((s) => s.group_id);
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const [params, setParams] = useSearchParams();
  const to = useStorePath();
  const search = params.get('search') ?? '';
  const status = statusOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const pickedGroup = Number(params.get('group')) || null;
  const groupId = eprocess === 'group' ? sessionGroup : eprocess === 'rep' ? pickedGroup : null;
  const board = useEnrollmentBoard(groupId != null ? { groupId, search, status, page } : null);
  const [selected, setSelected] = useState<ReadonlyMap<number, BoardRow>>(new Map());
  const revoke = useRevokeInvitation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [reporting, setReporting] = useState<BoardRow | null>(null);
  const results = useRef<HTMLParagraphElement>(null);
  // The chosen people are kept across pages with their rows, so the bar knows whom a reminder reaches.
  const choose = (rows: BoardRow[], on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of rows)
        if (on) next.set(r.census_id, r);
        else next.delete(r.census_id);
      return next;
    });

  const go = (next: {
    search?: string;
    status?: CensusStatus | null;
    page?: number;
    group?: number | null;
  }) => {
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      const set = (k: string, v: string | number | null | undefined) =>
        v ? out.set(k, String(v)) : out.delete(k);
      if (next.search !== undefined) set('search', next.search);
      if (next.status !== undefined) set('status', next.status);
      if (next.group !== undefined) set('group', next.group);
      set('page', next.page && next.page > 1 ? next.page : null);
      return out;
    });
  };

  if (eprocess !== 'group' && eprocess !== 'rep')
    return <MissingContextNotice title={t('board.staffTitle')} message={t('board.staffMessage')} />;

  const data = board.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  return (
    <StaffPage>
      <PageTitle subtitle={data ? data.group_name : t('board.lead')}>{t('board.title')}</PageTitle>
      {eprocess === 'rep' && agentId != null && (
        <GroupPicker
          agentId={agentId}
          groupId={pickedGroup}
          onPick={(g) => {
            setSelected(new Map());
            go({ group: g, search: '', status: null });
          }}
        />
      )}
      {groupId == null ? (
        eprocess === 'rep' ? (
          <p className={styles.lead}>{t('board.pickGroup')}</p>
        ) : (
          <MissingContextNotice title={t('missing.groupTitle')} message={t('missing.groupMessage')} />
        )
      ) : board.isError && !data ? (
        <Alert tone="error">
          {t('board.loadError')}{' '}
          <Button variant="link" onClick={() => void board.refetch()}>
            {t('members.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <div className={styles.skeletons} aria-busy="true">
          <Skeleton height="10rem" />
          <Skeleton height="3rem" />
          <Skeleton height="3rem" />
        </div>
      ) : (
        <>
          <BoardSummary board={data} />
          <section aria-labelledby="board-employees" className={styles.employees}>
            <h2 id="board-employees" className={styles.sectionTitle}>
              {t('board.employeesTitle')}
            </h2>
            <BoardFilters
              search={search}
              status={status}
              onChange={(f) => {
                setSelected(new Map());
                go({ search: f.search, status: f.status ?? null });
              }}
            />
            <BoardActions
              groupId={groupId}
              search={search}
              status={status}
              reach={data.reach}
              selected={selected}
              onClear={() => setSelected(new Map())}
              onSent={() => setSelected(new Map())}
            >
              {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
              <p
                ref={results}
                tabIndex={-1}
                className={styles.results}
                aria-live="polite"
                aria-busy={board.isFetching || undefined}
              >
                {data.rows.length
                  ? t('board.showing', {
                      from: (data.page - 1) * data.per_page + 1,
                      to: (data.page - 1) * data.per_page + data.rows.length,
                      total: data.total,
                    })
                  : t('board.count', { count: data.total })}
              </p>
              {data.rows.length === 0 ? (
                <EmptyState
                  headingLevel="h3"
                  title={search || status ? t('board.emptyTitle') : t('board.emptyCensusTitle')}
                  message={search || status ? t('board.emptyMessage') : t('board.emptyCensusMessage')}
                  action={
                    search || status ? undefined : (
                      <Link className={buttonClass('primary')} to={to('/census')}>
                        {t('board.uploadCensus')}
                      </Link>
                    )
                  }
                />
              ) : (
                <>
                  {reporting && groupId != null && (
                    <LifeEventPanel
                      key={reporting.census_id}
                      who={{ census_id: reporting.census_id }}
                      name={`${reporting.first_name} ${reporting.last_name}`}
                      groupId={groupId}
                      onClose={() => setReporting(null)}
                      onReported={(r, label) => {
                        // An event that asks for a document keeps its panel open to take it.
                        if (r.documents === 'none') setReporting(null);
                        setNotice({
                          tone: 'success',
                          text: t('board.eventReported', {
                            kind: label,
                            date: dayOf(r.event_date),
                            name: `${reporting.first_name} ${reporting.last_name}`,
                          }),
                        });
                      }}
                    />
                  )}
                  <SelectAll rows={data.rows} selected={selected} onChange={choose} />
                  <BoardTable
                    rows={data.rows}
                    caption={t('board.tableCaption', { page: data.page, pages })}
                    selected={new Set(selected.keys())}
                    onRevoke={(r) => {
                      const name = `${r.first_name} ${r.last_name}`;
                      setNotice(null);
                      revoke.mutate(
                        { group_id: groupId, census_id: r.census_id },
                        {
                          onSuccess: () => setNotice({ tone: 'success', text: t('board.revoked', { name }) }),
                          onError: () => setNotice({ tone: 'error', text: t('board.revokeError') }),
                        },
                      );
                    }}
                    onToggle={(r, on) => choose([r], on)}
                    onReportEvent={(r) => {
                      setNotice(null);
                      setReporting(r);
                    }}
                  />
                </>
              )}
              <Pager
                page={page}
                pages={pages}
                onPage={(p) => {
                  go({ page: p });
                  requestAnimationFrame(() => results.current?.focus());
                }}
              />
            </BoardActions>
          </section>
        </>
      )}
    </StaffPage>
  );
}
