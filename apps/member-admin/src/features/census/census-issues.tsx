import { useState } from 'react';
import type { CensusIssue } from '@bs/contract';
import { StackedTable } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { Pager } from '../../shared/pager/pager';
import styles from './census.module.css';

const PAGE_SIZE = 10;

/** The preview's errors and conflicts, 25 a page: row, column, reason (the server wrote them in the reader's language). */
export function CensusIssues({ issues, total }: { issues: readonly CensusIssue[]; total: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(issues.length / PAGE_SIZE));
  const shown = issues.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <section aria-labelledby="census-issues" className={styles.section}>
      <h2 id="census-issues" className={styles.h2}>
        {t('census.issuesTitle')}
      </h2>
      {issues.length < total && <p>{t('census.issuesCapped', { shown: issues.length, total })}</p>}
      <StackedTable
        caption={t('census.issuesCaption', { page, pages })}
        rows={shown}
        rowKey={(i) => `${i.row}-${i.column}-${i.reason}`}
        columns={[
          { label: t('census.colRow'), cell: (i) => (i.row === 1 ? t('census.headerRow') : i.row) },
          {
            label: t('census.colKind'),
            cell: (i) => (i.kind === 'error' ? t('census.kindError') : t('census.kindConflict')),
          },
          { label: t('census.colColumn'), cell: (i) => i.column || t('census.wholeRow') },
          { label: t('census.colReason'), cell: (i) => i.reason },
        ]}
      />
      <Pager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
