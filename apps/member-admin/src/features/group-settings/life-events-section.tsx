import { formatLongDate } from '@bs/i18n';
import { Alert, EmptyState, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { DecideEventForm } from './decide-event-form';
import { useFollowUp } from './use-group-settings';
import styles from './group-settings.module.css';

/** "Life events to review": the group's pending events, the nearest day due first, each approved or denied with a reason; its documents are saved as files. */
export function LifeEventsSection({ groupId }: { groupId: number }) {
  const t = useT();
  const list = useFollowUp(groupId);
  const items = [...(list.data?.items ?? [])].sort((a, b) => a.due_on.localeCompare(b.due_on));
  return (
    <section
      id="life-events"
      aria-labelledby="events-title"
      className={styles.section}
      aria-busy={list.isLoading || undefined}
    >
      <h2 id="events-title" className={styles.h2}>
        {t('settings.eventsTitle')}
      </h2>
      {list.isError ? (
        <Alert tone="error">{t('settings.loadError')}</Alert>
      ) : !list.data ? (
        <Skeleton height="6rem" />
      ) : items.length === 0 ? (
        <EmptyState title={t('settings.noEvents')} />
      ) : (
        <ul className={styles.list}>
          {items.map((e) => (
            <li key={e.event_id} className={styles.item} aria-labelledby={`event-${e.event_id}`}>
              <span className={styles.itemText}>
                <strong id={`event-${e.event_id}`}>
                  {t('settings.eventOf', { name: e.employee_name, kind: e.label })}
                </strong>
                <span>
                  {t('settings.eventDate', {
                    date: formatLongDate(e.event_date),
                    reported: formatLongDate(e.reported_on),
                  })}
                </span>
                <span className={styles.due}>{t('settings.dueOn', { date: formatLongDate(e.due_on) })}</span>
                {e.missing_document ? (
                  <span className={styles.warning}>
                    {t('settings.documentMissing', { date: formatLongDate(e.documents_due_on ?? e.due_on) })}
                  </span>
                ) : (
                  <span>{t('settings.documents', { count: e.documents })}</span>
                )}
                {e.files.length > 0 && (
                  <ul
                    className={styles.files}
                    aria-label={t('settings.documentsOf', { name: e.employee_name })}
                  >
                    {e.files.map((f) => (
                      <li key={f.document_id}>
                        {/* Saved as a file by the server (attachment): never opened inside this page. */}
                        <a href={f.url} download={f.file_name}>
                          {t('settings.openDocument', {
                            name: f.file_name,
                            size:
                              f.byte_size < 1024 * 1024
                                ? t('settings.sizeKb', { n: Math.max(1, Math.round(f.byte_size / 1024)) })
                                : t('settings.sizeMb', { n: (f.byte_size / 1048576).toFixed(1) }),
                          })}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </span>
              <DecideEventForm groupId={groupId} eventId={e.event_id} who={e.employee_name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
