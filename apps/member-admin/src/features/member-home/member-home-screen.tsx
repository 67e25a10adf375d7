import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Tier } from '@bs/contract';
import { apiCall, callQueryOptions } from '@bs/api-client';
import { getSession, sessionStore, useSession } from '@bs/session';
import { Alert, Card, Skeleton, useStorePath } from '@bs/ui';
import { useT } from '../../i18n/messages';
import { TierForm } from '../../shared/choose-tier/tier-form';
import { MissingContextNotice } from '../../shared/missing-context-notice';
import styles from '../../shared/enroll-start.module.css';
import { MEMBER_HOME_DEFAULTS } from '../../shared/member-defaults';
import { YourCoverage } from './your-coverage';
import { YourIdCards } from './your-id-cards';

/**
 * `/member-home` (wizard §2 Member home): greets the member by first and last name, Choose Tier,
 * Submit -> add-filter-for-member -> /plans; below, the member's ID cards, then their coverage and
 * its documents. The member is the session's USER_ID.
 */
export function MemberHomeScreen() {
  const t = useT();
  const navigate = useNavigate();
  const to = useStorePath();
  const userId = useSession((s) => s.USER_ID);
  const info = useQuery({
    ...callQueryOptions('get-member-info', { query: { user_id: userId ?? 0 } }),
    enabled: userId != null,
  });
  if (userId == null)
    return (
      <MissingContextNotice title={t('memberHome.missingTitle')} message={t('memberHome.missingMessage')} />
    );

  const start = async (tier: Tier) => {
    const created = await apiCall('add-filter-for-member', { body: { user_id: userId, tier } });
    const s = getSession();
    sessionStore.getState().set({
      enrollmentId: created.temp_enrollment_id,
      'show-quotation': created.show_quotation,
      enroll_type: 'existing-member',
      eprocess: s.eprocess ?? 'applicant',
      agent_id: info.data?.agent_info.agent_id ?? s.agent_id ?? MEMBER_HOME_DEFAULTS.agent_id,
      group_id: info.data?.group_info.group_id ?? s.group_id ?? MEMBER_HOME_DEFAULTS.group_id,
    });
    navigate(to('/plans'));
  };

  const m = info.data?.member_info;
  return (
    <div className={styles.page}>
      <div aria-busy={info.isLoading || undefined}>
        {info.isLoading ? (
          <Skeleton height="2.25rem" width="60%" />
        ) : (
          <h1 className={styles.welcome}>
            {m ? t('memberHome.welcome', { name: `${m.first_name} ${m.last_name}` }) : t('home.welcome')}
          </h1>
        )}
        <p className={styles.lead}>{t('memberHome.lead')}</p>
      </div>
      {info.isError && <Alert tone="error">{t('memberHome.loadError')}</Alert>}
      <Card>
        {/* No Back: this is where a signed-in member starts, and the header already leads home. */}
        <TierForm id="member-tier-form" onSubmit={start} />
      </Card>
      <YourIdCards userId={userId} />
      <YourCoverage userId={userId} />
    </div>
  );
}
