import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_KINDS, reportRange, type ReportKind, type ReportRange } from '@bs/contract';
import { Button } from '@bs/ui';
import { FormTextField } from '@bs/ui/form';
import { useSchemaForm } from '@bs/ui/form';
import { SelectField } from '@bs/ui';
import { t as tr, useT } from './i18n/messages';
import en from './i18n/en.json';
import { ReportPanel } from './report-panel';
import styles from './reports.module.css';

/** The range schema's English messages -> their keys under `range.errors`. */
const ERROR_KEY = new Map(Object.entries(en.range.errors).map(([k, text]) => [text, k]));
const translate = (message: string) => {
  const key = ERROR_KEY.get(message);
  return key ? tr(`range.errors.${key}`) : message;
};

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The last 90 days, today (UTC) included. */
export const defaultRange = (now = Date.now()): ReportRange => ({
  from: isoDay(now - 89 * DAY),
  to: isoDay(now),
});

const isKind = (v: string | null): v is ReportKind => REPORT_KINDS.includes(v as ReportKind);

/**
 * The enrollment reports (issue 21), shared by the rep's and group administrator's screen
 * (member-admin) and the platform console: a report picker and a date range (checked with the
 * contract's schema, errors beside the fields), then the chosen report. The choice lives in the
 * URL (?report=&from=&to=), so a report can be linked and Back returns to the previous one; the
 * server decides whose enrollments it counts.
 */
export function ReportsView() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const kind: ReportKind = isKind(params.get('report')) ? (params.get('report') as ReportKind) : 'by-month';
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const range = reportRange.safeParse(asked).success ? asked : defaultRange();
  const form = useSchemaForm<ReportRange>({ schema: reportRange, defaultValues: range, translate });
  // A hand-edited URL with a bad range shows what is wrong beside the fields, as a submit would.
  const malformed = (params.has('from') || params.has('to')) && range !== asked;
  useEffect(() => {
    if (malformed) {
      form.reset(asked);
      void form.trigger();
    }
    // Only when the URL changes; `form` and `asked` are new objects each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [malformed, asked.from, asked.to]);
  const show = form.handleSubmit((v) => setParams({ report: kind, from: v.from, to: v.to }));
  const pick = (next: string) =>
    setParams({ report: next, from: range.from, to: range.to }, { replace: true });

  return (
    <div className={styles.reports}>
      <div className={styles.controls}>
        <div className={styles.pick}>
          <SelectField
            label={t('pick')}
            value={kind}
            onChange={(e) => pick(e.target.value)}
            options={REPORT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
        </div>
        <form className={styles.range} aria-label={t('range.label')} onSubmit={show} noValidate>
          <FormTextField control={form.control} name="from" type="date" label={t('range.from')} />
          <FormTextField
            control={form.control}
            name="to"
            type="date"
            label={t('range.to')}
            hint={t('range.hint')}
          />
          <Button type="submit" variant="primary" className={styles.apply}>
            {t('range.apply')}
          </Button>
        </form>
      </div>
      <ReportPanel query={{ report: kind, ...range }} />
    </div>
  );
}
