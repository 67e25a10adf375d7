import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { callQueryOptions } from '@bs/api-client';
import { useSession } from '@bs/session';
import { PageTitle, StaffPage, useDocumentTitle, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { MissingContextNotice } from '../../shared/missing-context-notice';
import { GroupPicker } from '../../shared/group-picker/group-picker';
import { PaySection } from './pay-section';
import { CalendarSection } from './calendar-section';
import { EnrollmentRulesSection } from './enrollment-rules-section';
import { LifeEventsSection } from './life-events-section';
import styles from './group-settings.module.css';

/**
 * `/group-settings` (issues 28 and 29): a group's benefits settings for its administrator (their
 * own group) or its rep (`?group=` one of the groups they serve): pay schedule, employer
 * contribution and the payroll file; plan year and open enrollment; new hires' waiting period and the
 * kinds of life events offered; the life events to review.
 * The server decides who may; the screen only offers the groups the session names.
 */
export function GroupSettingsScreen() {
  const t = useT();
  const to = useStorePath();
  useDocumentTitle(t('settings.title'));
  const eprocess = useSession((s) => s.eprocess);
  const ownGroup = useSession((s) => s.group_id);
  const agentId = useSession((s) => s.agent_id ?? s.AGENT_ID);
  const [params, setParams] = useSearchParams();
  const isRep = eprocess === 'rep' && agentId != null;
  const isGroup = eprocess === 'group' && ownGroup != null;
  const picked = Number(params.get('group')) || null;
  const groupId = isGroup ? ownGroup : picked;
  const group = useQuery({
    ...callQueryOptions('get-group-info-enroll', { query: { group_id: groupId ?? 0 } }),
    enabled: groupId != null,
  });

  if (!isRep && !isGroup)
    return <MissingContextNotice title={t('settings.signInTitle')} message={t('settings.signInMessage')} />;

  return (
    <StaffPage>
      <PageTitle subtitle={group.data?.name ?? t('settings.lead')}>{t('settings.title')}</PageTitle>
      <p className={styles.back}>
        <Link to={to(isGroup ? '/group-home' : '/agent-home')}>{t('settings.back')}</Link>
      </p>
      {isRep && (
        <GroupPicker
          agentId={agentId}
          groupId={picked}
          onPick={(id) => setParams(id == null ? {} : { group: String(id) }, { replace: true })}
        />
      )}
      {groupId == null ? (
        <p>{t('settings.chooseGroup')}</p>
      ) : (
        <>
          <nav aria-label={t('settings.sectionsLabel')} className={styles.sections}>
            <a href="#pay">{t('settings.payTitle')}</a>
            <a href="#calendar">{t('settings.calendarTitle')}</a>
            <a href="#enrollment-rules">{t('settings.rulesSectionTitle')}</a>
            <a href="#life-events">{t('settings.eventsTitle')}</a>
          </nav>
          <PaySection key={`pay-${groupId}`} groupId={groupId} />
          <CalendarSection key={`cal-${groupId}`} groupId={groupId} />
          <EnrollmentRulesSection key={`rules-${groupId}`} groupId={groupId} />
          <LifeEventsSection key={`ev-${groupId}`} groupId={groupId} />
        </>
      )}
    </StaffPage>
  );
}
