import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LifeEventReported } from '@bs/contract';
import { callQueryOptions } from '@bs/api-client';
import { Alert, Button, Skeleton } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { dayOf } from './calendar-day';
import { LifeEventDocument } from './life-event-document';
import { ReportLifeEventForm, type StaffWho } from './report-life-event-form';
import styles from './life-event-form.module.css';

export interface LifeEventPanelProps {
  /** The employee: a census row (the enrollment board) or a member of a group (current members). */
  who: StaffWho;
  name: string;
  /** The group the screen is about, when it is about one (the board); the member's own otherwise. */
  groupId?: number;
  onReported: (r: LifeEventReported, label: string) => void;
  onClose: () => void;
}

/**
 * Staff report a life event on an employee's behalf (issue 29, ADR 0034): the employee phoned or
 * brought the certificate. One panel for the enrollment board (a census row) and the current-members
 * screen (a member of a group). The kinds are the group's, read with the employee's status; the event
 * is recorded as reported by the signed-in administrator or rep, and waits on the group settings
 * page's "Life events to review" like one the employee reported. While the employee has an open
 * event that asks for a document, the panel takes it too (the one upload form of the invitation
 * landing, sent with the census row: ADR 0034, "Staff send a document").
 */
export function LifeEventPanel({ who, name, groupId, onReported, onClose }: LifeEventPanelProps) {
  const t = useT();
  const status = useQuery({
    ...callQueryOptions('get-enrollment-status', {
      query: { ...who, ...(groupId !== undefined && { group_id: groupId }) },
    }),
    retry: false,
  });
  const kinds = status.data?.event_kinds ?? [];
  const [sent, setSent] = useState<string | null>(null);
  // A new, empty report form after each report (the panel may stay open to take a document).
  const [round, setRound] = useState(0);
  const open = status.data?.open_event;
  const eventId = status.data?.event_id;
  const asksDocument = open && eventId !== undefined && open.documents !== 'none';
  return (
    <section className={styles.eventPanel} aria-label={t('lifeEvent.staffTitle', { name })}>
      {asksDocument && (
        <section
          className={styles.eventDocument}
          aria-label={t('board.openEventTitle', { kind: open.label, date: dayOf(open.event_date) })}
        >
          <h3 className={styles.eventDocumentTitle}>
            {t('board.openEventTitle', { kind: open.label, date: dayOf(open.event_date) })}
          </h3>
          <p className={styles.eventDocumentText}>
            {open.documents_received > 0
              ? t('board.openEventDocuments', { count: open.documents_received })
              : t('board.openEventNoDocument')}
            {open.documents_received === 0 && open.documents_due_on && (
              <> {t('lifeEvent.documentDue', { date: dayOf(open.documents_due_on) })}</>
            )}
          </p>
          <p className={styles.eventDocumentText}>{t('board.staffUploadIntro')}</p>
          {sent && <Alert tone="success">{t('board.documentSent', { name, file: sent })}</Alert>}
          <LifeEventDocument
            key={open.documents_received}
            who={who}
            eventId={eventId}
            onUploaded={(file) => {
              setSent(file);
              void status.refetch();
            }}
          />
        </section>
      )}
      {status.isPending && <Skeleton height="6rem" />}
      {status.isError && (
        <>
          <Alert tone="error">{t('board.eventKindsError')}</Alert>
          <Button variant="secondary" onClick={onClose}>
            {t('lifeEvent.cancel')}
          </Button>
        </>
      )}
      {status.data && kinds.length === 0 && (
        <>
          <Alert tone="info">{t('board.noEventKinds')}</Alert>
          <Button variant="secondary" onClick={onClose}>
            {t('lifeEvent.cancel')}
          </Button>
        </>
      )}
      {kinds.length > 0 && (
        <ReportLifeEventForm
          key={round}
          who={who}
          staffFor={name}
          kinds={kinds}
          onCancel={onClose}
          onReported={(r, label) => {
            onReported(r, label);
            setRound((n) => n + 1);
            // An event that asks for a document: the panel stays to take it.
            if (r.documents !== 'none') void status.refetch();
          }}
        />
      )}
    </section>
  );
}
