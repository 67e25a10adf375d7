import { lazy, Suspense, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Report, ReportQuery } from '@bs/contract';
import { callQueryOptions } from '@bs/api-client';
import { useLanguage } from '@bs/i18n';
import { Alert } from '@bs/ui';
import { Button } from '@bs/ui';
import { EmptyState } from '@bs/ui';
import { Skeleton } from '@bs/ui';
import { StackedTable, type StackedColumn } from '@bs/ui';
import { visuallyHidden } from '@bs/ui';
import { useT } from './i18n/messages';
import { categoryOf, formatDay, formatMeasure, isEmpty, nameHeading, rowName } from './report-format';
import { useReportDownload } from './use-report-download';
import styles from './reports.module.css';

// Chart.js comes in its own chunk, fetched when a report with numbers is first shown.
const ReportChart = lazy(() => import(/* webpackChunkName: "report-chart" */ './report-chart'));

type Row = Report['rows'][number];

/**
 * One report over a range: its chart (lazy), the same numbers as a table (the chart's text
 * alternative; rows stack on a phone), CSV and Excel downloads, and loading, error and empty states.
 */
export function ReportPanel({ query }: { query: ReportQuery }) {
  const t = useT();
  const [language] = useLanguage();
  const report = useQuery({
    ...callQueryOptions('get-report', { query }),
    placeholderData: keepPreviousData,
  });
  const { status, download } = useReportDownload();
  const title = t(`kind.${query.report}`);
  const range = { from: formatDay(query.from, language), to: formatDay(query.to, language) };
  const data = report.data;
  const names = useMemo(
    () => (data ? data.rows.map((r) => rowName(data.report, r, t, language)) : []),
    [data, t, language],
  );
  const values = useMemo(() => (data ? data.rows.map((r) => r.values[0] ?? 0) : []), [data]);

  if (report.isPending)
    return (
      <div aria-busy="true" className={styles.loading}>
        <span className={visuallyHidden}>{t('loading')}</span>
        <Skeleton height="16rem" />
        <Skeleton height="2.5rem" />
      </div>
    );
  if (report.isError || !data)
    return (
      <Alert tone="error">
        {t('error')}{' '}
        <Button variant="secondary" onClick={() => void report.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );

  const columns: StackedColumn<Row>[] = [
    { label: nameHeading(data.report, t), cell: (r) => names[data.rows.indexOf(r)] },
    ...(data.report === 'by-plan' ? [{ label: t('col.category'), cell: (r: Row) => categoryOf(r) }] : []),
    ...data.measures.map((m, i) => ({
      label: t(`col.${m}`),
      className: styles.number,
      cell: (r: Row) => formatMeasure(m, r.values[i] ?? 0, language),
    })),
    ...(data.report === 'funnel'
      ? [
          {
            label: t('col.share'),
            className: styles.number,
            cell: (r: Row) =>
              new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { style: 'percent' }).format(
                (r.values[0] ?? 0) / Math.max(1, data.rows[0]?.values[0] ?? 0),
              ),
          },
        ]
      : []),
  ];

  return (
    <section
      className={styles.panel}
      aria-labelledby="report-title"
      aria-busy={report.isFetching || undefined}
    >
      <div className={styles.panelHead}>
        <div>
          <h2 id="report-title" className={styles.title}>
            {title}
          </h2>
          <p className={styles.about}>{t(`about.${data.report}`)}</p>
          <p className={styles.about}>{t(`scope.${data.scope}`)}</p>
        </div>
        <div className={styles.downloads}>
          <Button
            variant="secondary"
            loading={status.state === 'busy'}
            aria-label={t('export.csvLabel', { title })}
            onClick={() => void download(query, 'csv')}
          >
            {t('export.csv')}
          </Button>
          <Button
            variant="secondary"
            loading={status.state === 'busy'}
            aria-label={t('export.xlsxLabel', { title })}
            onClick={() => void download(query, 'xlsx')}
          >
            {t('export.xlsx')}
          </Button>
        </div>
      </div>
      <p role="status" className={styles.status}>
        {status.state === 'busy'
          ? t('export.busy')
          : status.state === 'done'
            ? t('export.done', { name: status.name })
            : ''}
      </p>
      {status.state === 'failed' && <Alert tone="error">{t('export.failed')}</Alert>}
      {isEmpty(data) ? (
        <EmptyState headingLevel="h3" title={t('emptyTitle')} message={t('emptyMessage')} />
      ) : (
        <>
          <Suspense fallback={<Skeleton height="16rem" />}>
            <ReportChart
              labels={names}
              values={values}
              money={data.measures[0] === 'premium_cents'}
              label={t('chartLabel', { title, ...range })}
            />
          </Suspense>
          <div className={styles.tableBox}>
            <StackedTable
              caption={t('caption', { title, ...range })}
              rows={data.rows}
              rowKey={(r) => r.key}
              columns={columns}
            />
          </div>
        </>
      )}
    </section>
  );
}
