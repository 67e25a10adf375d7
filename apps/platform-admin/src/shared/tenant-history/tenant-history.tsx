import { useQuery } from '@tanstack/react-query';
import type { TenantChange } from '@bs/contract';
import { callQueryOptions } from '@bs/api-client';
import { useLanguage } from '@bs/i18n';
import { Alert, Button, Card, Skeleton, StackedTable } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { formatWhen } from '../format-when';
import { fieldChanges } from './field-changes';
import styles from './tenant-history.module.css';

/** A recorded value as text: strings as they are, anything else as compact JSON; absent as a dash. */
const show = (v: unknown): string =>
  v == null || v === '' ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

function ChangeEntry({ change }: { change: TenantChange }) {
  const t = useT();
  const [language] = useLanguage();
  const rows = fieldChanges(change.changes);
  return (
    <li className={styles.entry}>
      <p className={styles.head}>
        <strong>{t(`history.action.${change.action}`)}</strong>
        <span>
          {t('history.by', {
            who: change.who?.email ?? t('history.system'),
            when: formatWhen(change.at, language),
          })}
        </span>
      </p>
      {rows.length > 0 && (
        <StackedTable
          look="lines"
          caption={t('history.caption', { when: formatWhen(change.at, language) })}
          columns={[
            { label: t('history.field'), cell: (c) => <code>{c.field}</code> },
            { label: t('history.before'), cell: (c) => show(c.before), className: styles.value },
            { label: t('history.after'), cell: (c) => show(c.after), className: styles.value },
          ]}
          rows={rows}
          rowKey={(c) => c.field}
        />
      )}
    </li>
  );
}

/** The tenant's change history, newest first: who, when, what changed, before and after. */
export function TenantHistory({ slug }: { slug: string }) {
  const t = useT();
  const changes = useQuery(callQueryOptions('get-tenant-changes', { query: { slug } }));
  return (
    <Card as="section" className={styles.section} aria-labelledby="history-title">
      <h2 id="history-title" className={styles.title}>
        {t('history.title')}
      </h2>
      {changes.isPending ? (
        <div aria-busy="true">
          <Skeleton height="2.5rem" />
        </div>
      ) : changes.isError ? (
        <Alert tone="error">
          {t('history.error')}{' '}
          <Button variant="secondary" onClick={() => void changes.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : changes.data.rows.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {changes.data.rows.map((c) => (
            <ChangeEntry key={c.id} change={c} />
          ))}
        </ol>
      )}
    </Card>
  );
}
