import { useQuery } from '@tanstack/react-query';
import type { EnrollmentStatus } from '@bs/contract';
import { callQueryOptions } from '@bs/api-client';
import { Alert } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { dayOf } from '../../shared/life-event/calendar-day';
import { LifeEventDocument } from '../../shared/life-event/life-event-document';
import { LifeEventReport } from './life-event-report';
import styles from './invitation.module.css';

/** The sentence and its follow-up for one status (ADR 0034's codes, worded here). */
function wording(s: EnrollmentStatus, t: ReturnType<typeof useT>): { title: string; text?: string } | null {
  switch (s.reason) {
    case 'open-enrollment':
      return {
        title:
          s.days_left === 0
            ? t('enrollmentStatus.endsToday')
            : t('enrollmentStatus.endsIn', { count: s.days_left ?? 0 }),
        text: t('enrollmentStatus.lastDay', { date: dayOf(s.closes_on) }),
      };
    case 'new-hire':
      return {
        title: t('enrollmentStatus.newHire', { date: dayOf(s.closes_on) }),
        text: t('enrollmentStatus.coverageStarts', { date: dayOf(s.coverage_starts_on) }),
      };
    case 'life-event':
      return {
        title: t('enrollmentStatus.lifeEvent', { date: dayOf(s.closes_on) }),
        // Once it may go through, coverage under it starts on the day its kind says (ADR 0034).
        text: s.awaiting_approval
          ? t('enrollmentStatus.awaiting')
          : t('enrollmentStatus.coverageStarts', { date: dayOf(s.coverage_starts_on) }),
      };
    case 'new-hire-upcoming':
      return {
        title: t('enrollmentStatus.newHireUpcoming', { date: dayOf(s.opens_on) }),
        text: t('enrollmentStatus.coverageStarts', { date: dayOf(s.coverage_starts_on) }),
      };
    case 'open-enrollment-upcoming':
      return { title: t('enrollmentStatus.opensOn', { date: dayOf(s.opens_on) }) };
    case 'closed':
      return {
        title: t('enrollmentStatus.closed'),
        text: t(s.can_report_event ? 'enrollmentStatus.reportEvent' : 'enrollmentStatus.contactAdmin'),
      };
    default:
      return null;
  }
}

/**
 * Whether the invited employee may enroll today (issue 29, ADR 0034), from get-enrollment-status
 * for this browser's link: "Open enrollment ends in N days", or "Enrollment is closed" with the
 * way in that remains: a closed window offers "Report a life event" (life-event-report.tsx) when the
 * group offers a kind; an open event still waiting for its document takes it here (the landing
 * opened again). It informs only; the link still opens the store. A status that cannot be
 * read (another browser, a network error) shows nothing rather than a wrong sentence.
 */
export function InvitationStatus({ token }: { token: string }) {
  const t = useT();
  const status = useQuery({
    ...callQueryOptions('get-enrollment-status', { query: { token } }),
    retry: false,
  });
  if (!status.data) return null;
  const w = wording(status.data, t);
  if (!w) return null;
  const kinds = status.data.event_kinds ?? [];
  const canReport = status.data.reason === 'closed' && status.data.can_report_event && kinds.length > 0;
  const open = status.data.open_event;
  const eventId = status.data.event_id;
  const awaitsDocument =
    status.data.reason === 'life-event' &&
    eventId !== undefined &&
    open !== undefined &&
    open.documents !== 'none' &&
    open.documents_received === 0;
  const refused = status.data.refused_event;
  return (
    <>
      {refused && (
        // Why the last event did not go through, as the e-mail said it (ADR 0034).
        <Alert tone="info">
          <strong>
            {t(`enrollmentStatus.refused.${refused.status}`, {
              kind: refused.label,
              date: dayOf(refused.event_date),
            })}
          </strong>{' '}
          {t('enrollmentStatus.refused.reason', { reason: refused.reason })}
        </Alert>
      )}
      {/* Not a live region: the page's own status (declined, waived) is the one that announces. */}
      <p className={styles.status} data-testid="enrollment-status">
        <strong className={styles.statusTitle}>{w.title}</strong>
        {w.text}
        {awaitsDocument && open.documents_due_on && (
          <> {t('lifeEvent.documentDue', { date: dayOf(open.documents_due_on) })}</>
        )}
      </p>
      {canReport && <LifeEventReport token={token} kinds={kinds} />}
      {awaitsDocument && (
        <LifeEventDocument who={{ token }} eventId={eventId} onUploaded={() => void status.refetch()} />
      )}
    </>
  );
}
